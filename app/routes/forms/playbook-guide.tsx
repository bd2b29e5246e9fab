import { useTranslation, WithTexts } from '#app/i18n/react'
import { data, Link } from 'react-router'
import { useHydrated } from '#app/components/forms/use-public-form'
import { pageMeta } from '#app/i18n/meta'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { appContext, languageContext } from '#app/.server/context'
import { gatedTexts } from '#app/i18n/resources.server'
import { handleFormAction } from '#app/.server/http/form-action'
import { GUIDE_KEY_PARAM, isValidPlaybookGuideKey } from '#app/.server/security/playbook-guide'
import { PlaybookPage } from './playbook'
import type { Route } from './+types/playbook-guide'
import { passRetryAfter } from '#app/.server/http/retry-after'

/** Never indexed, with or without its key (issue #20 item 7); it is out of sitemap.xml too. */
export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta(
    matches,
    loaderData?.granted
      ? { title: 'forms.meta.guide.title', description: 'forms.meta.guide.description' }
      : { title: 'forms.meta.playbook.title', description: 'forms.meta.playbook.description' },
  ),
  { name: 'robots', content: 'noindex' },
]

export const headers = ({ loaderHeaders, actionHeaders }: Route.HeadersArgs) =>
  passRetryAfter(actionHeaders, loaderHeaders)

/**
 * The guide opens only with the signed key of the playbook form's e-mail and success panel
 * (app/.server/security/playbook-guide.ts); without it, or with a wrong one, the page is the
 * playbook form (status 200), which works here as on /playbook.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get(GUIDE_KEY_PARAM)
  const granted = isValidPlaybookGuideKey(context.get(appContext).env.SESSION_SECRET, key)
  // The guide's texts travel only with a valid key: no page's HTML carries them (issue #29).
  const guide = granted ? gatedTexts(context.get(languageContext), 'playbookGuide') : null
  return data({ granted, guide }, { headers: { 'Cache-Control': 'private, no-store' } })
}

export async function action(args: Route.ActionArgs) {
  return handleFormAction('playbook', args)
}

const chapters = [
  { key: 'model', paragraphs: ['p1', 'p2'] },
  { key: 'costs', paragraphs: ['p1', 'p2'] },
  { key: 'vehicle', paragraphs: ['p1', 'p2'] },
  { key: 'clients', paragraphs: ['p1', 'p2'] },
] as const
const weeks = ['w1', 'w2', 'w3', 'w4'] as const

export default function PlaybookGuideRoute({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.guide ? (
    <WithTexts texts={{ playbookGuide: loaderData.guide }}>
      <PlaybookGuide />
    </WithTexts>
  ) : (
    <PlaybookPage actionData={actionData} />
  )
}

/**
 * The playbook itself (/playbook/guide?key=…): the document the playbook form's confirmation e-mail
 * links to. A printable page: the browser's print dialog saves it as a PDF, no extra dependency.
 */
function PlaybookGuide() {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const hydrated = useHydrated()
  const section = (key: string) => `playbookGuide.sections.${key}`
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 print:py-0" data-testid="playbook-guide">
      <header className="border-b border-slate-200 pb-8">
        <p className="text-sm font-bold uppercase tracking-wide text-brand-800">
          {t('playbookGuide.eyebrow')}
        </p>
        <h1 className="mt-2 text-4xl font-black tracking-tight text-ink">{t('playbookGuide.title')}</h1>
        <p className="mt-4 text-lg text-slate-700">{t('playbookGuide.intro')}</p>
        {hydrated ? (
          <button
            type="button"
            onClick={() => window.print()}
            className="mt-6 rounded-md border-2 border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 print:hidden"
          >
            {t('playbookGuide.print')}
          </button>
        ) : null}
      </header>
      <nav aria-labelledby="guide-contents" className="mt-8 print:hidden">
        <h2 id="guide-contents" className="text-lg font-bold text-ink">
          {t('playbookGuide.contents')}
        </h2>
        <ol className="mt-3 space-y-1">
          {[...chapters.map((c) => c.key), 'launch'].map((key) => (
            <li key={key}>
              <a href={`#${key}`} className="text-brand-800 underline">
                {t(`${section(key)}.title`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {chapters.map((chapter) => (
        <section
          key={chapter.key}
          id={chapter.key}
          aria-labelledby={`${chapter.key}-title`}
          className="mt-10"
        >
          <h2 id={`${chapter.key}-title`} className="text-2xl font-bold text-ink">
            {t(`${section(chapter.key)}.title`)}
          </h2>
          {chapter.paragraphs.map((p) => (
            <p key={p} className="mt-4 leading-relaxed text-slate-800">
              {t(`${section(chapter.key)}.paragraphs.${p}`)}
            </p>
          ))}
        </section>
      ))}
      <section id="launch" aria-labelledby="launch-title" className="mt-10">
        <h2 id="launch-title" className="text-2xl font-bold text-ink">
          {t(`${section('launch')}.title`)}
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-800">
          {weeks.map((w) => (
            <li key={w}>{t(`${section('launch')}.steps.${w}`)}</li>
          ))}
        </ol>
      </section>
      <aside className="mt-12 rounded-xl bg-slate-50 p-6 print:hidden" aria-labelledby="guide-next">
        <h2 id="guide-next" className="text-xl font-bold text-ink">
          {t('playbookGuide.next.title')}
        </h2>
        <p className="mt-2 text-slate-700">{t('playbookGuide.next.text')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link
            to={href('/contact')}
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {t('playbookGuide.next.contact')}
          </Link>
          <Link
            to={href('/service/operator-application')}
            className="rounded-md border-2 border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t('playbookGuide.next.apply')}
          </Link>
        </div>
      </aside>
    </article>
  )
}
