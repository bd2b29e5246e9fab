import { index, route, type RouteConfig } from '@react-router/dev/routes'

/**
 * Every page exists in English at `/…` and in Spanish at `/es/…`. `pages` is written once and
 * registered twice; ids get an `es.` prefix for the Spanish copy. The splat route stays last.
 */
type PageDef = {
  path: string | null
  file: string
  id: string
  /** Who the page is for; anything but 'public' stays out of the audits' route inventory. */
  audience?: 'public' | 'staff' | 'test'
}

export const pages: PageDef[] = [
  { path: null, file: 'routes/marketing/home.tsx', id: 'home' },
  { path: '__e2e/error', file: 'routes/system/test-error.tsx', id: 'test-error', audience: 'test' },
  { path: 'videos', file: 'routes/videos/videos.tsx', id: 'videos' },
  { path: 'videos/:id', file: 'routes/videos/video.tsx', id: 'video' },
  { path: 'secure-videos', file: 'routes/videos/secure-videos.tsx', id: 'secure-videos' },
  { path: '*', file: 'routes/system/not-found.tsx', id: 'not-found' },
]

function register(prefix: '' | 'es') {
  return pages.map((page) => {
    const id = prefix ? `${prefix}.${page.id}` : page.id
    if (page.path === null) {
      return prefix ? route(prefix, page.file, { id }) : index(page.file, { id })
    }
    return route(prefix ? `${prefix}/${page.path}` : page.path, page.file, { id })
  })
}

/** Resource routes: no page, no language prefix. */
export const resources = [
  route('api/chat/unmatched', 'routes/resources/chat-unmatched.ts', { id: 'api.chat-unmatched' }),
]

export default [...register('es'), ...register(''), ...resources] satisfies RouteConfig
