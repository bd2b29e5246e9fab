import { data, Link } from 'react-router'
import { portalNav } from '#app/components/portal/portal-shell'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { operatorContext } from '#app/.server/context'
import { portalHeaders, portalMeta } from './meta'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = ({ matches }) => portalMeta(matches, 'portal.meta.homeTitle')
export const headers = portalHeaders

/** `/portal/home`: the signed-in operator's dashboard (behind the portal layout's check). */
export function loader({ context }: Route.LoaderArgs) {
  const operator = context.get(operatorContext)
  return data({ name: operator.name, slug: operator.slug }, { headers: portalHeaders() })
}

export default function PortalHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">
        {t('portal.home.title', { name: loaderData.name })}
      </h1>
      <p className="mt-2 text-slate-600">{t('portal.home.intro')}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {portalNav.slice(1).map((item) => (
          <li key={item.to}>
            <Link
              to={href(item.to)}
              className="block rounded-lg border border-slate-200 bg-white p-4 font-semibold text-brand-700 shadow-sm hover:underline"
            >
              {t(item.key)}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm">
        <Link to={href(`/${loaderData.slug}`)} className="text-brand-700 underline">
          {t('portal.home.publicPage')}
        </Link>
      </p>
    </div>
  )
}
