import { Link } from 'react-router'
import { AdminLayout } from '#app/components/admin/admin-layout'
import { adminHeaders, adminMeta } from '#app/components/admin/route-helpers'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { firstOperatorLinks } from '#app/.server/services/operators/operators'
import { appContext, staffContext } from '#app/.server/context'
import type { Route } from './+types/test-operator'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'verifyOperators.testPage.title')
export const headers = adminHeaders

/**
 * `/test-operator` (network-site.md §2.1): how a request reached an operator-style URL — the slug,
 * the URL and the pathname as the server saw them — and links to the first operators' pages.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const pathname = url.pathname.replace(/\.data$/, '')
  return {
    staff: { email: context.get(staffContext).email },
    reached: {
      slug: pathname.split('/').filter(Boolean).pop() ?? '',
      url: `${url.origin}${pathname}${url.search}`,
      pathname,
    },
    operators: await firstOperatorLinks(context.get(appContext)),
  }
}

export default function TestOperatorPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const { reached, operators } = loaderData
  return (
    <AdminLayout email={loaderData.staff.email} title={t('verifyOperators.testPage.title')}>
      <h1 className="text-2xl font-bold text-slate-900">{t('verifyOperators.testPage.heading')}</h1>
      <dl
        className="mt-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm"
        data-testid="test-operator-reached"
      >
        <dt className="font-semibold">{t('verifyOperators.testPage.slug')}</dt>
        <dd>
          <code>{reached.slug}</code>
        </dd>
        <dt className="font-semibold">{t('verifyOperators.testPage.url')}</dt>
        <dd>
          <code className="break-all">{reached.url}</code>
        </dd>
        <dt className="font-semibold">{t('verifyOperators.testPage.pathname')}</dt>
        <dd>
          <code>{reached.pathname}</code>
        </dd>
      </dl>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">{t('verifyOperators.testPage.operators')}</h2>
      {operators.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('verifyOperators.testPage.none')}</p>
      ) : (
        <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
          {operators.map((operator) => (
            <li key={operator.slug}>
              <Link className="text-brand-800 underline" to={href(`/${operator.slug}`)}>
                {operator.name}
              </Link>{' '}
              <code className="text-slate-600">/{operator.slug}</code>
            </li>
          ))}
        </ul>
      )}
    </AdminLayout>
  )
}
