import { createHash, randomUUID } from 'node:crypto'
import type { Logger } from 'pino'
import { matchRoutes } from 'react-router'
import {
  entryBytes,
  fillTemplate,
  isStorableResponse,
  matchesEtag,
  pageCacheKey,
  PageStore,
  toTemplate,
  type CachedPage,
  type PageRequest,
} from '#app/domain/http/page-cache'
import { pages } from '#app/pages'
import { submissionKeyFor } from '../security/submission-key'

/**
 * The rendered-page cache of one server process (issue #22 item 1, ADR 027). server/edge.js asks
 * it before React Router renders and gives it what React Router answered; the staff layout's
 * middleware purges it after every staff action (app/.server/auth/require-staff.ts); on
 * PostgreSQL the purge reaches every instance (page-cache-sync.ts).
 */
export type PageCache = {
  /** The key of a request that may be answered for every visitor alike, or null. */
  keyFor(request: PageRequest): string | null
  lookup(key: string): CachedPage | undefined
  /** The generation a render starts in: pass it to keep(). */
  begin(): number
  /** Keeps an answer rendered with `nonce` since `since`, when it may be kept; returns the entry. */
  keep(
    key: string,
    since: number,
    answer: { status: number; headers: Headers; body: Buffer },
    nonce: string,
  ): CachedPage | null
  /** Does the visitor already hold this page (If-None-Match)? */
  notModified(entry: CachedPage, ifNoneMatch: string | undefined): boolean
  /** The body of a kept page with a fresh nonce (and the submission key made from it). */
  bodyOf(entry: CachedPage, nonce: string): Buffer
  /** Forgets every kept page here and, through `broadcast`, on every other instance. */
  purge(reason: string): Promise<void>
  /** Forgets every kept page here only (a purge heard from another instance). */
  purgeLocal(reason: string): void
  /** Set by page-cache-sync.ts on PostgreSQL: tells the other instances. */
  broadcast?: (reason: string) => Promise<void>
  readonly instanceId: string
  stats(): { entries: number; bytes: number; maxBytes: number; generation: number }
}

/** Public pages by path, from the page registry: the only pages whose answers may be kept. */
function publicPageMatcher() {
  const routes = pages
    .filter((page) => !page.path?.includes('*'))
    .flatMap((page) => {
      const isPublic = (page.audience ?? 'public') === 'public'
      const english = `/${page.path ?? ''}`
      const spanish = page.path === null ? '/es' : `/es/${page.path}`
      return [
        { path: english, id: page.id, isPublic },
        { path: spanish, id: `es.${page.id}`, isPublic },
      ]
    })
  const match = (path: string) => {
    // A file (sitemap.xml, robots.txt, an image): a resource route, never a page.
    if (path.slice(path.lastIndexOf('/')).includes('.')) return false
    const matches = matchRoutes(routes, path)
    return matches?.at(-1)?.route.isPublic === true
  }
  // matchRoutes ranks every route on each call: the answers for the paths asked are remembered
  // (a bounded number of them: any path can be asked).
  const known = new Map<string, boolean>()
  return (path: string) => {
    let answer = known.get(path)
    if (answer === undefined) {
      answer = match(path)
      if (known.size >= 5_000) known.clear()
      known.set(path, answer)
    }
    return answer
  }
}

export function createPageCache(options: {
  maxBytes: number
  maxAgeMs: number
  logger: Logger
  /**
   * SESSION_SECRET: a page carries the submission key made from its nonce (ADR 056), which a kept
   * page is given anew with every nonce.
   */
  secret: string
  now?: () => number
  /** Called on every purge, here or heard from another instance: drops the data caches too. */
  onPurge?: () => void
}): PageCache {
  const now = options.now ?? Date.now
  const store = new PageStore(options.maxBytes, options.maxAgeMs)
  const isPublicPage = publicPageMatcher()
  const enabled = options.maxBytes > 0
  /** What differs between two responses of the same page: the nonce, and the key made from it. */
  const tokensOf = (nonce: string) => (nonce ? [nonce, submissionKeyFor(options.secret, nonce)] : [])
  const cache: PageCache = {
    instanceId: randomUUID(),
    keyFor: (request) => (enabled ? pageCacheKey(request, isPublicPage) : null),
    lookup: (key) => store.get(key, now()),
    begin: () => store.generation,
    keep(key, since, answer, nonce) {
      if (!isStorableResponse(answer.status, answer.headers)) return null
      const template = toTemplate(answer.body.toString('utf8'), tokensOf(nonce))
      const parts = template.parts.map((part) => Buffer.from(part, 'utf8'))
      const headers: [string, string][] = [...answer.headers.entries()].filter(
        ([name]) => name !== 'content-length' && name !== 'etag',
      )
      const digest = createHash('sha256').update(Buffer.concat(parts)).update(template.slots.join(','))
      const etag = `W/"${digest.digest('base64url').slice(0, 27)}"`
      const entry: CachedPage = {
        parts,
        slots: template.slots,
        headers,
        etag,
        bytes: entryBytes(parts, headers),
        storedAt: now(),
      }
      return store.set(key, entry, since) ? entry : null
    },
    notModified: (entry, ifNoneMatch) => matchesEtag(ifNoneMatch, entry.etag),
    bodyOf: (entry, nonce) =>
      Buffer.concat(
        fillTemplate(
          entry.parts,
          entry.slots,
          tokensOf(nonce).map((token) => Buffer.from(token, 'utf8')),
        ),
      ),
    purgeLocal(reason) {
      const entries = store.size
      store.purge()
      options.onPurge?.()
      options.logger.debug({ reason, entries }, 'page cache purged')
    },
    async purge(reason) {
      cache.purgeLocal(reason)
      if (cache.broadcast) {
        try {
          await cache.broadcast(reason)
        } catch (error) {
          // The other instances' pages then live out their age limit (ADR 027).
          options.logger.error({ err: error }, 'page cache purge could not reach the other instances')
        }
      }
    },
    stats: () => ({
      entries: store.size,
      bytes: store.bytes,
      maxBytes: store.maxBytes,
      generation: store.generation,
    }),
  }
  return cache
}
