import { data } from 'react-router'
import { QuoteStatsTable } from '#app/components/portal/quote-stats'
import { useTranslation } from '#app/i18n/react'
import { appContext, operatorContext } from '#app/.server/context'
import { quoteStatsForOperator } from '#app/.server/services/bookings/quote-log'
import { portalHeaders, portalMeta } from './meta'
import type { Route } from './+types/quotes'

export const meta: Route.MetaFunction = ({ matches }) => portalMeta(matches, 'portal.nav.quotes')
export const headers = portalHeaders

/** How many weeks My quotes shows (the current one and the eleven before it). */
const QUOTE_WEEKS = 12

/**
 * `/portal/quotes` (issue #21 item 4): the instant quotes of the signed-in operator's page per week,
 * with bookings and conversion. Whose: `operatorContext` only, never the URL.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const operator = context.get(operatorContext)
  const app = context.get(appContext)
  const { env } = app
  const stats = await quoteStatsForOperator(app, operator.operatorId, {
    weeks: QUOTE_WEEKS,
    timeZone: env.SITE_TIME_ZONE,
  })
  return data({ name: operator.name, stats }, { headers: portalHeaders() })
}

export default function PortalQuotes({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">
        {t('portalQuotes.page.title', { name: loaderData.name })}
      </h1>
      <QuoteStatsTable stats={loaderData.stats} />
    </div>
  )
}
