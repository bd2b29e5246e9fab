import { data, Form, Link, useNavigation } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { pageMeta } from '#app/i18n/meta'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { checkUnsubscribeToken, unsubscribe } from '#app/.server/services/newsletter/newsletter'
import { appContext } from '#app/.server/context'
import { boundedFormData } from '#app/.server/http/guarded-edge'
import type { Route } from './+types/unsubscribe'

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: 'newsletter.unsubscribe.meta.title',
    description: 'newsletter.unsubscribe.meta.description',
  }),
  { name: 'robots', content: 'noindex' },
]

const noStore = { 'Cache-Control': 'private, no-store' }

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders
}

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? ''

/** GET: a page with a button (a form POST). Nothing changes on a GET: link scanners open links. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { valid, alreadyUnsubscribed } = await checkUnsubscribeToken(
    context.get(appContext),
    tokenOf(request),
    context.get(appContext).env,
  )
  return data({ valid, alreadyUnsubscribed }, { status: valid ? 200 : 400, headers: noStore })
}

/**
 * POST: the page's button, and RFC 8058 one-click unsubscribe from mail clients (body
 * `List-Unsubscribe=One-Click`). Deliberately without the same-origin check and without cookies:
 * the mail provider posts from its own servers. The signed token in the URL is the authority.
 */
export async function action({ request, context }: Route.ActionArgs) {
  let token = tokenOf(request)
  if (!token) {
    const form = await boundedFormData({ request, context }).catch(() => null)
    const value = form?.get('token')
    token = typeof value === 'string' ? value : ''
  }
  const { outcome } = await unsubscribe(context.get(appContext), token, {
    env: context.get(appContext).env,
  })
  return data({ outcome }, { status: outcome === 'invalid' ? 400 : 200, headers: noStore })
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting'
  const outcome = actionData?.outcome
  const invalid = outcome === 'invalid' || (!outcome && !loaderData.valid)
  const done =
    outcome === 'unsubscribed' || outcome === 'already' || (!outcome && loaderData.alreadyUnsubscribed)
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="newsletter-unsubscribe">
      {invalid ? (
        <>
          <h1 className="text-3xl font-black text-ink">{t('newsletter.unsubscribe.invalidTitle')}</h1>
          <p role="alert" className="mt-4 rounded-md bg-red-50 px-4 py-3 text-red-900">
            {t('newsletter.unsubscribe.invalidText')}
          </p>
        </>
      ) : done ? (
        <>
          <h1 className="text-3xl font-black text-ink">{t('newsletter.unsubscribe.doneTitle')}</h1>
          <p role="status" className="mt-4 rounded-md bg-green-50 px-4 py-3 text-green-900">
            {outcome === 'unsubscribed'
              ? t('newsletter.unsubscribe.doneText')
              : t('newsletter.unsubscribe.alreadyText')}
          </p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-black text-ink">{t('newsletter.unsubscribe.title')}</h1>
          <p className="mt-4 text-slate-700">{t('newsletter.unsubscribe.text')}</p>
          <Form method="post" className="mt-8">
            <button
              type="submit"
              disabled={submitting}
              className="rounded bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
            >
              {submitting ? t('newsletter.unsubscribe.submitting') : t('newsletter.unsubscribe.button')}
            </button>
          </Form>
        </>
      )}
      <Link to={href('/')} className="mt-8 inline-block font-semibold text-brand-700 underline">
        {t('newsletter.unsubscribe.backHome')}
      </Link>
    </section>
  )
}
