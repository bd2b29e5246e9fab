import { useTranslation } from '#app/i18n/react'
import { data, useFetchers, useFetcher } from 'react-router'
import { AdminLayout } from '#app/components/admin/admin-layout'
import { adminHeaders, adminMeta } from '#app/components/admin/route-helpers'
import { percentComplete, type ChecklistItemState } from '#app/domain/checklist/launch-checklist'
import {
  getLaunchChecklist,
  getLaunchPlaceholders,
  setLaunchChecklistItem,
} from '#app/.server/services/operations/launch-checklist'
import { LaunchCheck } from '#app/components/admin/launch-check'
import { LaunchPanel, type LaunchReply } from '#app/components/admin/launch-panel'
import { launchBlockers } from '#app/domain/checklist/launch-state'
import { getLaunchPanel, launchSite, unlaunchSite } from '#app/.server/services/operations/site-launch'
import { appContext, staffContext } from '#app/.server/context'
import { adminEdge } from '#app/.server/http/admin-edge'
import { z } from '#app/domain/zod'
import type { Route } from './+types/launch-checklist'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'launchChecklist.meta.title')
export const headers = adminHeaders

export async function loader({ context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const app = context.get(appContext)
  const [checklist, placeholders, launch] = await Promise.all([
    getLaunchChecklist(app),
    getLaunchPlaceholders(app),
    getLaunchPanel(app),
  ])
  return data(
    {
      staff: { email: staff.email },
      ...checklist,
      placeholders,
      launch: { ...launch, blockers: launchBlockers(placeholders) },
    },
    { headers: adminHeaders() },
  )
}

/**
 * Sets one item's state (the button sends the state it switches to, so a double click is
 * harmless), or launches the site (refused with the blockers while the launch check finds any),
 * or takes it back to set-up (issue #45). The staff layout purges the page cache after each.
 */
export async function action(args: Route.ActionArgs) {
  const { context } = args
  const edge = await adminEdge(args, {
    form: 'admin-launch-checklist',
    schema: checklistSchema,
    failure: 'launchChecklist.invalid',
  })
  if (!edge.ok) throw edge.response
  const app = context.get(appContext)
  const staff = context.get(staffContext)
  if (edge.value.intent === 'launch') {
    const result = await launchSite(app, staff)
    if (!result.ok && result.reason === 'blocked') {
      app.logger.info({ staffId: staff.id, blockers: result.blockers.length }, 'site launch refused')
      return data({ launch: 'refused', blockers: result.blockers } satisfies LaunchReply, { status: 409 })
    }
    if (result.ok) app.logger.info({ staffId: staff.id }, 'site launched')
    return { launch: 'launched' } satisfies LaunchReply
  }
  if (edge.value.intent === 'unlaunch') {
    const result = await unlaunchSite(app, staff)
    if (result.ok) app.logger.info({ staffId: staff.id }, 'site back to set-up')
    return { launch: 'unlaunched' } satisfies LaunchReply
  }
  const { id, completed } = edge.value
  const result = await setLaunchChecklistItem(
    context.get(appContext),
    context.get(staffContext),
    id,
    completed,
  )
  if (!result.ok) throw data('Unknown checklist item', { status: 400 })
  return { ok: true }
}

const checklistSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('set'),
    id: z.string().max(100),
    completed: z.enum(['true', 'false']).transform((value) => value === 'true'),
  }),
  z.object({ intent: z.literal('launch') }),
  z.object({ intent: z.literal('unlaunch') }),
])

function ChecklistItem({ item }: { item: ChecklistItemState }) {
  const { t } = useTranslation()
  const fetcher = useFetcher({ key: `checklist-${item.id}` })
  const completed = fetcher.formData ? fetcher.formData.get('completed') === 'true' : item.completed
  const descriptionId = `checklist-${item.id}-description`
  return (
    <li
      className={`rounded-lg border p-4 ${completed ? 'border-green-300 bg-green-50' : 'border-slate-200 bg-white'}`}
      data-testid={`checklist-${item.id}`}
    >
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="set" />
        <input type="hidden" name="id" value={item.id} />
        <input type="hidden" name="completed" value={String(!completed)} />
        <button
          type="submit"
          aria-pressed={completed}
          aria-describedby={descriptionId}
          className="flex w-full items-start gap-3 rounded text-left focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
        >
          <span
            aria-hidden="true"
            className={`mt-0.5 flex h-6 w-6 flex-none items-center justify-center rounded border-2 ${completed ? 'border-green-700 bg-green-700 text-white' : 'border-slate-500 bg-white'}`}
          >
            {completed ? '✓' : ''}
          </span>
          <span className="flex-1">
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-slate-900">
                {t(`launchChecklist.items.${item.id}.title`)}
              </span>
              <span
                className={`rounded px-2 py-0.5 text-xs font-semibold ${item.critical ? 'bg-red-100 text-red-900' : 'bg-slate-200 text-slate-800'}`}
              >
                {item.critical ? t('launchChecklist.critical') : t('launchChecklist.recommended')}
              </span>
            </span>
          </span>
          <span className="text-sm font-semibold text-slate-700">
            {completed ? t('launchChecklist.done') : t('launchChecklist.notDone')}
          </span>
        </button>
      </fetcher.Form>
      <div id={descriptionId} className="ml-9 mt-2 text-sm">
        <p className="text-slate-700">{t(`launchChecklist.items.${item.id}.description`)}</p>
        <p className="mt-1 text-slate-600">
          <span className="font-semibold">{t('launchChecklist.verification')}</span>{' '}
          {t(`launchChecklist.items.${item.id}.verification`)}
        </p>
      </div>
    </li>
  )
}

export default function LaunchChecklist({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  // The percent follows the clicks at once (optimistic), then the stored state.
  const fetchers = useFetchers()
  const items = loaderData.items.map((item) => {
    const pending = fetchers.find((f) => f.key === `checklist-${item.id}` && f.formData)
    return pending ? { ...item, completed: pending.formData!.get('completed') === 'true' } : item
  })
  const percent = fetchers.some((f) => f.key.startsWith('checklist-') && f.formData)
    ? percentComplete(items)
    : loaderData.percent
  const done = items.filter((i) => i.completed).length
  return (
    <AdminLayout email={loaderData.staff.email} title={t('launchChecklist.title')}>
      <p className="text-slate-700">{t('launchChecklist.intro')}</p>
      <div className="mt-6">
        <div className="flex items-baseline justify-between">
          <p className="text-2xl font-bold text-slate-900" data-testid="checklist-percent">
            {t('launchChecklist.percent', { percent })}
          </p>
          <p className="text-sm text-slate-600">
            {t('launchChecklist.completedOf', { done, total: items.length })}
          </p>
        </div>
        <div
          role="progressbar"
          aria-label={t('launchChecklist.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-green-700 transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <ul className="mt-6 space-y-3">
        {items.map((item) => (
          <ChecklistItem key={item.id} item={item} />
        ))}
      </ul>
      <LaunchPanel
        data={loaderData.launch}
        reply={actionData && 'launch' in actionData ? (actionData as LaunchReply) : null}
      />
      <LaunchCheck placeholders={loaderData.placeholders} />
      {/* A region, not an <aside>: a complementary landmark inside <main> is not top level (axe). */}
      <section
        className="mt-8 rounded border border-blue-300 bg-blue-50 p-4 text-blue-950"
        aria-labelledby="important-notes"
        data-testid="important-notes"
      >
        <h2 id="important-notes" className="font-semibold">
          {t('launchChecklist.notes.title')}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
          {(['dns', 'critical', 'lighthouse', 'backup'] as const).map((k) => (
            <li key={k}>{t(`launchChecklist.notes.${k}`)}</li>
          ))}
        </ul>
      </section>
    </AdminLayout>
  )
}
