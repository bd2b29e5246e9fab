import { useTranslation } from '#app/i18n/react'
import { data, useFetcher } from 'react-router'
import { AdminLayout } from '#app/components/admin/admin-layout'
import { primaryButton } from '#app/components/admin/fields'
import { adminHeaders, adminMeta } from '#app/components/admin/route-helpers'
import {
  connectionTestReport,
  delrayDebugReport,
  type ReportLine,
} from '#app/domain/diagnostics/database-test'
import { debugDelrayOperator, testDatabaseConnection } from '#app/.server/services/operations/diagnostics'
import { backupStatus } from '#app/.server/services/operations/backups'
import { formatInZone } from '#app/domain/time/format'
import { appContext, languageContext, staffContext } from '#app/.server/context'
import { adminEdge } from '#app/.server/http/admin-edge'
import { z } from '#app/domain/zod'
import { siteOrigin as configuredOrigin } from '#app/.server/site-origin'
import type { Route } from './+types/database-test'
import { localeOf } from '#app/domain/time/format'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

export async function loader({ context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const app = context.get(appContext)
  const lang = context.get(languageContext)
  const status = await backupStatus(app, { daily: app.dbKind === 'pglite' && app.env.BACKUP_DIR !== null })
  const backups = {
    ...status,
    last: status.last && {
      ...status.last,
      when: formatInZone(status.last.at, app.env.SITE_TIME_ZONE, lang),
      size: new Intl.NumberFormat(localeOf(lang), {
        style: 'unit',
        unit: 'megabyte',
        maximumFractionDigits: 1,
      }).format(status.last.bytes / 1_048_576),
    },
  }
  return data({ staff: { email: staff.email }, backups }, { headers: adminHeaders() })
}

const databaseTestSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('connection') }),
  z.object({ intent: z.literal('delray') }),
])

/** Both tests run here, on the server, against the site's own database. */
export async function action(args: Route.ActionArgs) {
  const { context } = args
  const edge = await adminEdge(args, {
    form: 'admin-database',
    schema: databaseTestSchema,
    failure: 'admin.dbTest.invalid',
  })
  if (!edge.ok) throw edge.response
  const app = context.get(appContext)
  if (edge.value.intent === 'connection') {
    return { intent: 'connection' as const, lines: connectionTestReport(await testDatabaseConnection(app)) }
  }
  const siteOrigin = configuredOrigin(context.get(appContext).env)
  return {
    intent: 'delray' as const,
    lines: delrayDebugReport(await debugDelrayOperator(app, { siteOrigin })),
  }
}

const toneClass: Record<ReportLine['tone'], string> = {
  info: 'text-slate-800',
  success: 'text-green-800',
  warning: 'text-amber-900',
  error: 'text-red-800',
}
const toneMark: Record<ReportLine['tone'], string> = { info: '•', success: '✓', warning: '!', error: '✗' }

export default function DatabaseTest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const fetcher = useFetcher<typeof action>()
  const running = fetcher.state !== 'idle'
  const runningIntent = fetcher.formData?.get('intent')
  // With JavaScript the fetcher's answer; without, the page's own action data.
  const result = running ? null : (fetcher.data ?? actionData)
  const lines: ReportLine[] = running
    ? [{ key: runningIntent === 'delray' ? 'admin.dbTest.debugging' : 'admin.dbTest.testing', tone: 'info' }]
    : (result?.lines ?? [])
  const { backups } = loaderData
  return (
    <AdminLayout email={loaderData.staff.email} title={t('admin.shell.tabs.database')}>
      <section aria-labelledby="backups-title" className="mb-6 rounded border border-slate-300 p-4">
        <h2 id="backups-title" className="text-base font-semibold text-slate-900">
          {t('admin.backups.title')}
        </h2>
        {backups.health !== 'current' ? (
          <p role="alert" className="mt-2 rounded border border-amber-400 bg-amber-50 p-2 text-amber-900">
            {t(backups.health === 'none' ? 'admin.backups.noneWarning' : 'admin.backups.stale')}
          </p>
        ) : null}
        <p className="mt-2 text-slate-800" data-testid="last-backup">
          {backups.last
            ? t('admin.backups.last', {
                when: backups.last.when,
                size: backups.last.size,
                tables: backups.last.tables,
                rows: backups.last.rows,
                file: backups.last.fileName,
              })
            : t('admin.backups.none')}
          {backups.last ? (
            <> {t(backups.last.trigger === 'daily' ? 'admin.backups.byDaily' : 'admin.backups.byCommand')}</>
          ) : null}
        </p>
        <p className="mt-2 text-sm text-slate-700">
          {t(backups.daily ? 'admin.backups.daily' : 'admin.backups.notDaily')}
        </p>
      </section>
      <p className="text-slate-700">{t('admin.dbTest.intro')}</p>
      <fetcher.Form method="post" className="mt-4 flex flex-wrap gap-3">
        <button type="submit" name="intent" value="connection" className={primaryButton} disabled={running}>
          {t('admin.dbTest.testConnection')}
        </button>
        <button type="submit" name="intent" value="delray" className={primaryButton} disabled={running}>
          {t('admin.dbTest.debugDelray')}
        </button>
      </fetcher.Form>
      <div className="mt-6 rounded border border-slate-300 bg-slate-50 p-4">
        <h2 className="text-base font-semibold text-slate-900">{t('admin.dbTest.results')}</h2>
        <div
          role="status"
          aria-live="polite"
          aria-busy={running}
          data-testid="db-test-results"
          className="mt-2"
        >
          {lines.length === 0 ? (
            <p className="text-slate-600">{t('admin.dbTest.idle')}</p>
          ) : (
            <ul className="space-y-1 font-mono text-sm">
              {lines.map((line, i) => (
                <li key={i} className={toneClass[line.tone]} data-tone={line.tone}>
                  <span aria-hidden="true" className="mr-2">
                    {toneMark[line.tone]}
                  </span>
                  {t(line.key, line.values)}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <aside
        className="mt-6 rounded border border-yellow-400 bg-yellow-50 p-4 text-yellow-900"
        aria-labelledby="read-only-causes"
        data-testid="read-only-causes"
      >
        <h2 id="read-only-causes" className="font-semibold">
          {t('admin.dbTest.readOnlyCauses.title')}
        </h2>
        <ul className="mt-2 list-disc pl-6 text-sm">
          {(['connection', 'migrations', 'diskFull', 'readOnly', 'privileges', 'pool'] as const).map((k) => (
            <li key={k}>{t(`admin.dbTest.readOnlyCauses.${k}`)}</li>
          ))}
        </ul>
      </aside>
    </AdminLayout>
  )
}
