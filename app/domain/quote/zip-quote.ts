import { z } from '#app/domain/zod'
import { visitorText } from '../forms/visitor-text'
import type { PriceBreakdown } from './pricing'

/**
 * The calculator's second way in: pickup and delivery ZIP codes. Error messages are translation keys
 * (under servicePages.calculator.zip.errors) so the browser shows them in the page's language.
 */
export const ZIP_PATTERN = /^(\d{5})(?:-\d{4})?$/

/** A US ZIP code as typed ("33444" or ZIP+4 "33444-1234"), reduced to its five digits; else undefined. */
export function normalizeZip(input: string | null | undefined): string | undefined {
  return input?.trim().match(ZIP_PATTERN)?.[1]
}

/**
 * The ZIP code of a free-text location: the text itself when it is a ZIP code, otherwise the last ZIP code
 * at the end of an address ("…, Delray Beach, FL 33444"). Lets the ZIP distance provider accept addresses.
 */
export function zipOfLocation(text: string): string | undefined {
  return normalizeZip(text) ?? text.match(/\b(\d{5})(?:-\d{4})?\s*(?:,?\s*(?:USA?|United States))?\s*$/i)?.[1]
}

const zipField = visitorText('line', { required: 'required', control: 'format' })
  .trim()
  .min(1, { error: 'required' })
  .refine((v) => normalizeZip(v) !== undefined, { error: 'format' })
  .transform((v) => normalizeZip(v)!)

export const zipQuoteSchema = z.object({ from: zipField, to: zipField })

export type ZipQuoteInput = z.infer<typeof zipQuoteSchema>
export type ZipFieldError = 'required' | 'format' | 'unknown'
export type ZipQuoteFieldErrors = Partial<Record<keyof ZipQuoteInput, ZipFieldError>>

/** The first error of each field, as one of the error keys. */
export function zipQuoteFieldErrors(error: z.ZodError): ZipQuoteFieldErrors {
  const errors: ZipQuoteFieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if ((field === 'from' || field === 'to') && !errors[field])
      errors[field] = issue.message === 'required' ? 'required' : 'format'
  }
  return errors
}

/**
 * The calculator's limit (issue #30 item 5): a ZIP code is served when an active service area lists
 * it, and a delivery is priced only when both its ends are served. A price for a delivery nobody
 * makes would read as an offer, so outside the areas there is no price and no order button: the
 * visitor is told which ZIP codes are outside and where to ask.
 */
export const SERVED_ZIP_RULE = 'listed-by-an-active-service-area' as const

/** Of the delivery's ZIP codes, those no active service area lists (each once, in order). */
export function zipsOutsideAreas(
  zips: readonly string[],
  areas: ReadonlyArray<{ zipCodes: readonly string[] }>,
): string[] {
  const served = new Set(areas.flatMap((a) => a.zipCodes))
  return [...new Set(zips)].filter((zip) => !served.has(zip))
}

/** The price of a delivery between two ZIP codes, or why there is none. */
export type ZipQuote =
  | {
      status: 'priced'
      from: string
      to: string
      price: PriceBreakdown
      /** An estimate from ZIP centres, or a routing service's driving distance. */
      method: 'zip-centroid' | 'route'
    }
  /** An end is outside every service area (SERVED_ZIP_RULE): refused, with no price. */
  | {
      status: 'outside-areas'
      from: string
      to: string
      /** Of `from` and `to`, the ZIP codes no active service area lists. */
      outsideAreas: string[]
      /** How many active service areas there are (the 15 of the spec), for the message about them. */
      areaCount: number
      /** The distance measured, kept for the coverage-gap log only (never shown as a price). */
      miles: number
    }
  | { status: 'invalid'; errors: ZipQuoteFieldErrors }
  /** Same ZIP code, or centres closer than the 0.1-mile step: there is no distance to price. */
  | { status: 'too-close' }
  /** The distance provider could not answer. */
  | { status: 'failed' }

/** What the calculator's ZIP form gets back: a quote or a refusal, with the values it was sent. */
export type ZipQuoteResponse = (ZipQuote | { status: 'rate-limited'; retryAfterSeconds: number }) & {
  values: { from: string; to: string }
}
