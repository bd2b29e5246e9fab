import { data, redirect } from 'react-router'
import {
  ContentScreen,
  type ContentActionAnswer,
  type ContentScreenData,
} from '#app/components/admin/content/content-screen'
import type { PickableImage } from '#app/components/admin/content-editor'
import { adminHeaders, adminMeta, type Notice } from '#app/components/admin/route-helpers'
import { optionalRowId } from '#app/domain/admin/intents'
import {
  contentSelection,
  describeSection,
  postedLanguages,
  sectionDataFromForm,
  selectionQuery,
  type ContentSelection,
} from '#app/domain/content/form'
import { previewPath, publishInstant } from '#app/domain/content/drafts'
import { formatInZone } from '#app/domain/time/format'
import { languages, type Lang } from '#app/domain/routing/locale'
import { z } from '#app/domain/zod'
import { listSectionVersions, restoreContentVersion } from '#app/.server/services/content/content'
import {
  discardSectionDrafts,
  getSectionEditorState,
  publishSection,
  saveSectionDrafts,
  unscheduleSection,
  type DraftIssues,
  type SectionDrafts,
} from '#app/.server/services/content/content-drafts'
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
  saved: { tone: 'success', key: 'admin.content.publishedNow' },
  restored: { tone: 'success', key: 'admin.content.restored' },
  draft: { tone: 'success', key: 'admin.content.draftSaved' },
  discarded: { tone: 'success', key: 'admin.content.draftDiscarded' },
  unscheduled: { tone: 'success', key: 'admin.content.unscheduled' },
}

/**
 * The Content Editor tab (network-site.md §2.17, §3 Website content; issue #33): the section chosen
 * in the URL (?page=&section=&lang=), its current content in both languages, its draft with preview
 * and schedule, its form in English and Spanish side by side (&edit=1), and its versions (in the
 * language chosen).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const app = context.get(appContext)
  const uiLang = context.get(languageContext)
  const url = new URL(request.url)
  const selection = selectionFrom(request, uiLang)
  const editing = url.searchParams.get('edit') === '1'
  const { page, section, lang } = selection
  const [state, versions, images] = await Promise.all([
    getSectionEditorState(app, { page, section }),
    listSectionVersions(app, page, section, lang),
    editing ? listStoredImages(app) : Promise.resolve([]),
  ])
  const pickable: PickableImage[] = images.map((image) => ({
    id: image.id,
    fileName: image.fileName,
    url: image.variants[image.variants.length - 1]!.url,
  }))
  const zone = app.env.SITE_TIME_ZONE
  const done = url.searchParams.get('done') ?? ''
  const publishAt = languages.map((l) => state.drafts[l]?.publishAt).find(Boolean)
  const notice: Notice | null =
    done === 'scheduled' && publishAt
      ? {
          tone: 'success',
          key: 'admin.content.scheduled',
          values: { when: formatInZone(publishAt, zone, uiLang) },
        }
      : (doneNotices[done] ?? null)
  return data(
    {
      staff: { email: staff.email },
      selection,
      editing,
      state,
      preview: { en: previewPath(page, 'en'), es: previewPath(page, 'es') },
      versions,
      images: pickable,
      zone,
      notice,
    } satisfies ContentScreenData,
    { headers: adminHeaders() },
  )
}

/**
 * The editor's posts. A section's fields (`en.…`, `es.…`, or `c.…` for the language chosen) depend
 * on the section and are read from the form by `sectionDataFromForm`, then checked by the content
 * services; `version` stays text, so a version that is not a number is answered like one that does
 * not exist.
 */
const contentSchema = z.discriminatedUnion('intent', [
  z.looseObject({ intent: z.enum(['save', 'draft', 'schedule']) }),
  z.object({ intent: z.enum(['publishDraft', 'unschedule', 'discard']) }),
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
  const refuse = (answer: ContentActionAnswer, status: number) =>
    data(
      { ...edge.reply({ formErrors: [answer.notice.key] }), ...answer },
      { status, headers: adminHeaders() },
    )
  const editor = { id: staff.id, email: staff.email }
  const intent = edge.value.intent
  const log = (message: string, extra: Record<string, unknown> = {}) =>
    logger.info({ staffId: staff.id, page, section, ...extra }, message)

  if (intent === 'save' || intent === 'draft' || intent === 'schedule') {
    const fields = new Map<string, string>()
    for (const [name, value] of edge.formData) if (typeof value === 'string') fields.set(name, value)
    const spec = describeSection(page, section)
    const drafts: SectionDrafts = {}
    for (const posted of postedLanguages(fields, lang)) {
      drafts[posted.lang] = sectionDataFromForm(spec, fields, posted.prefix)
    }
    const invalid = (issues: DraftIssues, extra: Partial<ContentActionAnswer> = {}) =>
      refuse({ notice: { tone: 'error', key: 'admin.content.invalid' }, drafts, issues, ...extra }, 400)
    if (Object.keys(drafts).length === 0) return invalid({})
    if (intent === 'save') {
      const result = await publishSection(app, { page, section, drafts, editor })
      if (!result.ok) return invalid(result.issues)
      log('content section published', { langs: result.langs })
      return back('saved')
    }
    let publishAt: Date | null = null
    const publishAtValue = fields.get('publishAt') ?? ''
    if (intent === 'schedule') {
      const when = publishInstant(publishAtValue, app.env.SITE_TIME_ZONE, new Date())
      if (!when.ok) {
        return invalid(
          {},
          { publishAt: publishAtValue, publishAtError: `admin.content.publishAtErrors.${when.problem}` },
        )
      }
      publishAt = when.at
    }
    const result = await saveSectionDrafts(app, { page, section, drafts, editor, publishAt })
    if (!result.ok) return invalid(result.issues, { publishAt: publishAtValue })
    if (publishAt) app.outbox.nudge()
    log(publishAt ? 'content section scheduled' : 'content draft saved', { publishAt })
    return back(publishAt ? 'scheduled' : 'draft')
  }

  if (intent === 'publishDraft') {
    const state = await getSectionEditorState(app, { page, section })
    const drafts: SectionDrafts = {}
    for (const l of languages) if (state.drafts[l]) drafts[l] = state.drafts[l]!.data
    if (Object.keys(drafts).length === 0) {
      return refuse({ notice: { tone: 'error', key: 'admin.content.noDraft' } }, 404)
    }
    const result = await publishSection(app, { page, section, drafts, editor })
    if (!result.ok) return refuse({ notice: { tone: 'error', key: 'admin.content.restoreFailed' } }, 400)
    log('content draft published', { langs: result.langs })
    return back('saved')
  }
  if (intent === 'unschedule') {
    if (!(await unscheduleSection(app, { page, section }))) {
      return refuse({ notice: { tone: 'error', key: 'admin.content.noDraft' } }, 404)
    }
    log('content schedule cancelled')
    return back('unscheduled')
  }
  if (intent === 'discard') {
    await discardSectionDrafts(app, { page, section })
    log('content draft discarded')
    return back('discarded')
  }

  const versionId = optionalRowId(edge.value.intent === 'restore' ? edge.value.version : undefined)
  const result = versionId
    ? await restoreContentVersion(app, { page, section: checked(section), lang, versionId, editor })
    : ({ ok: false, reason: 'notFound' } as const)
  if (!result.ok) {
    const notFound = result.reason === 'notFound'
    const key = notFound ? 'admin.content.versionNotFound' : 'admin.content.restoreFailed'
    return refuse({ notice: { tone: 'error', key } }, notFound ? 404 : 400)
  }
  log('content version restored', { lang, versionId })
  return back('restored')
}

export default function AdminContent({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentScreen loaderData={loaderData} actionData={actionData} />
}
