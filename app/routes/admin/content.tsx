import { useTranslation } from '#app/i18n/react'
import { data, Link, redirect, useLocation, useNavigation } from 'react-router'
import { AdminLayout, NoticeBanner } from '#app/components/admin/admin-layout'
import { SectionForm, type PickableImage } from '#app/components/admin/content-editor'
import { ContentVersions, SelectionForm } from '#app/components/admin/content-selection'
import { primaryButton } from '#app/components/admin/fields'
import { adminHeaders, adminMeta, replyNotice, type Notice } from '#app/components/admin/route-helpers'
import { optionalRowId } from '#app/domain/admin/intents'
import {
  contentSelection,
  describeSection,
  sectionDataFromForm,
  selectionQuery,
  type ContentSelection,
} from '#app/domain/content/form'
import type { ContentIssue } from '#app/domain/content/sections'
import type { Lang } from '#app/domain/routing/locale'
import { z } from '#app/domain/zod'
import {
  getContentSection,
  listSectionVersions,
  publishContentSection,
  restoreContentVersion,
} from '#app/.server/services/content/content'
import { listStoredImages } from '#app/.server/services/content/images'
import { appContext, languageContext, staffContext } from '#app/.server/context'
import { adminEdge } from '#app/.server/http/admin-edge'
import type { Route } from './+types/content'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

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
    getContentSection(context.get(appContext), page, checked(section), lang),
    listSectionVersions(context.get(appContext), page, section, lang),
    editing ? listStoredImages(context.get(appContext)) : Promise.resolve([]),
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

/**
 * The editor's two posts. A section's fields (`c.…`) depend on the section and are read from the
 * form by `sectionDataFromForm`, then checked by the content service; `version` stays text, so a
 * version that is not a number is answered like one that does not exist.
 */
const contentSchema = z.discriminatedUnion('intent', [
  z.looseObject({ intent: z.literal('save') }),
  z.object({ intent: z.literal('restore'), version: z.string().optional() }),
])

export async function action(args: Route.ActionArgs) {
  const { request, context } = args
  const edge = await adminEdge(args, {
    form: 'admin-content',
    schema: contentSchema,
    failure: 'admin.content.invalid',
  })
  if (!edge.ok) return edge.response
  const staff = context.get(staffContext)
  const app = context.get(appContext)
  const { logger } = app
  const selection = selectionFrom(request, context.get(languageContext))
  const { page, section, lang } = selection
  const back = (done: string) =>
    redirect(`${new URL(request.url).pathname}?${selectionQuery(selection, { done })}`, {
      headers: adminHeaders(),
    })
  const refuse = (answer: ActionAnswer, status: number) =>
    data(
      { ...edge.reply({ formErrors: [answer.notice.key] }), ...answer },
      { status, headers: adminHeaders() },
    )
  const editor = { id: staff.id, email: staff.email }

  if (edge.value.intent === 'save') {
    const fields = new Map<string, string>()
    for (const [name, value] of edge.formData) if (typeof value === 'string') fields.set(name, value)
    const draft = sectionDataFromForm(describeSection(page, section), fields)
    const result = await publishContentSection(app, {
      page,
      section: checked(section),
      lang,
      data: draft,
      editor,
    })
    if (!result.ok) {
      return refuse(
        { notice: { tone: 'error', key: 'admin.content.invalid' }, draft, issues: result.issues },
        400,
      )
    }
    logger.info({ staffId: staff.id, page, section, lang }, 'content section saved')
    return back('saved')
  }

  const versionId = optionalRowId(edge.value.version)
  const result = versionId
    ? await restoreContentVersion(app, { page, section: checked(section), lang, versionId, editor })
    : ({ ok: false, reason: 'notFound' } as const)
  if (!result.ok) {
    const notFound = result.reason === 'notFound'
    const key = notFound ? 'admin.content.versionNotFound' : 'admin.content.restoreFailed'
    return refuse({ notice: { tone: 'error', key } }, notFound ? 404 : 400)
  }
  logger.info({ staffId: staff.id, page, section, lang, versionId }, 'content version restored')
  return back('restored')
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
  // After a refused save: what was typed, and the problems beside the fields.
  const failed = actionData as { draft?: unknown; issues?: ContentIssue[] } | undefined
  return (
    <AdminLayout email={loaderData.staff.email} title={t('admin.shell.tabs.content')}>
      <NoticeBanner notice={replyNotice(actionData, 'admin.content.invalid') ?? loaderData.notice} />
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
      <ContentVersions versions={versions} selection={selection} busy={busy} />
    </AdminLayout>
  )
}
