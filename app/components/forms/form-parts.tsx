import { useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react'
import { Form } from 'react-router'
import { HONEYPOT_FIELD } from '#app/domain/forms/options'
import { trackConversion, type ConversionKind } from '#app/components/analytics/track'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { SubmissionKeyField } from './submission-key'
import { Icon } from '../icons/icon'

/**
 * The honeypot: a field people never see or reach (visually hidden, aria-hidden, out of the tab
 * order, no autofill); a bot that fills every input gives itself away and the server refuses it.
 * Beside it, the page's submission key (ADR 056): every public form that shows the honeypot sends
 * it. `label` is the translation key of the field's label (each part of the site has its own).
 */
export function Honeypot({ label = 'forms.common.honeypot' }: { label?: string }) {
  const { t } = useTranslation()
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label>
          {t(label)}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <SubmissionKeyField />
    </>
  )
}

/**
 * The privacy line of every form that collects personal data (issue #20 item 5): what the details
 * are used for, with a link to the privacy policy in the visitor's language.
 */
export function PrivacyNote({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  return (
    <p className={`text-sm text-slate-600 ${className}`} data-testid="privacy-note">
      {t('privacyNote.text')}{' '}
      <a href={href('/privacy')} className="font-semibold text-brand-700 underline underline-offset-2">
        {t('privacyNote.link')}
      </a>
    </p>
  )
}

/** The red box above the submit button: failures and form-level messages. */
export function FormAlert({ messages }: { messages: string[] }) {
  if (!messages.length) return null
  return (
    <div
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
      data-testid="form-alert"
    >
      {messages.map((m) => (
        <p key={m}>{m}</p>
      ))}
    </div>
  )
}

/**
 * The success state: thank-you text and a button back to a blank form. The button submits a GET
 * form to the same page, so it is a real button that also works without JavaScript.
 */
export function SuccessPanel({
  title,
  text,
  again,
  action,
  tone = 'main',
  conversion,
  children,
}: {
  tone?: FormTone
  /** The ad and pixel conversion this success counts as (sent only with consent and configured IDs). */
  conversion?: ConversionKind
  title: string
  text: ReactNode
  again: string
  action: string
  children?: ReactNode
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
    if (conversion) trackConversion(conversion)
  }, [conversion])
  return (
    <div
      className="rounded-xl border border-green-300 bg-green-50 p-8 text-center"
      role="status"
      data-testid="form-success"
    >
      <Icon className="mx-auto h-12 w-12 text-green-700">
        <path d="M9 12l2 2 4-4m6 2a9 9 0 11-18 0 9 9 0 0118 0z" />
      </Icon>
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-slate-900 outline-none">
        {title}
      </h2>
      <div className="mt-2 text-slate-700">{text}</div>
      {children}
      <Form method="get" action={action} className="mt-6">
        <button type="submit" className={buttonClass(tone)}>
          {again}
        </button>
      </Form>
    </div>
  )
}

/** Button colours: the main site's orange (700: white text passes contrast) or the service blue. */
export type FormTone = 'main' | 'service'
const toneClass: Record<FormTone, string> = {
  main: 'bg-brand-700 hover:bg-brand-800 focus-visible:outline-brand-700',
  service: 'bg-blue-700 hover:bg-blue-800 focus-visible:outline-blue-700',
}
export function buttonClass(tone: FormTone, extra = '') {
  return `rounded-md px-5 py-3 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${toneClass[tone]} ${extra}`
}
