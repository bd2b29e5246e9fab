/**
 * Newsletter rules (issue #11; network-site.md §3 Newsletter, §4 Newsletter, §9). Pure: the
 * services apply them to the database.
 */

/** Which subscribers a newsletter is for: one language, or both with one version each. */
export const newsletterLangs = ['en', 'es', 'both'] as const
export type NewsletterLang = (typeof newsletterLangs)[number]

/**
 * draft → scheduled (a date-time) → sending (the worker is creating its messages) → sent;
 * draft → sending → sent (Send Now). A send that cannot start is 'failed' (kept, can be retried).
 */
export const newsletterStatuses = ['draft', 'scheduled', 'sending', 'sent', 'failed'] as const
export type NewsletterStatus = (typeof newsletterStatuses)[number]

/** The statuses the editor form offers (the rest are set by sending). */
export const editableStatuses = ['draft', 'scheduled'] as const satisfies readonly NewsletterStatus[]

export function isNewsletterStatus(value: unknown): value is NewsletterStatus {
  return typeof value === 'string' && (newsletterStatuses as readonly string[]).includes(value)
}

/** Send Now is offered for drafts only (§4); a failed send may be tried again the same way. */
export function canSendNow(status: NewsletterStatus): boolean {
  return status === 'draft' || status === 'failed'
}

/** Only drafts, scheduled and failed newsletters can be edited or deleted; sent ones are history. */
export function canEdit(status: NewsletterStatus): boolean {
  return status === 'draft' || status === 'scheduled' || status === 'failed'
}

/** Subscriber languages a newsletter goes to. */
export function audienceLangs(lang: NewsletterLang): Array<'en' | 'es'> {
  return lang === 'both' ? ['en', 'es'] : [lang]
}

/** How many subscribers the worker turns into messages per transaction. */
export const NEWSLETTER_SEND_BATCH = 100

/**
 * The first batch of a send is smaller: it commits sooner, so the first messages leave while the
 * rest are still being written (issue #22 item 6: the first within 2 s of Send Now).
 */
export const NEWSLETTER_FIRST_BATCH = 20

/** Title, subject and content limits of the editor. */
export const NEWSLETTER_LIMITS = { title: 200, subject: 200, content: 100_000 } as const

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** An http(s) address typed in text: up to a space, a quote or an angle bracket. */
const TYPED_URL = /\bhttps?:\/\/[^\s<>"']+/gi
/** Sentence punctuation right after an address belongs to the sentence, not to the address. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/

/**
 * Plain text as HTML, escaped, with the http(s) addresses typed in it as links (issue #30 item 6:
 * a link is what the click counter rewrites, so an address left as text was never counted).
 * Only http and https become links: `javascript:` and the like stay text.
 */
export function linkifiedText(text: string): string {
  let html = ''
  let last = 0
  for (const match of text.matchAll(TYPED_URL)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '')
    const start = match.index
    // A bare "https://" is not an address.
    if (!/^https?:\/\/[^/]/i.test(url)) continue
    const href = escapeHtml(url)
    html += `${escapeHtml(text.slice(last, start))}<a href="${href}">${href}</a>`
    last = start + url.length
  }
  return html + escapeHtml(text.slice(last))
}

/**
 * The body of a newsletter as HTML (§5): the HTML content when present (already sanitized when it
 * was saved), otherwise the text content escaped, its typed addresses as links, with line breaks
 * as `<br>`.
 */
export function newsletterBodyHtml(version: { content: string; htmlContent: string | null }): string {
  if (version.htmlContent && version.htmlContent.trim() !== '') return version.htmlContent
  return linkifiedText(version.content).replace(/\r\n|\r|\n/g, '<br>')
}

/** Percent of `part` in `whole`, one decimal; 0 when there is nothing to divide. */
export function percent(part: number, whole: number): number {
  if (whole <= 0) return 0
  return Math.round((part / whole) * 1000) / 10
}

export type SentNewsletterFigures = { recipientCount: number; openCount: number; clickCount: number }

/**
 * Average open and click rates over the sent newsletters (§3 Newsletter statistics): the mean of
 * each newsletter's rate (opens or clicks per recipient), one decimal. Opens are deliveries opened
 * (unique recipients, issue #20 item 1); clicks are loads of the signed links, so one reader can
 * click twice. A rate is a share of the recipients: it never passes 100 %.
 */
export function averageRates(sent: SentNewsletterFigures[]): { openRate: number; clickRate: number } {
  const counted = sent.filter((n) => n.recipientCount > 0)
  if (counted.length === 0) return { openRate: 0, clickRate: 0 }
  const mean = (rate: (n: SentNewsletterFigures) => number) =>
    Math.round((counted.reduce((sum, n) => sum + rate(n), 0) / counted.length) * 10) / 10
  return {
    openRate: mean((n) => percent(Math.min(n.openCount, n.recipientCount), n.recipientCount)),
    clickRate: mean((n) => percent(Math.min(n.clickCount, n.recipientCount), n.recipientCount)),
  }
}
