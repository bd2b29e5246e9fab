import { SUBMISSION_KEY_FIELD } from '#app/domain/forms/submission-key'
import { useRootData } from '#app/i18n/use-lang'

/**
 * This page's submission key (ADR 056): made by the server for the response that brought the page
 * (the root loader's, from its CSP nonce), new again after each submission the page's forms make
 * (the root data is read again after an action). Empty where there is no root data.
 */
export function useSubmissionKey(): string {
  return useRootData()?.submissionKey ?? ''
}

/**
 * The hidden field every public form sends its submission key in, beside the honeypot: a
 * submission sent again with it (a retry, a double click, a form resent by the browser) is stored
 * once and answered as the first one was.
 */
export function SubmissionKeyField() {
  const key = useSubmissionKey()
  return key ? <input type="hidden" name={SUBMISSION_KEY_FIELD} value={key} /> : null
}
