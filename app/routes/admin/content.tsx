import { useTranslation } from '#app/i18n/react'
import { data, Form, Link, redirect, useLocation, useNavigate, useNavigation } from 'react-router'
import { AdminLayout, NoticeBanner } from '#app/components/admin/admin-layout'
import { SectionForm, type PickableImage } from '#app/components/admin/content-editor'
import { primaryButton, secondaryButton } from '#app/components/admin/fields'
import { adminHeaders, adminMeta, type Notice } from '#app/components/admin/route-helpers'
import {
  contentSelection,
  describeSection,
  sectionDataFromForm,
  selectionQuery,
  type ContentSelection,
} from '#app/domain/content/form'
import { contentPages, contentSectionNames, type ContentIssue } from '#app/domain/content/sections'
import { languages, type Lang } from '#app/domain/routing/locale'
import { useLang } from '#app/i18n/use-lang'
import { readFormDataWithLimit } from '#app/.server/http/limited-body'
import {
  getContentSection,
  listSectionVersions,
  publishContentSection,
  restoreContentVersion,
} from '#app/.server/services/content'
import { listStoredImages } from '#app/.server/services/images'
import { appContext, languageContext, staffContext } from '#app/.server/context'
import type { Route } from './+types/content'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

/** A section's form is small; anything larger is not from the editor. */
const MAX_FORM_BYTES = 256 * 1024

/**
 * The section name for the content services, whose types tie it to a literal page: the selection
 * was checked by contentSelection (`isContentSection`), so it is one of the page's sections.
 */
const checked = (section: string) => section as never

function selectionFrom(request: Request, uiLang: Lang): ContentSelection {
  const url = new URL(request.url)
  const q = url.searchParams
  return contentSelection({ page: q.get('page'), section: q.get('section'), lang: q.get('lang') }, uiLang)
}

const doneNotices: Record<string, Notice> = {
  saved: { tone: 'success', key: 'admin.content.saved' },
  restored: { tone: 'success', key: 'admin.content.restored' },
}

/**
 * The Content Editor tab (network-site.md §2.17, §3 Website content): the section chosen in the
 * URL (?page=&section=&lang=), its current content, its form (&edit=1) and its versions.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const url = new URL(request.url)
  const selection = selectionFrom(request, context.get(languageContext))
  const editing = url.searchParams.get('edit') === '1'
  const { page, section, lang } = selection
  const [content, versions, images] = await Promise.all([
    getContentSection(context.get(appContext).db, page, checked(section), lang),
    listSectionVersions(context.get(appContext).db, page, section, lang),
    editing ? listStoredImages(context.get(appContext).db) : Promise.resolve([]),
  ])
  const pickable: PickableImage[] = images.map((image) => ({
    id: image.id,
    fileName: image.fileName,
    url: image.variants[image.variants.length - 1]!.url,
  }))
  return data(
    {
      staff: { email: staff.email },
      selection,
      editing,
      content,
      versions,
      images: pickable,
      notice: doneNotices[url.searchParams.get('done') ?? ''] ?? null,
    },
    { headers: adminHeaders() },
  )
}

type ActionAnswer = { notice: Notice; draft?: unknown; issues?: ContentIssue[] }

export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext)
  const selection = selectionFrom(request, context.get(languageContext))
  const { page, section, lang } = selection
  const back = (done: string) =>
    redirect(`${new URL(request.url).pathname}?${selectionQuery(selection, { done })}`, {
      headers: adminHeaders(),
    })
  const body = await readFormDataWithLimit(request, MAX_FORM_BYTES)
  if (!body.ok) throw data('Form too large or malformed', { status: body.reason === 'tooLarge' ? 413 : 400 })
  const form = body.formData
  const editor = { id: staff.id, email: staff.email }

  const intent = form.get('intent')
  if (intent === 'save') {
    const fields = new Map<string, string>()
    for (const [name, value] of form) if (typeof value === 'string') fields.set(name, value)
    const draft = sectionDataFromForm(describeSection(page, section), fields)
    const result = await publishContentSection(context.get(appContext).db, {
      page,
      section: checked(section),
      lang,
      data: draft,
      editor,
    })
    if (!result.ok) {
      const answer: ActionAnswer = {
        notice: { tone: 'error', key: 'admin.content.invalid' },
        draft,
        issues: result.issues,
      }
      return data(answer, { status: 400, headers: adminHeaders() })
    }
    context.get(appContext).logger.info({ staffId: staff.id, page, section, lang }, 'content section saved')
    return back('saved')
  }
  if (intent === 'restore') {
    const versionId = Number(form.get('version'))
    const result = Number.isSafeInteger(versionId)
      ? await restoreContentVersion(context.get(appContext).db, {
          page,
          section: checked(section),
          lang,
          versionId,
          editor,
        })
      : ({ ok: false, reason: 'notFound' } as const)
    if (!result.ok) {
      const notFound = result.reason === 'notFound'
      const answer: ActionAnswer = {
        notice: {
          tone: 'error',
          key: notFound ? 'admin.content.versionNotFound' : 'admin.content.restoreFailed',
        },
      }
      return data(answer, { status: notFound ? 404 : 400, headers: adminHeaders() })
    }
    context
      .get(appContext)
      .logger.info({ staffId: staff.id, page, section, lang, versionId }, 'content version restored')
    return back('restored')
  }
  throw data('Unknown intent', { status: 400 })
}

const selectClass =
  'mt-1 block w-full rounded border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700'

/** Page, then section, then language: a GET form, so every choice is a link. */
function SelectionForm({ selection }: { selection: ContentSelection }) {
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

type Version = Route.ComponentProps['loaderData']['versions'][number]

function Versions({
  versions,
  selection,
  busy,
}: {
  versions: Version[]
  selection: ContentSelection
  busy: boolean
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const { pathname } = useLocation()
  const date = new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'long',
    timeZone: 'UTC',
  })
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
                    <time dateTime={version.savedAt}>{date.format(new Date(version.savedAt))}</time>
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
                      <pre className="mt-2 max-h-64 max-w-xl overflow-auto rounded bg-slate-100 p-2 text-xs text-slate-900">
                        {JSON.stringify(version.data, null, 2)}
                      </pre>
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

export default function AdminContent({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const { selection, editing, content, versions, images } = loaderData
  const names = {
    page: t(`admin.content.pages.${selection.page}`),
    section: t(`admin.content.sections.${selection.section}`),
    language: t(`admin.content.languages.${selection.lang}`),
  }
  const here = `${pathname}?${selectionQuery(selection)}`
  const failed = actionData && 'issues' in actionData ? actionData : null
  return (
    <AdminLayout email={loaderData.staff.email} title={t('admin.shell.tabs.content')}>
      <NoticeBanner notice={actionData?.notice ?? loaderData.notice} />
      <SelectionForm selection={selection} />
      {editing ? (
        <section aria-labelledby="section-title" className="mt-6">
          <h2 id="section-title" className="mb-4 text-lg font-semibold text-slate-900">
            {t('admin.content.editing', names)}
          </h2>
          <SectionForm
            key={here}
            spec={describeSection(selection.page, selection.section)}
            initial={failed?.draft ?? content}
            issues={failed?.issues ?? []}
            images={images}
            action={`${here}&edit=1`}
            cancelHref={here}
            busy={busy}
          />
        </section>
      ) : (
        <section aria-labelledby="section-title" className="mt-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="section-title" className="text-lg font-semibold text-slate-900">
              {t('admin.content.current', names)}
            </h2>
            <Link to={`${here}&edit=1`} className={primaryButton}>
              {t('admin.content.edit')}
            </Link>
          </div>
          <p className="mt-1 text-sm text-slate-700">{t('admin.content.currentHint')}</p>
          <pre
            className="mt-3 max-h-[32rem] overflow-auto rounded border border-slate-200 bg-slate-50 p-4 text-sm text-slate-900"
            tabIndex={0}
            role="region"
            aria-labelledby="section-title"
            data-testid="section-json"
          >
            {JSON.stringify(content, null, 2)}
          </pre>
        </section>
      )}
      <Versions versions={versions} selection={selection} busy={busy} />
    </AdminLayout>
  )
}
