import { appContext, languageContext } from '#app/.server/context'
import { getEarningsClaimStatement } from '#app/.server/services/claims/statement'
import { EarningsClaimStatement } from '#app/components/claims/earnings-claim-statement'
import { pageMeta } from '#app/i18n/meta'
import type { Route } from './+types/earnings-claim-statement'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'earningsClaims.meta.title', description: 'earningsClaims.meta.description' })

/** `/earnings-claim-statement` (issue #35, ADR 049): the statement as the register stands now. */
export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  return getEarningsClaimStatement(app, context.get(languageContext), { timeZone: app.env.SITE_TIME_ZONE })
}

export default function EarningsClaimStatementPage({ loaderData }: Route.ComponentProps) {
  return <EarningsClaimStatement statement={loaderData} />
}
