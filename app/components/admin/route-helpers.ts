import type { MetaDescriptor } from 'react-router'
import { pageMeta } from '#app/i18n/meta'

/** Admin pages are personal and must never be stored by a browser or a shared cache. */
export const ADMIN_CACHE_CONTROL = 'private, no-store'

export function adminHeaders() {
  return { 'Cache-Control': ADMIN_CACHE_CONTROL }
}

type Matches = Parameters<typeof pageMeta>[0]

/** Title of an admin page; never indexed. */
export function adminMeta(matches: Matches, title = 'admin.meta.title'): MetaDescriptor[] {
  return [...pageMeta(matches, { title }), { name: 'robots', content: 'noindex, nofollow' }]
}

/** A translated notice (success or failure) an admin action hands back to its page. */
export type Notice = { tone: 'success' | 'error'; key: string; values?: Record<string, string | number> }
