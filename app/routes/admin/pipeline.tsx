import { data, Link, useNavigation } from 'react-router'
import { AdminLayout, NoticeBanner } from '#app/components/admin/admin-layout'
import { PipelineBoard } from '#app/components/admin/people/pipeline-board'
import { adminHeaders, adminMeta, replyNotice, type Notice } from '#app/components/admin/route-helpers'
import { formatInZone } from '#app/domain/time/format'
import { boardMoveSchema } from '#app/domain/people/people-list'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { moveFromBoard, pipelineBoard } from '#app/.server/services/people/pipeline-board'
import { appContext, languageContext, staffContext } from '#app/.server/context'
import { adminEdge } from '#app/.server/http/admin-edge'
import type { Route } from './+types/pipeline'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

/**
 * The Pipeline tab (issue #34): the recruiting board, a column per stage with its count and a card
 * per person. Every move goes through movePerson (who and when on the timeline; Lost needs a
 * reason; a paid or signed stage the seven-day rule), from a card's form or a drop on a column.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const board = await pipelineBoard(context.get(appContext), context.get(languageContext))
  return data({ staff: { email: staff.email }, ...board }, { headers: adminHeaders() })
}

export async function action(args: Route.ActionArgs) {
  const edge = await adminEdge(args, {
    form: 'admin-pipeline',
    schema: boardMoveSchema,
    failure: 'adminPipeline.board.invalid',
  })
  if (!edge.ok) return edge.response
  const app = args.context.get(appContext)
  const staff = args.context.get(staffContext)
  const lang = args.context.get(languageContext)
  const { personId, stage, lostReason } = edge.value
  const move = await moveFromBoard(app, { personId, stage, lostReason }, staff, lang)
  const { result, name, from, to } = move
  if (result.ok) {
    app.logger.info({ staffId: staff.id, personId, from: result.from, to: result.to }, 'person moved')
    const notice: Notice = { tone: 'success', key: 'adminPipeline.board.moved', values: { name, from, to } }
    return data({ notice, personId })
  }
  const reason = result.reason === 'disclosure' ? result.entry.reason : result.reason
  const allowedFrom =
    result.reason === 'disclosure' && result.entry.reason === 'too-soon'
      ? formatInZone(result.entry.allowedFrom, app.env.SITE_TIME_ZONE, lang)
      : ''
  const notice: Notice = {
    tone: 'error',
    key: `adminPipeline.board.refused.${reason}`,
    values: { name, to, allowedFrom },
  }
  return data({ notice, personId }, { status: reason === 'no-person' || reason === 'no-stage' ? 404 : 409 })
}

export default function AdminPipeline({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  // A move's answer is shown, and the focus put back on the card, once the board has been read
  // again: before that the card is still in its old column, and keys pressed there would be lost.
  const settled = useNavigation().state === 'idle'
  const notice = settled ? replyNotice(actionData, 'adminPipeline.board.invalid') : null
  return (
    <AdminLayout email={loaderData.staff.email} title={t('admin.shell.tabs.pipeline')}>
      <div aria-live="polite" aria-atomic="true" data-testid="board-notice">
        <NoticeBanner notice={notice} />
      </div>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-3xl text-slate-700">{t('adminPipeline.board.intro')}</p>
        <Link
          to={href('/admin/pipeline/stages')}
          className="text-brand-800 underline"
          data-testid="stages-link"
        >
          {t('adminPipeline.board.stagesLink')}
        </Link>
      </div>
      <PipelineBoard
        columns={loaderData.columns}
        focusPerson={settled && actionData && 'personId' in actionData ? actionData.personId : null}
      />
    </AdminLayout>
  )
}
