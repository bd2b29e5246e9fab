import { useTranslation } from '#app/i18n/react'
import { Form } from 'react-router'
import { languages, type Lang } from '#app/domain/routing/locale'
import type { SectionEditorState } from '#app/.server/services/content/content-drafts'
import { useFormatWhen } from './admin-table'
import { secondaryButton } from './fields'

/**
 * The section's unpublished draft (issue #33): who saved it and when, when it goes live if it is
 * scheduled, a preview of the real page in each language, and publish, cancel the schedule or
 * discard. Nothing shows when the section has no draft.
 */
export function DraftPanel({
  state,
  preview,
  action,
  busy,
}: {
  state: SectionEditorState
  preview: Record<Lang, string>
  action: string
  busy: boolean
}) {
  const { t } = useTranslation()
  const formatWhen = useFormatWhen()
  const drafted = languages.filter((lang) => state.drafts[lang])
  if (drafted.length === 0) return null
  const publishAt = drafted.map((lang) => state.drafts[lang]!.publishAt).find(Boolean) ?? null
  const post = (intent: string, label: string, confirm?: string) => (
    <Form
      method="post"
      action={action}
      onSubmit={(event) => {
        if (confirm && !window.confirm(confirm)) event.preventDefault()
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={secondaryButton} disabled={busy}>
        {label}
      </button>
    </Form>
  )
  return (
    <section
      aria-labelledby="draft-title"
      className="mt-6 rounded border border-amber-300 bg-amber-50 p-4"
      data-testid="draft-panel"
    >
      <h2 id="draft-title" className="text-lg font-semibold text-slate-900">
        {t('admin.content.draft.title')}
      </h2>
      <ul className="mt-2 space-y-1 text-sm text-slate-800">
        {drafted.map((lang) => (
          <li key={lang}>
            {t('admin.content.draft.savedBy', {
              language: t(`admin.content.languages.${lang}`),
              email: state.drafts[lang]!.savedByEmail,
              when: formatWhen(state.drafts[lang]!.savedAt),
            })}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm font-semibold text-slate-900" data-testid="draft-schedule">
        {publishAt
          ? t('admin.content.draft.scheduledFor', { when: formatWhen(publishAt) })
          : t('admin.content.draft.notScheduled')}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {drafted.map((lang) => (
          <a
            key={lang}
            href={preview[lang]}
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-800 underline underline-offset-4"
          >
            {t('admin.content.preview.link', { language: t(`admin.content.languages.${lang}`) })}{' '}
            <span className="sr-only">{t('admin.content.preview.opensNew')}</span>
          </a>
        ))}
        {post('publishDraft', t('admin.content.draft.publish'))}
        {publishAt ? post('unschedule', t('admin.content.draft.unschedule')) : null}
        {post('discard', t('admin.content.draft.discard'), t('admin.content.draft.discardConfirm'))}
      </div>
    </section>
  )
}
