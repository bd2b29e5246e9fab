import { Link, useLocation, useNavigation } from 'react-router'
import { claimFieldsOf } from '#app/domain/claims/claims'
import { describeSection, selectionQuery, type ContentSelection } from '#app/domain/content/form'
import { languages, type Lang } from '#app/domain/routing/locale'
import { useTranslation } from '#app/i18n/react'
import type {
  DraftIssues,
  SectionDrafts,
  SectionEditorState,
} from '#app/.server/services/content/content-drafts'
import { AdminLayout, NoticeBanner } from '../admin-layout'
import { SectionForm, type PickableImage } from '../content-editor'
import { DraftPanel } from '../content-drafts'
import { ContentVersions, SelectionForm, type ContentVersion } from '../content-selection'
import { ContentView } from '../content-view'
import { primaryButton } from '../fields'
import { replyNotice, type AdminReply, type Notice } from '../route-helpers'

/** What the Content Editor's loader hands its screen (app/routes/admin/content.tsx). */
export type ContentScreenData = {
  staff: { email: string }
  selection: ContentSelection
  editing: boolean
  state: SectionEditorState
  preview: Record<Lang, string>
  versions: ContentVersion[]
  images: PickableImage[]
  zone: string
  notice: Notice | null
}

/** The editor's answer to a refused post: the notice, and what was typed with its problems. */
export type ContentActionAnswer = {
  notice: Notice
  drafts?: SectionDrafts
  issues?: DraftIssues
  publishAt?: string
  publishAtError?: string
}

/**
 * The Content Editor tab's screen (network-site.md §2.17, issue #33): the section chosen, its
 * draft, its form in both languages (or its current content), and its versions.
 */
export function ContentScreen({
  loaderData,
  actionData,
}: {
  loaderData: ContentScreenData
  actionData: unknown
}) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const { selection, editing, state, versions, images, zone, preview } = loaderData
  const names = {
    page: t(`admin.content.pages.${selection.page}`),
    section: t(`admin.content.sections.${selection.section}`),
  }
  const here = `${pathname}?${selectionQuery(selection)}`
  const spec = describeSection(selection.page, selection.section)
  // After a refused save: what was typed, and the problems beside the fields.
  const failed = actionData as ContentActionAnswer | undefined
  const opened: Record<Lang, unknown> = {
    en: failed?.drafts?.en ?? state.drafts.en?.data ?? state.live.en,
    es: failed?.drafts?.es ?? state.drafts.es?.data ?? state.live.es,
  }
  return (
    <AdminLayout email={loaderData.staff.email} title={t('admin.shell.tabs.content')}>
      <NoticeBanner
        notice={
          replyNotice(actionData as AdminReply | undefined, 'admin.content.invalid') ?? loaderData.notice
        }
      />
      <SelectionForm selection={selection} />
      <DraftPanel state={state} preview={preview} action={here} busy={busy} />
      {editing ? (
        <section aria-labelledby="section-title" className="mt-6">
          <h2 id="section-title" className="text-lg font-semibold text-slate-900">
            {t('admin.content.editingBoth', names)}
          </h2>
          <p className="mb-4 mt-1 text-sm text-slate-700">{t('admin.content.editingHint')}</p>
          <SectionForm
            key={`${here}:${state.drafts.en?.savedAt ?? ''}:${state.drafts.es?.savedAt ?? ''}`}
            spec={spec}
            initial={opened}
            issues={failed?.issues ?? {}}
            images={images}
            action={`${here}&edit=1`}
            cancelHref={here}
            busy={busy}
            zone={zone}
            publishAt={failed?.publishAt}
            publishAtError={failed?.publishAtError}
            claimPaths={claimFieldsOf(selection.page, selection.section).map((f) => f.path)}
          />
        </section>
      ) : (
        <section aria-labelledby="section-title" className="mt-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="section-title" className="text-lg font-semibold text-slate-900">
              {t('admin.content.currentBoth', names)}
            </h2>
            <Link to={`${here}&edit=1`} className={primaryButton}>
              {t('admin.content.edit')}
            </Link>
          </div>
          <p className="mt-1 text-sm text-slate-700">{t('admin.content.currentBothHint')}</p>
          <div className="mt-3 grid gap-4 lg:grid-cols-2">
            {languages.map((l) => (
              <section
                key={l}
                aria-labelledby={`current-${l}`}
                className="rounded border border-slate-200 bg-slate-50 p-4"
              >
                <h3 id={`current-${l}`} className="mb-2 font-semibold text-slate-900">
                  {t(`admin.content.languages.${l}`)}
                </h3>
                <ContentView spec={spec} value={state.live[l]} testId={`section-content-${l}`} />
              </section>
            ))}
          </div>
        </section>
      )}
      <ContentVersions versions={versions} selection={selection} busy={busy} spec={spec} />
    </AdminLayout>
  )
}
