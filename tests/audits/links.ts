/**
 * Link audit: every internal link and asset of a page must answer 2xx. The page is loaded in the
 * browser (so links rendered after hydration count too, and every request the page makes is
 * watched); then each internal URL it references (links, scripts, styles, images, media, frames,
 * srcset candidates, url() of its stylesheets) is requested once. Same-page fragments (`#main`) must
 * name an element of the page. External URLs are listed, not fetched (the test machines have no
 * network).
 *
 * Paths of `pendingPages` (pages another issue builds) may answer 404 and nothing else, and must not
 * answer 2xx: see pending-pages.ts.
 */
import type { APIRequestContext, Page, Request, Response } from '@playwright/test'

export type Reference = { url: string; kind: 'link' | 'asset' }
export type Broken = { url: string; status: string; from: string }
export type LinkReport = {
  broken: Broken[]
  /** Links to pending pages that answered 404, as allowed. */
  pending: string[]
  external: string[]
  checked: number
}

/** Results of URLs already requested, shared by the pages of one run. */
export type LinkCache = Map<string, Promise<{ status: number | string; contentType: string; body?: string }>>

const skippedSchemes = /^(mailto|tel|sms|javascript|data|blob|about):/i

/** Every URL the document references, resolved, and the fragments of same-page links it lacks. */
function collectInBrowser(page: Page) {
  return page.evaluate(() => {
    const refs: { raw: string; kind: 'link' | 'asset' }[] = []
    const add = (raw: string | null, kind: 'link' | 'asset') => {
      if (raw && raw.trim()) refs.push({ raw: raw.trim(), kind })
    }
    const srcset = (value: string | null) =>
      (value ?? '')
        .split(',')
        .map((candidate) => candidate.trim().split(/\s+/)[0])
        .filter((u): u is string => !!u)
    document.querySelectorAll('a[href], area[href]').forEach((el) => add(el.getAttribute('href'), 'link'))
    document.querySelectorAll('link[href]').forEach((el) => {
      const rel = (el.getAttribute('rel') ?? '').toLowerCase()
      // canonical, alternate and similar are pages; the rest (stylesheet, icon, preloads) are assets.
      add(
        el.getAttribute('href'),
        /canonical|alternate|next|prev|author|help|license/.test(rel) ? 'link' : 'asset',
      )
    })
    const assetAttrs: [string, string][] = [
      ['script[src]', 'src'],
      ['img[src]', 'src'],
      ['source[src]', 'src'],
      ['video[src]', 'src'],
      ['video[poster]', 'poster'],
      ['audio[src]', 'src'],
      ['track[src]', 'src'],
      ['iframe[src]', 'src'],
      ['embed[src]', 'src'],
      ['object[data]', 'data'],
      ['input[type="image"][src]', 'src'],
    ]
    for (const [selector, attr] of assetAttrs) {
      document.querySelectorAll(selector).forEach((el) => add(el.getAttribute(attr), 'asset'))
    }
    document.querySelectorAll('img[srcset], source[srcset]').forEach((el) => {
      for (const u of srcset(el.getAttribute('srcset'))) add(u, 'asset')
    })
    document
      .querySelectorAll('svg use[href], svg image[href]')
      .forEach((el) => add(el.getAttribute('href'), 'asset'))

    const resolved = refs.map((r) => {
      try {
        return { ...r, url: new URL(r.raw, document.baseURI).href }
      } catch {
        return { ...r, url: `invalid:${r.raw}` }
      }
    })
    // Same-page fragments: the target must exist (`#` and `#top` go to the top by definition).
    const here = location.href.split('#')[0]
    const missingFragments = resolved
      .filter((r) => r.url.startsWith(`${here}#`))
      .map((r) => decodeURIComponent(r.url.slice(here!.length + 1)))
      .filter((id) => id && id.toLowerCase() !== 'top')
      .filter((id) => !document.getElementById(id) && !document.getElementsByName(id).length)
    return { refs: resolved, missingFragments: [...new Set(missingFragments)] }
  })
}

function englishPath(pathname: string) {
  if (pathname === '/es' || pathname === '/es/') return '/'
  return pathname.startsWith('/es/') ? pathname.slice(3) : pathname
}

function check(request: APIRequestContext, cache: LinkCache, url: string) {
  let result = cache.get(url)
  if (!result) {
    result = request
      .get(url, { maxRedirects: 5, failOnStatusCode: false, timeout: 15_000 })
      .then(async (response) => {
        const contentType = response.headers()['content-type'] ?? ''
        const body = contentType.startsWith('text/css') ? await response.text() : undefined
        return { status: response.status(), contentType, body }
      })
      .catch((error: Error) => ({
        status: `request failed: ${error.message.split('\n')[0]}`,
        contentType: '',
      }))
    cache.set(url, result)
  }
  return result
}

const isOk = (status: number | string) => typeof status === 'number' && status >= 200 && status < 300

/**
 * Watches what a loaded page asks this site for: every response of 400 or more and every failed
 * request of the page's origin other than the page itself. `stop()` ends the watch and returns them.
 */
export function watchPageLoads(page: Page, url: string) {
  const origin = new URL(url).origin
  const failedLoads: Broken[] = []
  const onResponse = (response: Response) => {
    if (response.status() >= 400 && new URL(response.url()).origin === origin && response.url() !== url) {
      failedLoads.push({
        url: response.url(),
        status: String(response.status()),
        from: `${url} (loaded by the page)`,
      })
    }
  }
  const onFailed = (req: Request) => {
    if (new URL(req.url()).origin === origin) {
      failedLoads.push({
        url: req.url(),
        status: req.failure()?.errorText ?? 'failed',
        from: `${url} (loaded by the page)`,
      })
    }
  }
  page.on('response', onResponse)
  page.on('requestfailed', onFailed)
  return {
    stop(): Broken[] {
      page.off('response', onResponse)
      page.off('requestfailed', onFailed)
      return failedLoads
    },
  }
}

export type Collected = Awaited<ReturnType<typeof collectInBrowser>>

/** Every reference the page's document holds now, and its same-page fragments without a target. */
export function collectReferences(page: Page): Promise<Collected> {
  return collectInBrowser(page)
}

/**
 * Checks what `collectReferences` found on the page at `url` (and the loads `watchPageLoads` saw
 * fail): every internal URL once (through `cache`), the url() of its stylesheets, the fragments.
 */
export async function checkReferences({
  request,
  url,
  collected,
  failedLoads = [],
  pending,
  cache = new Map(),
}: {
  request: APIRequestContext
  url: string
  collected: Collected
  failedLoads?: Broken[]
  pending: Record<string, number>
  cache?: LinkCache
}): Promise<LinkReport> {
  const origin = new URL(url).origin
  const broken: Broken[] = [...failedLoads]
  for (const id of collected.missingFragments) {
    broken.push({ url: `#${id}`, status: 'no element with this id on the page', from: url })
  }

  const external = new Set<string>()
  const pendingHits = new Set<string>()
  const internal = new Map<string, Reference>()
  for (const ref of collected.refs) {
    if (skippedSchemes.test(ref.raw) || ref.raw.startsWith('#')) continue
    if (ref.url.startsWith('invalid:')) {
      broken.push({ url: ref.raw, status: 'not a valid URL', from: url })
      continue
    }
    const target = new URL(ref.url)
    if (!/^https?:$/.test(target.protocol)) continue
    if (target.origin !== origin) {
      external.add(ref.url)
      continue
    }
    target.hash = ''
    internal.set(target.href, { url: target.href, kind: ref.kind })
  }

  const stylesheets: string[] = []
  await Promise.all(
    [...internal.values()].map(async (ref) => {
      const { status, contentType, body } = await check(request, cache, ref.url)
      if (isOk(status)) {
        if (contentType.startsWith('text/css') && body) stylesheets.push(ref.url)
        return
      }
      const path = englishPath(new URL(ref.url).pathname)
      if (ref.kind === 'link' && status === 404 && pending[path] !== undefined) {
        pendingHits.add(`${new URL(ref.url).pathname} (#${pending[path]})`)
        return
      }
      broken.push({ url: ref.url, status: String(status), from: url })
    }),
  )

  // Fonts and images a stylesheet refers to, whether or not this page happened to use them.
  for (const sheet of stylesheets) {
    const { body = '' } = await check(request, cache, sheet)
    const urls = [...body.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)].map((m) => m[2]!)
    for (const raw of new Set(urls)) {
      if (skippedSchemes.test(raw) || raw.startsWith('#')) continue
      const target = new URL(raw, sheet)
      if (target.origin !== origin) continue
      target.hash = ''
      const { status } = await check(request, cache, target.href)
      if (!isOk(status))
        broken.push({ url: target.href, status: String(status), from: `${sheet} (url() in CSS)` })
    }
  }

  return {
    broken: dedupe(broken),
    pending: [...pendingHits].sort(),
    external: [...external].sort(),
    checked: internal.size,
  }
}

/**
 * Loads `url` in the browser and checks every internal URL it references. `pending` maps English
 * paths of pages not built yet to their issue number. (The page audit, page-audit.ts, does the same
 * within its one load of each page.)
 */
export async function auditLinks({
  page,
  request,
  url,
  pending,
  cache = new Map(),
}: {
  page: Page
  request: APIRequestContext
  url: string
  pending: Record<string, number>
  cache?: LinkCache
}): Promise<LinkReport> {
  const watch = watchPageLoads(page, url)
  let collected: Collected
  let failedLoads: Broken[]
  try {
    const response = await page.goto(url, { waitUntil: 'load' })
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`)
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {})
    collected = await collectInBrowser(page)
  } finally {
    failedLoads = watch.stop()
  }
  return checkReferences({ request, url, collected, failedLoads, pending, cache })
}

function dedupe(items: Broken[]) {
  const seen = new Set<string>()
  return items.filter((b) => {
    const key = `${b.url}|${b.status}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** Problems with the pending list: a pending page that answers 2xx is built, so its line must go. */
export async function pendingPageProblems(
  request: APIRequestContext,
  origin: string,
  pending: Record<string, number>,
): Promise<string[]> {
  const problems: string[] = []
  await Promise.all(
    Object.entries(pending).flatMap(([path, issue]) =>
      [path, path === '/' ? '/es' : `/es${path}`].map(async (p) => {
        const response = await request.get(`${origin}${p}`, { maxRedirects: 5, failOnStatusCode: false })
        const status = response.status()
        if (status >= 200 && status < 300) {
          problems.push(
            `${p} answers ${status}: the page exists now, so delete '${path}' (issue #${issue}) from ` +
              `tests/audits/pending-pages.ts; it is then audited like every other link.`,
          )
        } else if (status !== 404) {
          problems.push(
            `${p} answers ${status}: a pending page (issue #${issue}) must answer 404 until it is built.`,
          )
        }
      }),
    ),
  )
  return problems.sort()
}

export function formatBroken(broken: Broken[]): string {
  return broken.map((b) => `  • ${b.url} → ${b.status}\n      on ${b.from}`).join('\n')
}
