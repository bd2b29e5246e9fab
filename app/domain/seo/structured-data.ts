import { settingProblem } from '../checklist/placeholders'
import type { SiteSettingKey } from '../settings/site-settings'
/**
 * JSON-LD for search engines (schema.org). Pure builders; the page renders the result with
 * `serializeJsonLd` in a nonce'd script.
 */

/** What the spec's search-engine data states (marketing-site.md §1, §9). */
export const searchEngineFacts = {
  investment: { amount: 1250, currency: 'USD' },
  languages: ['English', 'Spanish'],
} as const

type Thing = Record<string, unknown>

export function organizationJsonLd(input: {
  name: string
  url: string
  logo: string
  description: string
  /** Left out when still a placeholder (issue #45): search engines are told nothing untrue. */
  telephone?: string
  email?: string
  address?: string
  offerName: string
  sameAs?: string[]
}): Thing {
  const { amount, currency } = searchEngineFacts.investment
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.name,
    url: input.url,
    logo: input.logo,
    description: input.description,
    ...(input.telephone ? { telephone: input.telephone } : {}),
    ...(input.email ? { email: input.email } : {}),
    ...(input.address ? { address: input.address } : {}),
    areaServed: { '@type': 'Country', name: 'United States' },
    knowsLanguage: [...searchEngineFacts.languages],
    ...(input.telephone || input.email
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            ...(input.telephone ? { telephone: input.telephone } : {}),
            ...(input.email ? { email: input.email } : {}),
            contactType: 'sales',
            availableLanguage: [...searchEngineFacts.languages],
          },
        }
      : {}),
    makesOffer: {
      '@type': 'Offer',
      name: input.offerName,
      price: amount,
      priceCurrency: currency,
      priceSpecification: { '@type': 'PriceSpecification', price: amount, priceCurrency: currency },
    },
    ...(input.sameAs && input.sameAs.length > 0 ? { sameAs: input.sameAs } : {}),
  }
}

export function faqPageJsonLd(items: ReadonlyArray<{ question: string; answer: string }>): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

export function videoObjectJsonLd(video: {
  name: string
  description: string
  thumbnailUrl: string
  embedUrl: string
  duration: string
  inLanguage: string
}): Thing {
  const duration = isoDuration(video.duration)
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.name,
    description: video.description,
    thumbnailUrl: video.thumbnailUrl,
    embedUrl: video.embedUrl,
    inLanguage: video.inLanguage,
    ...(duration ? { duration } : {}),
  }
}

/** A shown duration ('1:48', '1:02:05') as ISO 8601 ('PT1M48S'); undefined when it is not one. */
export function isoDuration(shown: string): string | undefined {
  const match = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/.exec(shown.trim())
  if (!match) return undefined
  const [hours, minutes, seconds] = [Number(match[1] ?? 0), Number(match[2]), Number(match[3])]
  if (seconds > 59 || (match[1] !== undefined && minutes > 59)) return undefined
  const parts = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds || (!hours && !minutes) ? `${seconds}S` : ''}`
  return `PT${parts}`
}

/**
 * A setting's value as structured data may state it: undefined when empty or still a placeholder
 * (an example domain, a 555-01xx number, the seed's sample, app/domain/checklist/launch-check.ts).
 */
export function realSetting(key: SiteSettingKey, value: string): string | undefined {
  return value.trim() !== '' && settingProblem(key, value) === null ? value : undefined
}

/** JSON for a <script> element: `<`, `>`, `&` and line separators escaped so it cannot end the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
