import { Link } from 'react-router'
import type { Placeholder } from '#app/domain/checklist/launch-check'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'

type Group =
  'settings' | 'content' | 'videos' | 'adminPassword' | 'env' | 'operators' | 'samples' | 'earningsClaims'
const groups: readonly Group[] = [
  'settings',
  'content',
  'videos',
  'adminPassword',
  'env',
  'operators',
  'samples',
  'earningsClaims',
]

const groupOf = (p: Placeholder): Group =>
  p.kind === 'setting'
    ? 'settings'
    : p.kind === 'video'
      ? 'videos'
      : p.kind === 'sampleReviews' ||
          p.kind === 'sampleTestimonial' ||
          p.kind === 'sampleArticle' ||
          p.kind === 'sampleOperator'
        ? 'samples'
        : p.kind === 'earningsClaim' || p.kind === 'unbackedFigure'
          ? 'earningsClaims'
          : p.kind

/** Where staff fix a placeholder (none for the server's configuration). */
export function fixPath(p: Placeholder): string | null {
  switch (p.kind) {
    case 'setting':
      return `/admin/settings#setting-${p.key}`
    case 'content':
      return `/admin/content?page=${p.page}&section=${p.section}&lang=${p.lang}&edit=1`
    case 'video':
      return `/admin/videos?edit=${p.id}`
    case 'adminPassword':
      return '/admin/staff'
    case 'operators':
      return '/admin/operators'
    case 'sampleReviews':
      return `/admin/operators?edit=${p.id}`
    case 'sampleTestimonial':
      return '/admin/content?page=home&section=testimonials'
    case 'sampleArticle':
      return `${p.articleKind === 'story' ? '/admin/success-stories' : '/admin/blog'}?edit=${p.id}`
    case 'earningsClaim':
      return `/admin/earnings-claims?edit=${p.id}`
    case 'sampleOperator':
      return `/admin/operators?edit=${p.id}`
    case 'unbackedFigure':
      return '/admin/earnings-claims'
    case 'env':
      return null
  }
}

export function placeholderKey(p: Placeholder): string {
  if (p.kind === 'content') return `${p.page}.${p.section}.${p.lang}.${p.path}`
  if (p.kind === 'unbackedFigure') return `${p.figure}.${p.page}.${p.section}.${p.lang}`
  if (p.kind === 'earningsClaim') return `${p.id}.${p.problem}`
  return String('key' in p ? p.key : 'id' in p ? p.id : 'name' in p ? p.name : '')
}

/** What the checklist says of a placeholder, in the staff member's language. */
export function usePlaceholderText() {
  const { t } = useTranslation()
  return (p: Placeholder): string => {
    switch (p.kind) {
      case 'setting':
        return t('launchChecklist.check.setting', {
          field: t(`adminSettings.fields.${p.key}`),
          problem: t(`launchChecklist.check.problems.${p.problem}`, { value: p.value }),
        })
      case 'content':
        return t('launchChecklist.check.content', {
          place: `${p.page} › ${p.section} › ${p.path} (${p.lang})`,
          detail: t(`launchChecklist.check.details.${p.detail}`),
          text: p.text,
        })
      case 'video':
        return t('launchChecklist.check.video', { title: p.title, id: p.providerVideoId })
      case 'adminPassword':
        return t('launchChecklist.check.adminPassword', { email: p.email })
      case 'env':
        return t('launchChecklist.check.env', { name: p.name })
      case 'operators':
        return t('launchChecklist.check.operators')
      case 'sampleReviews':
        return t('launchChecklist.check.sampleReviews', { name: p.name })
      case 'sampleTestimonial':
        return t('launchChecklist.check.sampleTestimonial', { name: p.name })
      case 'sampleArticle':
        return t(`launchChecklist.check.sampleArticle.${p.articleKind}`, { title: p.title })
      case 'earningsClaim':
        return t(`launchChecklist.check.earningsClaim.${p.problem}`, { figure: p.figure })
      case 'sampleOperator':
        return t('launchChecklist.check.sampleOperator', { name: p.name })
      case 'unbackedFigure':
        return t('launchChecklist.check.unbackedFigure', {
          figure: p.figure,
          place: `${p.page} › ${p.section} (${p.lang})`,
        })
    }
  }
}

/** One placeholder, said in the staff member's language, with the link to where it is fixed. */
export function PlaceholderItem({ placeholder, testId }: { placeholder: Placeholder; testId: string }) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const path = fixPath(placeholder)
  const text = usePlaceholderText()(placeholder)
  return (
    <li data-testid={testId}>
      {text}
      {path && (
        <>
          {' '}
          <Link
            to={href(path)}
            className="font-semibold text-brand-700 underline"
            aria-label={`${t('launchChecklist.check.fix')}: ${text}`}
          >
            {t('launchChecklist.check.fix')}
          </Link>
        </>
      )}
    </li>
  )
}

/**
 * The launch checklist's automatic section (issue #19 item 7): one row per kind of check, green
 * when nothing of that kind is left, otherwise each placeholder with a link to where it is fixed.
 */
export function LaunchCheck({ placeholders }: { placeholders: Placeholder[] }) {
  const { t } = useTranslation()
  return (
    <section className="mt-8" aria-labelledby="launch-check" data-testid="launch-check">
      <h2 id="launch-check" className="text-xl font-bold text-slate-900">
        {t('launchChecklist.check.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('launchChecklist.check.intro')}</p>
      {placeholders.length === 0 && (
        <p className="mt-3 rounded bg-green-50 px-3 py-2 font-semibold text-green-900" role="status">
          {t('launchChecklist.check.allClear')}
        </p>
      )}
      <ul className="mt-4 space-y-3">
        {groups.map((group) => {
          const found = placeholders.filter((p) => groupOf(p) === group)
          const ok = found.length === 0
          return (
            <li
              key={group}
              className={`rounded-lg border p-4 ${ok ? 'border-green-300 bg-green-50' : 'border-red-300 bg-red-50'}`}
              data-testid={`launch-check-${group}`}
            >
              <h3 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                <span aria-hidden="true">{ok ? '✓' : '✗'}</span>
                {t(`launchChecklist.check.groups.${group}`)}
                <span
                  className={`rounded px-2 py-0.5 text-xs ${ok ? 'bg-green-700 text-white' : 'bg-red-800 text-white'}`}
                >
                  {ok
                    ? t('launchChecklist.check.ok')
                    : t('launchChecklist.check.toFix', { count: found.length })}
                </span>
              </h3>
              {!ok && (
                <ul className="mt-2 space-y-1 text-sm text-slate-800">
                  {found.map((p) => (
                    <PlaceholderItem
                      key={`${p.kind}-${placeholderKey(p)}`}
                      placeholder={p}
                      testId={`launch-check-item-${p.kind}`}
                    />
                  ))}
                </ul>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
