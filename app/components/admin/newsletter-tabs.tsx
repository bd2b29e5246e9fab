import { Link, useLocation } from 'react-router'
import { splitLocalePath } from '#app/domain/routing/locale'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'

/** The Newsletter Manager's sub-tabs (network-site.md §2.17 item 5), each a real route. */
export const newsletterSubTabs = [
  { path: '/admin/newsletters', key: 'adminNewsletters.tabs.newsletters' },
  { path: '/admin/newsletters/subscribers', key: 'adminNewsletters.tabs.subscribers' },
  { path: '/admin/newsletters/statistics', key: 'adminNewsletters.tabs.statistics' },
] as const

const subTabClass =
  'inline-block rounded-full px-3 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white'

/**
 * The tab of an English path: the deepest tab it is under, so the list's own screens (new, edit,
 * preview) keep 'Newsletters' current while Subscribers and Statistics are theirs.
 */
export function currentSubTab(path: string): string | undefined {
  return newsletterSubTabs
    .filter((tab) => path === tab.path || path.startsWith(`${tab.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0]?.path
}

export function NewsletterSubTabs() {
  const { t } = useTranslation()
  const to = useLocalizedPath()
  const current = currentSubTab(splitLocalePath(useLocation().pathname).path)
  return (
    <nav aria-label={t('adminNewsletters.tabsLabel')} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {newsletterSubTabs.map((tab) => (
          <li key={tab.path}>
            <Link
              to={to(tab.path)}
              aria-current={current === tab.path ? 'page' : undefined}
              className={subTabClass}
            >
              {t(tab.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
