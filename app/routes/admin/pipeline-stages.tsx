import { data, Form, Link } from 'react-router'
import { AdminLayout, NoticeBanner } from '#app/components/admin/admin-layout'
import { TableScroll, useFormatWhen } from '#app/components/admin/admin-table'
import { adminInputClass, primaryButton, secondaryButton } from '#app/components/admin/fields'
import { adminHeaders, adminMeta, replyNotice, type Notice } from '#app/components/admin/route-helpers'
import { stageChanges, stageSettingsSchema } from '#app/domain/people/stage-settings'
import { useTranslation } from '#app/i18n/react'
import { useLang, useLocalizedPath } from '#app/i18n/use-lang'
import { changeStage, stageSettings } from '#app/.server/services/people/stage-settings'
import { appContext, staffContext } from '#app/.server/context'
import { adminEdge } from '#app/.server/http/admin-edge'
import type { Route } from './+types/pipeline-stages'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

/**
 * The pipeline's stages (issue #34): rename in English and Spanish, reorder with Up and Down, mark
 * paid or signed. Keys stay; no stage is removed. Every change is a kept version (who and when).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const settings = await stageSettings(context.get(appContext))
  return data(
    {
      staff: { email: staff.email },
      stages: settings.stages.map((s) => ({
        key: s.key,
        labelEn: s.labelEn,
        labelEs: s.labelEs,
        paidOrSigned: s.paidOrSigned,
      })),
      history: settings.history,
    },
    { headers: adminHeaders() },
  )
}

export async function action(args: Route.ActionArgs) {
  const edge = await adminEdge(args, {
    form: 'admin-pipeline-stages',
    schema: stageSettingsSchema,
    failure: 'adminPipeline.stages.invalid',
    coercion: false,
  })
  if (!edge.ok) return edge.response
  const app = args.context.get(appContext)
  const staff = args.context.get(staffContext)
  const post = edge.value
  const result = await changeStage(app, post, { id: staff.id, email: staff.email })
  if (!result.ok)
    return data(
      { notice: { tone: 'error', key: 'adminPipeline.stages.notFound' } as Notice },
      { status: 404 },
    )
  app.logger.info({ staffId: staff.id, stage: post.key, intent: post.intent }, 'pipeline stage changed')
  const key = { save: 'saved', up: 'movedUp', down: 'movedDown' }[post.intent]
  const notice: Notice = { tone: 'success', key: `adminPipeline.stages.${key}`, values: { key: post.key } }
  return data({ notice })
}

export default function AdminPipelineStages({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const lang = useLang()
  const href = useLocalizedPath()
  const when = useFormatWhen()
  const notice = replyNotice(actionData, 'adminPipeline.stages.invalid')
  const { stages } = loaderData
  const labelOf = (key: string) => {
    const stage = stages.find((s) => s.key === key)
    return stage ? (lang === 'es' ? stage.labelEs : stage.labelEn) : key
  }
  return (
    <AdminLayout email={loaderData.staff.email} title={t('adminPipeline.stages.title')}>
      <div aria-live="polite" aria-atomic="true">
        <NoticeBanner notice={notice} />
      </div>
      <p className="mb-2 max-w-3xl text-slate-700">{t('adminPipeline.stages.intro')}</p>
      <p className="mb-4 text-sm text-slate-700">{t('adminPipeline.stages.fixed')}</p>
      <p className="mb-4">
        <Link to={href('/admin/pipeline')} className="text-brand-800 underline">
          {t('adminPipeline.stages.back')}
        </Link>
      </p>
      <ol className="space-y-3" aria-label={t('adminPipeline.stages.caption')} data-testid="stage-settings">
        {stages.map((stage, index) => (
          <li key={stage.key} className="rounded border border-slate-200 p-3" data-testid="stage-row">
            <div className="flex flex-wrap items-end gap-3">
              <p className="w-28 text-sm">
                <span className="block font-semibold text-slate-800">
                  {t('adminPipeline.stages.columns.key')}
                </span>
                <code>{stage.key}</code>
              </p>
              <Form method="post" className="flex flex-1 flex-wrap items-end gap-3">
                <input type="hidden" name="intent" value="save" />
                <input type="hidden" name="key" value={stage.key} />
                <div>
                  <label
                    htmlFor={`stage-${stage.key}-labelEn`}
                    className="block text-sm font-semibold text-slate-800"
                  >
                    {t('adminPipeline.stages.columns.labelEn')}
                    <span className="sr-only">{` (${stage.key})`}</span>
                  </label>
                  <input
                    id={`stage-${stage.key}-labelEn`}
                    name="labelEn"
                    defaultValue={stage.labelEn}
                    required
                    maxLength={60}
                    className={adminInputClass}
                  />
                </div>
                <div>
                  <label
                    htmlFor={`stage-${stage.key}-labelEs`}
                    className="block text-sm font-semibold text-slate-800"
                  >
                    {t('adminPipeline.stages.columns.labelEs')}
                    <span className="sr-only">{` (${stage.key})`}</span>
                  </label>
                  <input
                    id={`stage-${stage.key}-labelEs`}
                    name="labelEs"
                    defaultValue={stage.labelEs}
                    required
                    maxLength={60}
                    className={adminInputClass}
                  />
                </div>
                <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
                  <input type="checkbox" name="paidOrSigned" defaultChecked={stage.paidOrSigned} />
                  {t('adminPipeline.stages.columns.paidOrSigned')}
                  <span className="sr-only">{` (${stage.key})`}</span>
                </label>
                <button
                  type="submit"
                  className={primaryButton}
                  aria-label={t('adminPipeline.stages.saveFor', { key: stage.key })}
                >
                  {t('adminPipeline.stages.save')}
                </button>
              </Form>
              <Form method="post" className="flex gap-2">
                <input type="hidden" name="key" value={stage.key} />
                <button
                  type="submit"
                  name="intent"
                  value="up"
                  className={secondaryButton}
                  disabled={index === 0}
                  aria-label={t('adminPipeline.stages.upFor', { key: stage.key })}
                >
                  {t('adminPipeline.stages.up')}
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="down"
                  className={secondaryButton}
                  disabled={index === stages.length - 1}
                  aria-label={t('adminPipeline.stages.downFor', { key: stage.key })}
                >
                  {t('adminPipeline.stages.down')}
                </button>
              </Form>
            </div>
          </li>
        ))}
      </ol>
      <h2 id="stage-history" className="mt-8 text-lg font-bold text-slate-900">
        {t('adminPipeline.stages.history')}
      </h2>
      {loaderData.history.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('adminPipeline.stages.noHistory')}</p>
      ) : (
        <TableScroll labelledBy="stage-history">
          <table className="mt-2 w-full min-w-[40rem] text-left text-sm" data-testid="stage-history">
            <caption className="sr-only">{t('adminPipeline.stages.historyCaption')}</caption>
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  {t('adminPipeline.stages.historyColumns.when')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('adminPipeline.stages.historyColumns.who')}
                </th>
                <th scope="col" className="py-2">
                  {t('adminPipeline.stages.historyColumns.change')}
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.history.map((entry) => (
                <tr key={entry.version} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-3 whitespace-nowrap">{when(entry.savedAt)}</td>
                  <td className="py-2 pr-3 break-all">{entry.savedByEmail ?? '—'}</td>
                  <td className="py-2">
                    {entry.first ? (
                      t('adminPipeline.stages.changes.first')
                    ) : (
                      <ul>
                        {groupByStage(stageChanges(entry.changed)).map(([key, fields]) => (
                          <li key={key}>
                            {t('adminPipeline.stages.changes.changeLine', {
                              stage: labelOf(key),
                              fields: fields.map((f) => t(`adminPipeline.stages.columns.${f}`)).join(', '),
                            })}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </AdminLayout>
  )
}

function groupByStage(changes: ReadonlyArray<{ key: string; field: string }>): Array<[string, string[]]> {
  const groups = new Map<string, string[]>()
  for (const c of changes) groups.set(c.key, [...(groups.get(c.key) ?? []), c.field])
  return [...groups]
}
