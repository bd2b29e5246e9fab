import { data, Link } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { pageMeta } from '#app/i18n/meta'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { confirmSubscription } from '#app/.server/services/newsletter/newsletter'
import { siteOrigin } from '#app/.server/site-origin'
import { appContext } from '#app/.server/context'
import type { Route } from './+types/confirm'

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: 'newsletter.confirm.meta.title',
    description: 'newsletter.confirm.meta.description',
  }),
  { name: 'robots', content: 'noindex' },
]

const noStore = { 'Cache-Control': 'private, no-store' }

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

const statusOf = { activated: 200, 'already-active': 200, expired: 410, invalid: 400 } as const

/**
 * /newsletter/confirm?token=…: the link of the double opt-in e-mail. Following it activates the
 * pending subscriber (services/newsletter.ts); the page says what happened in the page's language.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const { outcome } = await confirmSubscription(context.get(appContext), token, {
    env: context.get(appContext).env,
    origin: siteOrigin(context.get(appContext).env),
  })
  if (outcome === 'activated') context.get(appContext).outbox.nudge()
  return data({ outcome }, { status: statusOf[outcome], headers: noStore })
}

const texts = {
  activated: ['newsletter.confirm.activatedTitle', 'newsletter.confirm.activatedText'],
  'already-active': ['newsletter.confirm.alreadyTitle', 'newsletter.confirm.alreadyText'],
  expired: ['newsletter.confirm.expiredTitle', 'newsletter.confirm.expiredText'],
  invalid: ['newsletter.confirm.invalidTitle', 'newsletter.confirm.invalidText'],
} as const

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const [title, text] = texts[loaderData.outcome]
  const good = loaderData.outcome === 'activated' || loaderData.outcome === 'already-active'
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="newsletter-confirm">
      <h1 className="text-3xl font-black text-ink" data-outcome={loaderData.outcome}>
        {t(title)}
      </h1>
      <p
        className={`mt-4 rounded-md px-4 py-3 ${good ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'}`}
        role={good ? 'status' : 'alert'}
      >
        {t(text)}
      </p>
      <Link to={href('/')} className="mt-8 inline-block font-semibold text-brand-700 underline">
        {t('newsletter.confirm.backHome')}
      </Link>
    </section>
  )
}
