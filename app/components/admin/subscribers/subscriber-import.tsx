import { Form, useNavigation } from 'react-router'
import { primaryButton } from '#app/components/admin/fields'
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  type ImportFileProblem,
  type ImportSkip,
} from '#app/domain/newsletter/subscribers-admin'
import { useTranslation } from '#app/i18n/react'

/** The limits the import and tag texts name. */
export const subscriberLimits = {
  mb: IMPORT_MAX_BYTES / 1024 / 1024,
  rows: IMPORT_MAX_ROWS,
  max: TAGS_MAX,
  length: TAG_MAX_LENGTH,
}

export type ImportReport =
  { ok: true; imported: number; skipped: ImportSkip[] } | { ok: false; problem: ImportFileProblem }

/** The CSV import of the Subscribers sub-tab, and the report of the last import. */
export function SubscriberImport({ report }: { report: ImportReport | null | undefined }) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const importing = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'import'
  return (
    <section
      aria-labelledby="subscribers-import-title"
      className="mb-6 rounded border border-slate-200 p-4"
      data-testid="subscribers-import"
    >
      <h3 id="subscribers-import-title" className="font-semibold text-slate-900">
        {t('adminNewsletters.subscribers.import.title')}
      </h3>
      <Form method="post" encType="multipart/form-data" className="mt-2 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="import" />
        <div className="min-w-64 flex-1">
          <label htmlFor="subscribers-import-file" className="block text-sm font-semibold text-slate-800">
            {t('adminNewsletters.subscribers.import.file')}
          </label>
          <input
            id="subscribers-import-file"
            name="file"
            type="file"
            required
            accept=".csv,text/csv"
            aria-describedby="subscribers-import-hint"
            className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded file:border file:border-slate-400 file:bg-white file:px-3 file:py-1.5 file:font-semibold"
          />
        </div>
        <button type="submit" className={primaryButton} disabled={importing}>
          {importing
            ? t('adminNewsletters.subscribers.import.importing')
            : t('adminNewsletters.subscribers.import.submit')}
        </button>
      </Form>
      <p id="subscribers-import-hint" className="mt-2 max-w-3xl text-sm text-slate-600">
        {t('adminNewsletters.subscribers.import.hint', subscriberLimits)}
      </p>
      {report ? <ImportResultView report={report} /> : null}
    </section>
  )
}

function ImportResultView({ report }: { report: ImportReport }) {
  const { t } = useTranslation()
  if (!report.ok) {
    return (
      <p role="alert" className="mt-3 text-sm text-red-800" data-testid="import-error">
        {t(`adminNewsletters.subscribers.import.errors.${report.problem}`, subscriberLimits)}
      </p>
    )
  }
  return (
    <div role="status" className="mt-3 text-sm" data-testid="import-result">
      <p className="font-semibold text-green-900">
        {t('adminNewsletters.subscribers.import.imported', { count: report.imported })}
      </p>
      {report.skipped.length > 0 ? (
        <>
          <p className="mt-2 font-semibold text-slate-900">
            {t('adminNewsletters.subscribers.import.skipped', { count: report.skipped.length })}
          </p>
          <ul className="mt-1 list-disc pl-6 text-slate-800" data-testid="import-skipped">
            {report.skipped.map((s) => (
              <li key={`${s.line}-${s.reason}`} className="break-all">
                {t('adminNewsletters.subscribers.import.skippedRow', {
                  line: s.line,
                  email: s.email || t('adminNewsletters.subscribers.import.noEmail'),
                  reason: t(`adminNewsletters.subscribers.import.reasons.${s.reason}`),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}
