import type { MetaDescriptor } from 'react-router'
import { pageMeta } from '#app/i18n/meta'

type Matches = Parameters<typeof pageMeta>[0]

/** A portal page's title; never indexed (audience 'operator': out of the sitemap and audits). */
export function portalMeta(matches: Matches, title: string): MetaDescriptor[] {
  return [...pageMeta(matches, { title }), { name: 'robots', content: 'noindex, nofollow' }]
}

export const portalHeaders = () => ({ 'Cache-Control': 'private, no-store' })
