import { useForm, type SubmissionResult } from '@conform-to/react'
import { FORM_SENT_QUERY, type FormActionData as Reply } from '#app/domain/http/replies'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '#app/i18n/react'
import { useLocation, useNavigation } from 'react-router'
import type { z } from '#app/domain/zod'
import { formErrors } from '#app/domain/forms/schemas'

/** What every public form's action answers (app/.server/http/form-action.ts). */
export type FormActionData = Reply<SubmissionResult<string[]>>

/**
 * The form's answer: the action's, or, on the page a post without JavaScript was sent to once
 * stored (`?sent=1`, Post/Redirect/Get), a success.
 */
export function useFormReply(actionData: FormActionData | undefined): FormActionData | undefined {
  const { search } = useLocation()
  if (actionData || search !== FORM_SENT_QUERY) return actionData
  return { outcome: 'success', result: { status: 'success' } }
}

/** True once React has hydrated: before that (and without JavaScript) nothing is disabled. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

/**
 * Conform wired the way every public form works: validated on blur, then again while typing; the
 * same Zod schema in the browser and on the server; the server's answer (errors, values, form-level
 * messages) shown after a POST with or without JavaScript.
 */
export function usePublicForm<S extends z.ZodType<Record<string, unknown>>>(options: {
  id: string
  schema: S
  actionData: FormActionData | undefined
  /** Shown above the submit button when a required field is empty after a submit attempt. */
  incompleteMessage?: string
}) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const hydrated = useHydrated()
  const [attempted, setAttempted] = useState(false)
  const lastResult = options.actionData?.outcome === 'success' ? undefined : options.actionData?.result
  const [form, fields] = useForm<z.output<S>>({
    id: options.id,
    lastResult,
    constraint: getZodConstraint(options.schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: options.schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const submitting = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST'
  const errors = Object.values(form.allErrors).flat()
  const incomplete =
    Boolean(options.incompleteMessage) &&
    (attempted || Boolean(lastResult)) &&
    errors.some((e) => e === formErrors.required || e === formErrors.investmentReady)
  const alerts = [
    ...(incomplete ? [options.incompleteMessage!] : []),
    ...(form.errors ?? []).map((key) => t(key)),
  ]
  // A second click before the first post's answer (the button is disabled only once React has
  // rendered the submitting state) posts nothing; the server would store it once anyway (ADR 056).
  const posting = useRef(false)
  useEffect(() => {
    if (navigation.state === 'idle') posting.current = false
  }, [navigation.state])
  /** Conform's submit handler, remembering that the visitor tried (for the 'incomplete' message). */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (posting.current) {
      event.preventDefault()
      return
    }
    setAttempted(true)
    form.onSubmit(event)
    // Conform prevents a submission its schema refuses: only a post on its way counts.
    if (!event.defaultPrevented) posting.current = true
  }
  return {
    form,
    onSubmit,
    fields,
    submitting,
    hydrated,
    alerts,
  }
}

/**
 * Would the form pass its schema as it stands? For forms whose submit stays disabled until valid.
 * Empty strings count as missing, as they do when Conform parses the form.
 */
export function passesSchema(schema: z.ZodType, value: unknown): boolean {
  const entries = Object.entries((value ?? {}) as Record<string, unknown>).map(([k, v]) => [
    k,
    typeof v === 'string' && v.trim() === '' ? undefined : v === 'on' ? true : v,
  ])
  return schema.safeParse(Object.fromEntries(entries)).success
}
