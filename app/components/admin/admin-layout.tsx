import type { ReactNode } from 'react'
import { Form, NavLink } from 'react-router'
import { collectionRegistry, collectionTab } from '#app/collections/registry'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import type { Notice } from './route-helpers'

/**
 * The tabs of the admin area (network-site.md §2.17), each a real route. A later tab (Newsletter
 * Manager, Operators) is one more entry here and one more page in app/routes.ts; a registered
 * collection's tab comes from the collection registry.
 */
export const adminTabs = [
  { path: '/admin/content', key: 'admin.shell.tabs.content' },
  { path: '/admin/images', key: 'admin.shell.tabs.images' },
  // The registered collections (issue #43, ADR 068): a tab each, from app/collections/registry.ts.
  ...collectionRegistry.map(collectionTab),
  { path: '/admin/success-stories', key: 'admin.shell.tabs.successStories' },
  { path: '/admin/blog', key: 'admin.shell.tabs.blog' },
  { path: '/admin/earnings-claims', key: 'admin.shell.tabs.earningsClaims' },
  { path: '/admin/newsletters', key: 'admin.shell.tabs.newsletters' },
  { path: '/admin/people', key: 'admin.shell.tabs.people' },
  { path: '/admin/pipeline', key: 'admin.shell.tabs.pipeline' },
  { path: '/admin/funnel', key: 'admin.shell.tabs.funnel' },
  { path: '/admin/submissions', key: 'admin.shell.tabs.submissions' },
  { path: '/admin/chat-questions', key: 'admin.shell.tabs.chatQuestions' },
  { path: '/admin/chat-topics', key: 'admin.shell.tabs.chatTopics' },
  { path: '/admin/coverage-gaps', key: 'admin.shell.tabs.coverageGaps' },
  { path: '/admin/orders', key: 'admin.shell.tabs.orders' },
  { path: '/admin/bookings', key: 'admin.shell.tabs.bookings' },
  { path: '/admin/deliveries', key: 'admin.shell.tabs.deliveries' },
  { path: '/admin/products', key: 'admin.shell.tabs.products' },
  { path: '/admin/operators', key: 'admin.shell.tabs.operators' },
  { path: '/admin/mail', key: 'admin.shell.tabs.mail' },
  { path: '/admin/database', key: 'admin.shell.tabs.database' },
]

export const adminTools = [
  { path: '/admin/staff', key: 'admin.shell.tools.staff' },
  { path: '/launch-checklist', key: 'admin.shell.tools.checklist' },
  { path: '/verify-operators', key: 'admin.shell.tools.verify' },
  { path: '/admin/settings', key: 'admin.shell.tools.settings' },
] as const

const tabClass =
  'inline-block rounded-t border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-slate-700 hover:border-slate-300 hover:text-slate-900 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-800'

/** The 'Website Admin' frame: header with Logout, the tabs, then the page. */
export function AdminLayout({
  email,
  title,
  children,
}: {
  email: string
  title: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  return (
    <div className="mx-auto max-w-6xl px-4 py-8" data-testid="admin-area">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-4">
        <div>
          <p className="text-2xl font-bold text-slate-900" data-testid="admin-title">
            {t('admin.shell.title')}
          </p>
          <p className="text-sm text-slate-600">{t('admin.shell.signedInAs', { email })}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <nav aria-label={t('admin.shell.toolsLabel')}>
            <ul className="flex flex-wrap gap-3 text-sm">
              {adminTools.map((tool) => (
                <li key={tool.path}>
                  <NavLink
                    to={href(tool.path)}
                    className="text-slate-700 underline-offset-4 hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-brand-800 aria-[current=page]:underline"
                  >
                    {t(tool.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Form method="post" action={href('/admin/logout')}>
            <button
              type="submit"
              className="rounded bg-slate-800 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-900"
            >
              {t('admin.shell.logout')}
            </button>
          </Form>
        </div>
      </div>
      {/* Fourteen tabs: they wrap onto a second row rather than hide past the edge. */}
      <nav aria-label={t('admin.shell.tabsLabel')} className="mt-4 border-b border-slate-200">
        <ul className="flex flex-wrap gap-x-1">
          {adminTabs.map((tab) => (
            <li key={tab.path}>
              <NavLink to={href(tab.path)} className={tabClass}>
                {t(tab.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="mt-6" aria-labelledby="admin-page-title">
        <h1 id="admin-page-title" className="text-xl font-bold text-slate-900">
          {title}
        </h1>
        <div className="mt-4">{children}</div>
      </section>
    </div>
  )
}

/** A tab whose data has not arrived yet: says what will feed it. */
export function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div
      className="rounded border border-dashed border-slate-300 bg-slate-50 p-8 text-center"
      data-testid="empty-state"
    >
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      <p className="mx-auto mt-2 max-w-2xl text-slate-700">{text}</p>
    </div>
  )
}

/** A success or failure message from the last action. */
export function NoticeBanner({ notice }: { notice: Notice | null | undefined }) {
  const { t } = useTranslation()
  if (!notice) return null
  const ok = notice.tone === 'success'
  return (
    <p
      role={ok ? 'status' : 'alert'}
      className={`mb-4 rounded border px-4 py-3 text-sm ${ok ? 'border-green-300 bg-green-50 text-green-900' : 'border-red-300 bg-red-50 text-red-900'}`}
    >
      {t(notice.key, notice.values)}
      {notice.detail ? ` ${t(notice.detail)}` : null}
    </p>
  )
}
