import { useTranslation } from '#app/i18n/react'
import { Form, useLocation, useNavigate } from 'react-router'
import { selectionQuery, type ContentSelection, type GroupSpec } from '#app/domain/content/form'
import { ContentView } from './content-view'
import { contentPages, contentSectionNames } from '#app/domain/content/sections'
import { languages } from '#app/domain/routing/locale'
import { useFormatWhen } from './admin-table'
import { secondaryButton } from './fields'

/** The Content Editor's choice of section (page, section, language) and its list of versions. */

const selectClass =
  'mt-1 block w-full rounded border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700'

/** Page, then section, then language: a GET form, so every choice is a link. */
export function SelectionForm({ selection }: { selection: ContentSelection }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const go = (next: ContentSelection) => navigate(`${pathname}?${selectionQuery(next)}`)
  return (
    <Form method="get" className="grid items-end gap-4 rounded border border-slate-200 p-4 sm:grid-cols-4">
      <h2 className="text-lg font-semibold text-slate-900 sm:col-span-4">{t('admin.content.choose')}</h2>
      <div>
        <label htmlFor="content-page" className="block text-sm font-semibold text-slate-800">
          {t('admin.content.page')}
        </label>
        <select
          id="content-page"
          name="page"
          value={selection.page}
          className={selectClass}
          onChange={(e) => {
            const page = e.target.value as ContentSelection['page']
            go({ ...selection, page, section: contentSectionNames(page)[0]! })
          }}
        >
          {contentPages.map((page) => (
            <option key={page} value={page}>
              {t(`admin.content.pages.${page}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="content-section" className="block text-sm font-semibold text-slate-800">
          {t('admin.content.section')}
        </label>
        <select
          id="content-section"
          name="section"
          value={selection.section}
          className={selectClass}
          onChange={(e) => go({ ...selection, section: e.target.value as ContentSelection['section'] })}
        >
          {(contentSectionNames(selection.page) as string[]).map((section) => (
            <option key={section} value={section}>
              {t(`admin.content.sections.${section}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="content-lang" className="block text-sm font-semibold text-slate-800">
          {t('admin.content.language')}
        </label>
        <select
          id="content-lang"
          name="lang"
          value={selection.lang}
          className={selectClass}
          onChange={(e) => go({ ...selection, lang: e.target.value as ContentSelection['lang'] })}
        >
          {languages.map((lang) => (
            <option key={lang} value={lang}>
              {t(`admin.content.languages.${lang}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <button type="submit" className={secondaryButton}>
          {t('admin.content.show')}
        </button>
      </div>
    </Form>
  )
}

/** A saved version of a section, as the Content Editor's loader lists them (newest first). */
export type ContentVersion = {
  id: number
  savedAt: string
  savedByEmail: string | null
  restoredFrom: number | null
  data: unknown
}

export function ContentVersions({
  versions,
  selection,
  busy,
  spec,
}: {
  versions: ContentVersion[]
  selection: ContentSelection
  busy: boolean
  /** The section's fields: a version shows as they read, never as JSON. */
  spec: GroupSpec
}) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const formatWhen = useFormatWhen()
  const language = t(`admin.content.languages.${selection.lang}`)
  return (
    <section aria-labelledby="versions-title" className="mt-8">
      <h2 id="versions-title" className="text-lg font-semibold text-slate-900">
        {t('admin.content.versions.title', { language })}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('admin.content.versions.intro')}</p>
      {versions.length === 0 ? (
        <p className="mt-3 text-slate-600">{t('admin.content.versions.empty')}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm" data-testid="versions">
            <thead>
              <tr className="border-b border-slate-300 bg-slate-50">
                <th scope="col" className="p-2">
                  {t('admin.content.versions.savedAt')}
                </th>
                <th scope="col" className="p-2">
                  {t('admin.content.versions.savedBy')}
                </th>
                <th scope="col" className="p-2">
                  {t('admin.content.versions.content')}
                </th>
                <th scope="col" className="p-2">
                  {t('admin.content.versions.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {versions.map((version, index) => (
                <tr key={version.id} className="border-b border-slate-200 align-top" data-testid="version">
                  <td className="p-2 whitespace-nowrap">
                    <time dateTime={version.savedAt}>{formatWhen(version.savedAt, 'medium')}</time>
                  </td>
                  <td className="p-2">
                    {version.savedByEmail ?? t('admin.content.versions.original')}
                    {version.restoredFrom ? (
                      <span className="block text-slate-600">
                        {t('admin.content.versions.restoredFrom', { id: version.restoredFrom })}
                      </span>
                    ) : null}
                  </td>
                  <td className="p-2">
                    <details>
                      <summary
                        className="cursor-pointer font-semibold text-brand-800"
                        aria-label={t('admin.content.versions.show', { id: version.id })}
                      >
                        {t('admin.content.versions.showShort')} (#{version.id})
                      </summary>
                      <div className="mt-2 max-h-64 max-w-xl overflow-auto rounded bg-slate-100 p-2">
                        <ContentView spec={spec} value={version.data} />
                      </div>
                    </details>
                  </td>
                  <td className="p-2">
                    {index === 0 ? (
                      <span className="font-semibold text-green-800">
                        {t('admin.content.versions.current')}
                      </span>
                    ) : (
                      <Form
                        method="post"
                        action={`${pathname}?${selectionQuery(selection)}`}
                        onSubmit={(event) => {
                          if (!window.confirm(t('admin.content.versions.restoreConfirm')))
                            event.preventDefault()
                        }}
                      >
                        <input type="hidden" name="intent" value="restore" />
                        <input type="hidden" name="version" value={version.id} />
                        <button
                          type="submit"
                          className={secondaryButton}
                          disabled={busy}
                          aria-label={t('admin.content.versions.restore', { id: version.id })}
                        >
                          {t('admin.content.versions.restoreShort')}
                        </button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
