/**
 * First-touch source (issue #34): what the site can know of where a visitor came from without any
 * consent-bound tracking, kept at their first landing in a first-party cookie and stored with their
 * first submission. Nothing is sent anywhere; the privacy policy names it and its lifetime.
 */
export type FirstTouch = {
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  /** The referring site's host name, when it is another site. */
  referrerHost: string | null
  /** The path the visitor landed on (no query string). */
  landingPath: string
  /** When they landed. */
  at: string
}

export const FIRST_TOUCH_COOKIE = 'ft'
/** How long the cookie is kept: 90 days (the privacy policy says so). */
export const FIRST_TOUCH_MAX_AGE_DAYS = 90

const clean = (value: string | null | undefined, max = 100): string | null => {
  const text = (value ?? '').trim().slice(0, max)
  return text === '' ? null : text
}

/**
 * The first touch of a page request, or null when this request is no first landing on a page
 * (a script, an image, a data request, an admin or portal page).
 */
export function firstTouchOf(
  url: URL,
  referer: string | undefined,
  siteHosts: readonly string[],
  now: Date,
): FirstTouch | null {
  const path = url.pathname
  if (/\.[a-z0-9]+$/i.test(path)) return null
  if (/^\/(es\/)?(admin|portal|api|resources)(\/|$)/.test(path)) return null
  let referrerHost: string | null = null
  if (referer) {
    try {
      const host = new URL(referer).hostname.toLowerCase()
      if (!siteHosts.includes(host)) referrerHost = host
    } catch {
      referrerHost = null
    }
  }
  return {
    utmSource: clean(url.searchParams.get('utm_source'))?.toLowerCase() ?? null,
    utmMedium: clean(url.searchParams.get('utm_medium'))?.toLowerCase() ?? null,
    utmCampaign: clean(url.searchParams.get('utm_campaign'))?.toLowerCase() ?? null,
    referrerHost,
    landingPath: path.slice(0, 300),
    at: now.toISOString(),
  }
}

/** The cookie's value: URL-safe base64 of the JSON. */
export function encodeFirstTouch(touch: FirstTouch): string {
  return Buffer.from(JSON.stringify(touch)).toString('base64url')
}

/** The cookie's first touch, or null when it is missing or not one of ours. */
export function decodeFirstTouch(value: string | undefined | null): FirstTouch | null {
  if (!value) return null
  try {
    const data = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Record<string, unknown>
    const str = (v: unknown, max = 100) => (typeof v === 'string' ? clean(v, max) : null)
    const at = str(data.at, 40)
    const landingPath = str(data.landingPath, 300)
    if (!at || !landingPath || Number.isNaN(Date.parse(at))) return null
    return {
      utmSource: str(data.utmSource),
      utmMedium: str(data.utmMedium),
      utmCampaign: str(data.utmCampaign),
      referrerHost: str(data.referrerHost, 253),
      landingPath,
      at,
    }
  } catch {
    return null
  }
}

/** The value of one cookie in a Cookie header. */
export function cookieValue(header: string | undefined | null, name: string): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return null
}

/**
 * The Set-Cookie header for a page request without a first-touch cookie, or null (it has one, or
 * the request is no page landing).
 */
export function firstTouchSetCookie(input: {
  url: URL
  method: string
  cookie: string | undefined
  referer: string | undefined
  siteHosts: readonly string[]
  secure: boolean
  now: Date
}): string | null {
  if (input.method !== 'GET') return null
  if (cookieValue(input.cookie, FIRST_TOUCH_COOKIE)) return null
  const touch = firstTouchOf(input.url, input.referer, input.siteHosts, input.now)
  if (!touch) return null
  return [
    `${FIRST_TOUCH_COOKIE}=${encodeFirstTouch(touch)}`,
    'Path=/',
    `Max-Age=${FIRST_TOUCH_MAX_AGE_DAYS * 86400}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(input.secure ? ['Secure'] : []),
  ].join('; ')
}

/** "facebook / spring": how staff read a source (utm source and campaign, else the referrer). */
export function sourceLabel(touch: {
  utmSource: string | null
  utmCampaign: string | null
  referrerHost: string | null
}): string | null {
  if (touch.utmSource)
    return touch.utmCampaign ? `${touch.utmSource} / ${touch.utmCampaign}` : touch.utmSource
  return touch.referrerHost
}
