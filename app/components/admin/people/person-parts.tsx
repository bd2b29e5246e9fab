import type { ReactElement, ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react'
import type { Notice } from '#app/domain/http/replies'

/** What a post of a person's page answers (routes/admin/person.tsx). */
export type PersonReply = {
  intent?: string
  notice?: Notice | null
  refusal?: { reason: 'no-disclosure' } | { reason: 'too-soon'; allowedFrom: string }
  outcome?: string
  result?: { error?: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> | null }
}

/** The field errors of the last reply, when it answered this form (its intent). */
export function errorsFor(reply: PersonReply | undefined, intent: string): Record<string, string[]> {
  const replied = reply?.intent ?? reply?.result?.initialValue?.intent
  if (replied !== intent) return {}
  const errors = reply?.result?.error ?? {}
  return Object.fromEntries(
    Object.entries(errors).flatMap(([name, messages]) => (messages?.length ? [[name, messages]] : [])),
  )
}

/**
 * A labelled control of a person's page, its hint and its (translated) messages tied to it with
 * aria-describedby. `children` gets the control's props.
 */
export function PersonField(props: {
  id: string
  label: string
  hint?: string
  errors?: string[]
  /** A message already in words (the seven-day refusal), shown as an error. */
  message?: ReactNode
  children: (control: {
    id: string
    'aria-invalid': true | undefined
    'aria-describedby': string | undefined
  }) => ReactElement
}) {
  const { t } = useTranslation()
  const hintId = props.hint ? `${props.id}-hint` : undefined
  const hasError = Boolean(props.errors?.length || props.message)
  const errorId = hasError ? `${props.id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={props.id} className="block text-sm font-semibold text-slate-800">
        {props.label}
      </label>
      {props.children({
        id: props.id,
        'aria-invalid': hasError ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {props.hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {props.hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} className="mt-1 text-sm text-red-800">
          {props.message ?? props.errors!.map((e) => t(e)).join(' ')}
        </p>
      ) : null}
    </div>
  )
}

/** A titled part of a person's page. */
export function Section(props: { id: string; title: string; children: ReactNode; testId?: string }) {
  return (
    <section
      aria-labelledby={props.id}
      className="rounded border border-slate-200 p-4"
      data-testid={props.testId}
    >
      <h2 id={props.id} className="mb-3 text-lg font-bold text-slate-900">
        {props.title}
      </h2>
      {props.children}
    </section>
  )
}
