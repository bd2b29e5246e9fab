import { NavLink } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'

/** The Newsletter Manager's sub-tabs (network-site.md §2.17 item 5), each a real route. */
export const newsletterSubTabs = [
  { path: '/admin/newsletters', key: 'adminNewsletters.tabs.newsletters', end: true },
  { path: '/admin/newsletters/subscribers', key: 'adminNewsletters.tabs.subscribers', end: false },
  { path: '/admin/newsletters/statistics', key: 'adminNewsletters.tabs.statistics', end: false },
] as const

const subTabClass =
  'inline-block rounded-full px-3 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white'

export function NewsletterSubTabs() {
  const { t } = useTranslation()
  const to = useLocalizedPath()
  return (
    <nav aria-label={t('adminNewsletters.tabsLabel')} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {newsletterSubTabs.map((tab) => (
          <li key={tab.path}>
            <NavLink to={to(tab.path)} end={tab.end} className={subTabClass}>
              {t(tab.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
