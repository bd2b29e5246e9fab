import { data } from 'react-router'
import { AdminLayout, NoticeBanner } from '#app/components/admin/admin-layout'
import { MarketForm } from '#app/components/admin/market-form'
import { MarketList } from '#app/components/admin/market-list'
import {
  adminHeaders,
  adminMeta,
  replyNotice,
  saveReply,
  type Notice,
} from '#app/components/admin/route-helpers'
import { marketActionSchema, parseMarketId } from '#app/domain/markets/market-form'
import { MARKET_RADIUS_MILES } from '#app/domain/markets/markets'
import { useTranslation } from '#app/i18n/react'
import { appContext, staffContext } from '#app/.server/context'
import { adminEdge } from '#app/.server/http/admin-edge'
import { deleteMarket, listMarketsForStaff, saveMarket } from '#app/.server/services/markets'
import type { Route } from './+types/markets'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminMarkets.title')
export const headers = adminHeaders

/**
 * `/admin/markets` (issue #19 item 4): the markets map's points, each with what the map shows of
 * it (the real count of published operators, or its status's label), and the add form, or the
 * edit form of the market in `?edit=`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const markets = await listMarketsForStaff(app)
  const editId = parseMarketId(new URL(request.url).searchParams.get('edit'))
  const editing = markets.find((market) => market.id === editId)
  return data(
    {
      staff: { email: context.get(staffContext).email },
      markets: markets.map(({ form: _form, ...row }) => row),
      editing: editing ? { id: editing.id, values: editing.form } : null,
    },
    { headers: adminHeaders() },
  )
}

const notFound: Notice = { tone: 'error', key: 'adminMarkets.notFound' }

export async function action(args: Route.ActionArgs) {
  const { context } = args
  const edge = await adminEdge(args, {
    form: 'admin-markets',
    schema: marketActionSchema,
    failure: 'adminMarkets.invalid',
  })
  if (!edge.ok) return edge.response
  const app = context.get(appContext)
  const { logger } = app
  const staffId = context.get(staffContext).id
  const value = edge.value
  const answer = (notice: Notice | null, status = 200, reply?: Parameters<typeof edge.reply>[0]) =>
    data({ ...edge.reply(reply), intent: value.intent, notice }, { status })

  switch (value.intent) {
    case 'save': {
      const { intent: _intent, ...input } = value
      const saved = await saveMarket(app, input)
      if (!saved.ok)
        return saved.reason === 'field'
          ? answer(null, 400, { fieldErrors: { [saved.field]: [saved.message] } })
          : answer(notFound, 404)
      logger.info({ staffId, market: saved.id, created: saved.created }, 'market saved')
      const market = `${input.city}, ${input.state}`
      return saved.created
        ? answer({ tone: 'success', key: 'adminMarkets.added', values: { market } }, 200, { resetForm: true })
        : answer({ tone: 'success', key: 'adminMarkets.saved', values: { market } })
    }
    case 'delete': {
      const deleted = await deleteMarket(app, value.id)
      if (!deleted) return answer(notFound, 404)
      logger.info({ staffId, market: value.id }, 'market deleted')
      const market = `${deleted.city}, ${deleted.state}`
      return answer({ tone: 'success', key: 'adminMarkets.deleted', values: { market } })
    }
  }
}

export default function MarketsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { editing } = loaderData
  return (
    <AdminLayout email={loaderData.staff.email} title={t('adminMarkets.title')}>
      <NoticeBanner notice={replyNotice(actionData, 'adminMarkets.invalid')} />
      <p className="mb-6 max-w-3xl text-slate-700">
        {t('adminMarkets.intro', { miles: MARKET_RADIUS_MILES })}
      </p>
      <section aria-labelledby="market-list-title" className="mb-8">
        <h2 id="market-list-title" className="mb-3 text-lg font-semibold text-slate-900">
          {t('adminMarkets.list.title')}
        </h2>
        <MarketList rows={loaderData.markets} />
      </section>
      <MarketForm
        key={editing ? `edit-${editing.id}` : 'new'}
        editing={editing}
        lastResult={saveReply(actionData)}
      />
    </AdminLayout>
  )
}
