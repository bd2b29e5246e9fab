import { useFetcher } from 'react-router'
import { secondaryButton } from '#app/components/admin/fields'
import type { recommendations, summarize } from '#app/domain/diagnostics/operator-verification'
import {
  slugStatus,
  type StepResult,
  type VerificationRun,
} from '#app/domain/diagnostics/operator-verification'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import type { VerificationReply } from '#app/.server/services/operations/diagnostics'

/** The report of an operator-page verification run, with a test load of each page. */

export type RunResult = {
  run: VerificationRun
  summary: ReturnType<typeof summarize>
  recommendations: ReturnType<typeof recommendations>
}

function StepLine({ label, step }: { label: string; step: StepResult }) {
  const { t } = useTranslation()
  const text =
    step.ok === true
      ? t('verifyOperators.steps.passed')
      : step.ok === false
        ? t('verifyOperators.steps.failed', { error: step.error })
        : t('verifyOperators.steps.skipped')
  return (
    <li className={step.ok === false ? 'text-red-800' : step.ok ? 'text-green-800' : 'text-slate-600'}>
      <span className="font-semibold text-slate-900">{label}:</span> {text}
    </li>
  )
}

export function Results({ result }: { result: RunResult }) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const testLoad = useFetcher<VerificationReply>({ key: 'verify-test-load' })
  const { run, summary } = result
  const operators = run.read.ok ? run.read.operators : []
  const passed = (ok: boolean | null) =>
    ok === null
      ? t('verifyOperators.summary.skipped')
      : ok
        ? t('verifyOperators.summary.passed')
        : t('verifyOperators.summary.failed')
  const loadedData = testLoad.data?.intent === 'testLoad' ? testLoad.data : null
  return (
    <>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <section className="rounded border border-slate-200 p-4" aria-labelledby="verify-connection">
          <h2 id="verify-connection" className="font-semibold text-slate-900">
            {t('verifyOperators.connection.title')}
          </h2>
          {run.read.ok ? (
            <p className="mt-2 text-green-800" data-testid="connection-status">
              {t('verifyOperators.connection.connected', { count: operators.length, ms: run.ms })}
            </p>
          ) : (
            <p className="mt-2 text-red-800" role="alert" data-testid="connection-status">
              {t('verifyOperators.connection.failed', { error: run.read.error })}
            </p>
          )}
          <ul className="mt-2 space-y-1 text-sm">
            <StepLine label={t('verifyOperators.steps.read')} step={run.read.ok ? { ok: true } : run.read} />
            <StepLine label={t('verifyOperators.steps.insert')} step={run.insert} />
            <StepLine label={t('verifyOperators.steps.remove')} step={run.remove} />
          </ul>
        </section>
        <section className="rounded border border-slate-200 p-4" aria-labelledby="verify-routing">
          <h2 id="verify-routing" className="font-semibold text-slate-900">
            {t('verifyOperators.routing.title')}
          </h2>
          <p className="mt-2 text-slate-800" data-testid="routing-status">
            {t('verifyOperators.routing.summary', { routable: summary.routable, total: summary.total })}
          </p>
        </section>
      </div>

      {operators.length ? (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="mb-2 text-left font-semibold text-slate-900">
              {t('verifyOperators.table.caption')}
            </caption>
            <thead>
              <tr className="border-b border-slate-300 bg-slate-50">
                <th scope="col" className="p-2">
                  {t('verifyOperators.table.name')}
                </th>
                <th scope="col" className="p-2">
                  {t('verifyOperators.table.contact')}
                </th>
                <th scope="col" className="p-2">
                  {t('verifyOperators.table.area')}
                </th>
                <th scope="col" className="p-2">
                  {t('verifyOperators.table.slug')}
                </th>
                <th scope="col" className="p-2">
                  {t('verifyOperators.table.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {operators.map((op) => {
                const status = slugStatus(op.slug)
                return (
                  <tr key={op.id} className="border-b border-slate-200 align-top">
                    <th scope="row" className="p-2 font-semibold text-slate-900">
                      {op.name}
                    </th>
                    <td className="p-2 text-slate-700">
                      {[op.contactPersonName, op.contactEmail, op.contactPhone].filter(Boolean).join(' · ')}
                    </td>
                    <td className="p-2 text-slate-700">{op.areaServed}</td>
                    <td className="p-2">
                      <code>/{op.slug}</code>
                      <span className={`ml-2 text-xs ${status === 'ok' ? 'text-green-800' : 'text-red-800'}`}>
                        {t(`verifyOperators.table.status.${status}`)}
                      </span>
                    </td>
                    <td className="p-2">
                      <div className="flex flex-wrap gap-2">
                        <testLoad.Form method="post">
                          <input type="hidden" name="intent" value="testLoad" />
                          <input type="hidden" name="slug" value={op.slug} />
                          <button
                            type="submit"
                            className={secondaryButton}
                            aria-label={t('verifyOperators.table.testLoadLabel', { name: op.name })}
                            disabled={testLoad.state !== 'idle'}
                          >
                            {t('verifyOperators.table.testLoad')}
                          </button>
                        </testLoad.Form>
                        <a
                          href={href(`/${op.slug}`)}
                          target="_blank"
                          rel="noopener noreferrer"
                          className={secondaryButton}
                          aria-label={`${t('verifyOperators.table.openPageLabel', { name: op.name })} ${t('common.opensInNewTab')}`}
                        >
                          {t('verifyOperators.table.openPage')}
                        </a>
                      </div>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      ) : null}

      <section className="mt-6 rounded border border-slate-200 p-4" aria-labelledby="verify-details">
        <h2 id="verify-details" className="font-semibold text-slate-900">
          {t('verifyOperators.details.title')}
        </h2>
        <div aria-live="polite" data-testid="verify-details" className="mt-2 text-sm">
          {!loadedData ? (
            <p className="text-slate-600">{t('verifyOperators.details.empty')}</p>
          ) : loadedData.loaded.ok ? (
            <>
              <p className="text-green-800">
                {t('verifyOperators.details.loaded', {
                  name: loadedData.loaded.operator.name,
                  slug: loadedData.slug,
                })}
              </p>
              <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
                <dt className="font-semibold">{t('verifyOperators.details.area')}</dt>
                <dd>{loadedData.loaded.operator.areaServed ?? '—'}</dd>
                <dt className="font-semibold">{t('verifyOperators.details.contact')}</dt>
                <dd>
                  {[
                    loadedData.loaded.operator.contactPersonName,
                    loadedData.loaded.operator.contactEmail,
                    loadedData.loaded.operator.contactPhone,
                  ]
                    .filter(Boolean)
                    .join(' · ') || '—'}
                </dd>
                <dt className="font-semibold">{t('verifyOperators.details.services')}</dt>
                <dd>{loadedData.loaded.operator.businessServices?.join(', ') || '—'}</dd>
                <dt className="font-semibold">{t('verifyOperators.details.rating')}</dt>
                <dd>
                  {loadedData.loaded.operator.averageRating ?? '—'}/5 (
                  {loadedData.loaded.operator.totalReviews})
                </dd>
              </dl>
            </>
          ) : (
            <p role="alert" className="text-red-800">
              {t('verifyOperators.details.failed', {
                error: loadedData.loaded.error ?? t('verifyOperators.details.notFound'),
              })}
            </p>
          )}
        </div>
      </section>

      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <section className="rounded border border-slate-200 p-4" aria-labelledby="verify-summary">
          <h2 id="verify-summary" className="font-semibold text-slate-900">
            {t('verifyOperators.summary.title')}
          </h2>
          <dl
            className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm"
            data-testid="verify-summary"
          >
            <dt className="font-semibold">{t('verifyOperators.summary.operators')}</dt>
            <dd>{summary.total}</dd>
            <dt className="font-semibold">{t('verifyOperators.summary.routable')}</dt>
            <dd>{summary.routable}</dd>
            <dt className="font-semibold">{t('verifyOperators.summary.read')}</dt>
            <dd>{passed(summary.readOk)}</dd>
            <dt className="font-semibold">{t('verifyOperators.summary.write')}</dt>
            <dd>{passed(summary.insertOk === null ? null : !!summary.insertOk && !!summary.deleteOk)}</dd>
            <dt className="font-semibold">{t('verifyOperators.summary.duration')}</dt>
            <dd>{t('verifyOperators.summary.ms', { ms: run.ms })}</dd>
          </dl>
        </section>
        <section className="rounded border border-slate-200 p-4" aria-labelledby="verify-recommendations">
          <h2 id="verify-recommendations" className="font-semibold text-slate-900">
            {t('verifyOperators.recommend.title')}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-sm" data-testid="verify-recommendations">
            {result.recommendations.map((r, i) => (
              <li key={i}>{t(r.key, r.values)}</li>
            ))}
          </ul>
        </section>
      </div>
    </>
  )
}
