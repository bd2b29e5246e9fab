/**
 * Where a video plays (issue #19 item 2): a YouTube or a Vimeo video, kept as its provider and its
 * id, never as a URL staff typed. Staff paste whatever they have (a watch link, a short link, an
 * embed address, the embed code, or the bare id); the player and watch addresses are built here.
 */
export const videoProviders = ['youtube', 'vimeo'] as const
export type VideoProvider = (typeof videoProviders)[number]

/**
 * A video at its provider. A YouTube id is 11 characters of [A-Za-z0-9_-]. A Vimeo id is its
 * number, followed by `/` and the private hash for an unlisted video (`123456789/0a1b2c3d4e`),
 * which its player needs.
 */
export type VideoSource = { provider: VideoProvider; id: string }

/**
 * Why an address was not taken: nothing typed, not a YouTube or Vimeo address, or one of theirs
 * without a video id in it.
 */
export type VideoSourceProblem = 'empty' | 'unknown' | 'youtubeId' | 'vimeoId'

export type ParsedVideoSource = { ok: true; source: VideoSource } | { ok: false; problem: VideoSourceProblem }

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const VIMEO_NUMBER = /^[1-9]\d{0,11}$/
const VIMEO_HASH = /^[0-9a-f]{6,20}$/
const VIMEO_ID = /^([1-9]\d{0,11})(?:\/([0-9a-f]{6,20}))?$/

const YOUTUBE_HOSTS = new Set(['youtube.com', 'music.youtube.com', 'youtube-nocookie.com'])
const YOUTUBE_PATHS = new Set(['embed', 'shorts', 'live', 'v', 'e'])

export function isVideoProvider(value: unknown): value is VideoProvider {
  return (videoProviders as readonly unknown[]).includes(value)
}

/** Whether a stored provider and id name a video this module can play. */
export function isValidVideoSource(source: { provider: string; id: string }): source is VideoSource {
  if (source.provider === 'youtube') return YOUTUBE_ID.test(source.id)
  if (source.provider === 'vimeo') return VIMEO_ID.test(source.id)
  return false
}

const ok = (provider: VideoProvider, id: string): ParsedVideoSource => ({
  ok: true,
  source: { provider, id },
})
const fail = (problem: VideoSourceProblem): ParsedVideoSource => ({ ok: false, problem })

/** The `src` of pasted embed code (`<iframe src="…">`), or the text itself. */
function unwrapEmbedCode(text: string): string {
  if (!/^<iframe[\s>]/i.test(text)) return text
  return /\ssrc\s*=\s*["']([^"']+)["']/i.exec(text)?.[1]?.trim() ?? text
}

/** A URL from what was typed; an address without its scheme (`youtu.be/…`) gets https. */
function toUrl(text: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/\//, '')}`
  try {
    const url = new URL(withScheme)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    if (url.username || url.password) return null
    return url
  } catch {
    return null
  }
}

function youtubeFrom(url: URL, host: string): ParsedVideoSource {
  const segments = url.pathname.split('/').filter(Boolean)
  let id: string | null | undefined
  if (host === 'youtu.be') id = segments[0]
  else if (segments[0] === 'watch') id = url.searchParams.get('v')
  else if (segments[0] && YOUTUBE_PATHS.has(segments[0])) id = segments[1]
  return id && YOUTUBE_ID.test(id) ? ok('youtube', id) : fail('youtubeId')
}

function vimeoFrom(url: URL, host: string): ParsedVideoSource {
  const segments = url.pathname.split('/').filter(Boolean)
  const isNumber = (s: string | undefined) => s !== undefined && VIMEO_NUMBER.test(s)
  // player.vimeo.com/video/123?h=hash; vimeo.com/123 and vimeo.com/123/hash (unlisted); in
  // vimeo.com/channels/name/123, vimeo.com/showcase/1/video/123… the video is the last number.
  const at =
    host === 'player.vimeo.com'
      ? segments[0] === 'video' && isNumber(segments[1])
        ? 1
        : -1
      : isNumber(segments[0])
        ? 0
        : segments.findLastIndex(isNumber)
  if (at < 0) return fail('vimeoId')
  const number = segments[at]!
  const hash = url.searchParams.get('h') ?? (host === 'vimeo.com' && at === 0 ? segments[1] : undefined)
  if (hash === undefined) return ok('vimeo', number)
  return VIMEO_HASH.test(hash) ? ok('vimeo', `${number}/${hash}`) : fail('vimeoId')
}

/**
 * A YouTube or Vimeo video from what staff typed: a link of either (watch?v=, youtu.be/, /embed/,
 * /shorts/, vimeo.com/123, player.vimeo.com/video/123), their embed code, a bare YouTube id
 * (11 characters) or a bare Vimeo number. Digits alone are a Vimeo number: a YouTube id of
 * digits only is all but impossible, a Vimeo number never has letters.
 */
export function parseVideoSource(input: string): ParsedVideoSource {
  const text = unwrapEmbedCode(input.trim())
  if (text === '') return fail('empty')
  if (VIMEO_NUMBER.test(text)) return ok('vimeo', text)
  if (YOUTUBE_ID.test(text)) return ok('youtube', text)
  const url = toUrl(text)
  if (!url) return fail('unknown')
  const host = url.hostname.toLowerCase().replace(/^(?:www|m)\./, '')
  if (host === 'youtu.be' || YOUTUBE_HOSTS.has(host)) return youtubeFrom(url, host)
  if (host === 'vimeo.com' || host === 'player.vimeo.com') return vimeoFrom(url, host)
  return fail('unknown')
}

function vimeoParts(id: string) {
  const [number, hash] = id.split('/')
  return { number: number!, hash }
}

/**
 * Video ids the seed data ships ('PLACEHOLD' and two digits, issue #19 item 7): they play nothing.
 * The launch check lists them, structured data leaves them out, and after launch none is saved.
 */
export function isPlaceholderVideoId(id: string): boolean {
  return /^PLACEHOLD/i.test(id)
}

/** A player's address (or any address staff may type) that plays a placeholder id. */
export function isPlaceholderVideoUrl(url: string): boolean {
  const parsed = parseVideoSource(url)
  return parsed.ok && isPlaceholderVideoId(parsed.source.id)
}

/**
 * The player's address, for the page's iframe: YouTube's privacy-enhanced domain, Vimeo's player
 * with Do Not Track (neither sets tracking cookies before the visitor plays the video).
 */
export function videoEmbedUrl(source: VideoSource): string {
  if (source.provider === 'youtube') return `https://www.youtube-nocookie.com/embed/${source.id}`
  const { number, hash } = vimeoParts(source.id)
  return `https://player.vimeo.com/video/${number}?${hash ? `h=${hash}&` : ''}dnt=1`
}

/** The video's own page at its provider (what staff open to check a video). */
export function videoWatchUrl(source: VideoSource): string {
  if (source.provider === 'youtube') return `https://www.youtube.com/watch?v=${source.id}`
  const { number, hash } = vimeoParts(source.id)
  return `https://vimeo.com/${number}${hash ? `/${hash}` : ''}`
}
