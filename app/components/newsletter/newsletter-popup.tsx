import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { HONEYPOT_FIELD } from '#app/domain/forms/options'
import { SUBMISSION_KEY_FIELD } from '#app/domain/forms/submission-key'
import { useSubmissionKey } from '#app/components/forms/submission-key'
import type { FormActionData } from '#app/components/forms/use-public-form'
import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { trackConversion } from '#app/components/analytics/track'
import { POPUP_SUCCESS_CLOSE_MS } from '#app/domain/newsletter/popup'
import { fieldError } from '#app/domain/newsletter/signup-schema'
import { useLang, useLocalizedPath } from '#app/i18n/use-lang'
import { CloseIcon } from '../icons/icon'

const SUBSCRIBE_URL = '/api/newsletter/subscribe'

type Status = 'editing' | 'submitting' | 'success'

/** The guarded edge's reply: Conform's result and the outcome. */
type SubscribeReply = Partial<FormActionData>

/**
 * The newsletter popup (marketing-site.md §2, §4, §5, §8): a modal dialog with the e-mail field,
 * the consent box and the submit button. Radix's dialog (as the shop's modals, issue #31 item 8)
 * keeps focus inside (Tab and Shift+Tab cycle), hides the page behind from assistive technology,
 * and gives focus back where it was on close; Escape, the close button and a click on the backdrop
 * close it. Focus starts in the e-mail field.
 */
export default function NewsletterPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const lang = useLang()
  const href = useLocalizedPath()
  const submissionKey = useSubmissionKey()
  const emailRef = useRef<HTMLInputElement>(null)
  // Where focus was when the popup opened (read while rendering, before the dialog takes focus): it
  // goes back there on close, as there is no Radix trigger button to go back to.
  const [opener] = useState(() =>
    typeof document !== 'undefined' && document.activeElement instanceof HTMLElement
      ? document.activeElement
      : null,
  )
  const titleId = useId()
  const descriptionId = useId()
  const emailId = useId()
  const emailErrorId = useId()
  const consentId = useId()
  const consentErrorId = useId()
  const [email, setEmail] = useState('')
  const [consent, setConsent] = useState(false)
  const [website, setWebsite] = useState('')
  const [emailError, setEmailError] = useState<string | undefined>()
  const [consentError, setConsentError] = useState<string | undefined>()
  const [failure, setFailure] = useState<string[] | null>(null)
  const [status, setStatus] = useState<Status>('editing')

  // Success: the thank-you stays 3 seconds, then the popup closes by itself.
  useEffect(() => {
    if (status !== 'success') return
    const timer = window.setTimeout(onClose, POPUP_SUCCESS_CLOSE_MS)
    return () => window.clearTimeout(timer)
  }, [status, onClose])

  const tr = (key: string | undefined) => (key ? t(key) : undefined)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status === 'submitting') return
    const emailProblem = fieldError({ email }, 'email')
    const consentProblem = fieldError({ email, consent: consent || undefined }, 'consent')
    setEmailError(emailProblem)
    setConsentError(consentProblem)
    if (emailProblem || consentProblem) {
      ;(emailProblem ? emailRef.current : document.getElementById(consentId))?.focus()
      return
    }
    setStatus('submitting')
    setFailure(null)
    try {
      // A form, as every POST of the site: the answer is the guarded edge's reply (guarded-edge.ts).
      const response = await fetch(SUBSCRIBE_URL, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        body: new URLSearchParams({
          email,
          consent: 'on',
          lang,
          [HONEYPOT_FIELD]: website,
          ...(submissionKey ? { [SUBMISSION_KEY_FIELD]: submissionKey } : {}),
        }),
      })
      const body = (await response.json().catch(() => null)) as SubscribeReply | null
      if (!response.ok || body?.outcome !== 'success') {
        console.warn(`Newsletter signup failed: ${response.status}`)
        const errors = body?.result?.error ?? {}
        setEmailError(errors.email?.[0])
        setConsentError(errors.consent?.[0])
        setFailure(
          body?.outcome === 'rate-limited'
            ? ['newsletter.errors.failed', 'newsletter.errors.rateLimited']
            : ['newsletter.errors.failed'],
        )
        setStatus('editing')
        return
      }
      setStatus('success')
      trackConversion('newsletter')
    } catch (error) {
      console.warn('Newsletter signup failed', error)
      setFailure(['newsletter.errors.failed'])
      setStatus('editing')
    }
  }

  const submitting = status === 'submitting'
  const disabled = submitting || email.trim() === '' || !consent || !!emailError

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay
          className="fixed inset-0 z-[60] flex items-center justify-center bg-black/60 p-4"
          data-testid="newsletter-backdrop"
        >
          <Dialog.Content
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={descriptionId}
            onOpenAutoFocus={(event) => {
              event.preventDefault()
              emailRef.current?.focus()
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              if (opener && opener !== document.body && opener.isConnected) opener.focus()
            }}
            className="relative max-h-[calc(100vh-2rem)] w-full max-w-md overflow-y-auto rounded-lg bg-white p-6 shadow-2xl"
            data-testid="newsletter-popup"
          >
            <Dialog.Close
              aria-label={t('newsletter.popup.close')}
              className="absolute right-3 top-3 flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700"
              data-testid="newsletter-close"
            >
              <CloseIcon />
            </Dialog.Close>
            <Dialog.Title id={titleId} className="pr-10 text-2xl font-black text-ink">
              {status === 'success' ? t('newsletter.popup.successTitle') : t('newsletter.popup.title')}
            </Dialog.Title>
            {status === 'success' ? (
              <p
                id={descriptionId}
                role="status"
                className="mt-3 rounded-md bg-green-50 px-3 py-2 text-green-900"
                data-testid="newsletter-success"
              >
                {t('newsletter.popup.successMessage')}
              </p>
            ) : (
              <>
                <p id={descriptionId} className="mt-2 text-slate-700">
                  {t('newsletter.popup.description')}
                </p>
                <form
                  method="post"
                  action={SUBSCRIBE_URL}
                  noValidate
                  onSubmit={submit}
                  className="mt-4 space-y-4"
                  data-testid="newsletter-form"
                >
                  <div>
                    <label htmlFor={emailId} className="block text-sm font-semibold text-slate-800">
                      {t('newsletter.popup.emailLabel')}
                    </label>
                    <input
                      ref={emailRef}
                      id={emailId}
                      name="email"
                      type="email"
                      inputMode="email"
                      autoComplete="email"
                      required
                      maxLength={254}
                      value={email}
                      placeholder={t('newsletter.popup.emailPlaceholder')}
                      onChange={(event) => {
                        setEmail(event.target.value)
                        setEmailError(fieldError({ email: event.target.value }, 'email'))
                      }}
                      onBlur={() => {
                        if (email !== '' || emailError) setEmailError(fieldError({ email }, 'email'))
                      }}
                      onKeyDown={(event) => {
                        // Enter with the button disabled: say what is missing instead of nothing.
                        if (event.key === 'Enter' && disabled && !submitting) {
                          event.preventDefault()
                          event.currentTarget.form?.requestSubmit()
                        }
                      }}
                      aria-invalid={emailError ? true : undefined}
                      aria-describedby={emailError ? emailErrorId : undefined}
                      className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
                    />
                    {emailError ? (
                      <p
                        id={emailErrorId}
                        className="mt-1 text-sm font-medium text-red-700"
                        data-testid="newsletter-email-error"
                      >
                        {tr(emailError)}
                      </p>
                    ) : null}
                  </div>
                  <div
                    aria-hidden="true"
                    className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden"
                  >
                    <label>
                      {t('newsletter.popup.honeypot')}
                      <input
                        type="text"
                        name={HONEYPOT_FIELD}
                        tabIndex={-1}
                        autoComplete="off"
                        value={website}
                        onChange={(event) => setWebsite(event.target.value)}
                      />
                    </label>
                  </div>
                  <div>
                    <div className="flex items-start gap-3">
                      <input
                        id={consentId}
                        name="consent"
                        type="checkbox"
                        value="true"
                        required
                        checked={consent}
                        onChange={(event) => {
                          setConsent(event.target.checked)
                          setConsentError(
                            event.target.checked ? undefined : 'newsletter.errors.consentRequired',
                          )
                        }}
                        aria-invalid={consentError ? true : undefined}
                        aria-describedby={consentError ? consentErrorId : undefined}
                        className="mt-1 h-5 w-5 flex-none accent-brand-700"
                      />
                      <label htmlFor={consentId} className="text-sm text-slate-800">
                        {t('newsletter.popup.consentLabel')}
                      </label>
                    </div>
                    {consentError ? (
                      <p
                        id={consentErrorId}
                        className="mt-1 text-sm font-medium text-red-700"
                        data-testid="newsletter-consent-error"
                      >
                        {tr(consentError)}
                      </p>
                    ) : null}
                    <Link
                      to={href('/privacy')}
                      className="mt-2 inline-block text-sm text-brand-700 underline"
                    >
                      {t('newsletter.popup.privacy')}
                    </Link>
                  </div>
                  {failure ? (
                    <div
                      role="alert"
                      className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
                      data-testid="newsletter-failure"
                    >
                      {failure.map((key) => (
                        <p key={key}>{t(key)}</p>
                      ))}
                    </div>
                  ) : null}
                  <button
                    type="submit"
                    disabled={disabled}
                    aria-disabled={disabled}
                    className="w-full rounded bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
                  >
                    {submitting ? t('newsletter.popup.submitting') : t('newsletter.popup.submit')}
                  </button>
                </form>
              </>
            )}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
