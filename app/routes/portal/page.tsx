import { data, Link, redirect } from 'react-router'
import { OperatorPage } from '#app/components/operators/operator-page'
import { MyPageForm } from '#app/components/portal/page-form'
import { localizeOperator } from '#app/domain/operators/operator'
import { draftStatusView, pageDraftFormSchema } from '#app/domain/portal/page-draft'
import { localizedPath } from '#app/domain/routing/locale'
import { z } from '#app/domain/zod'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { appContext, languageContext, operatorContext } from '#app/.server/context'
import { guardedEdge } from '#app/.server/http/guarded-edge'
import { getMyPage, saveMyPage } from '#app/.server/services/operators/operator-page-drafts'
import { operatorQrSvg } from '#app/.server/services/operators/operators'
import { siteOrigin } from '#app/.server/site-origin'
import { portalHeaders, portalMeta } from './meta'
import type { Route } from './+types/page'

export const meta: Route.MetaFunction = ({ matches }) => portalMeta(matches, 'portalPage.meta.title')
export const headers = portalHeaders

/**
 * `/portal/page` (issue #21 item 2): the signed-in operator's own page: the form (prefilled from the
 * open draft, else the published page), its status, and a preview with the draft. Always the
 * operator of the session: nothing posted or in the URL chooses another.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { operatorId } = context.get(operatorContext)
  const app = context.get(appContext)
  const lang = context.get(languageContext)
  const page = await getMyPage(app, operatorId)
  if (!page) throw data(null, { status: 404 })
  const url = new URL(request.url)
  const pageUrl = `${siteOrigin(app.env)}${localizedPath(lang, `/${page.published.slug}`)}`
  return data(
    {
      slug: page.published.slug,
      values: page.edited,
      preview: localizeOperator(page.edited, lang),
      status: draftStatusView(page.draft),
      pageUrl,
      qrSvg: await operatorQrSvg(pageUrl),
      notice: url.searchParams.has('submitted')
        ? ('submitted' as const)
        : url.searchParams.has('saved')
          ? ('saved' as const)
          : null,
    },
    { headers: portalHeaders() },
  )
}

const myPageSchema = pageDraftFormSchema.extend({ intent: z.enum(['save', 'submit']) })

export async function action(args: Route.ActionArgs) {
  const { context } = args
  const { operatorId } = context.get(operatorContext)
  const app = context.get(appContext)
  const lang = context.get(languageContext)
  const edge = await guardedEdge(args, {
    form: 'portal-page',
    schema: myPageSchema,
    failure: 'portal.errors.form',
    honeypot: false,
    rateLimit: false,
    coercion: false,
  })
  if (!edge.ok) return edge.response
  const { intent, ...values } = edge.value
  const photo = edge.formData.get('photo')
  const result = await saveMyPage(app, operatorId, {
    values,
    photo: photo instanceof File ? photo : null,
    submit: intent === 'submit',
    lang,
    env: app.env,
  })
  if (result.ok && result.status === 'submitted') app.outbox.nudge()
  if (!result.ok) {
    if (result.reason === 'notFound') throw data(null, { status: 404 })
    const formErrors = [result.reason === 'photo' ? 'portalPage.photoError' : 'portalPage.nothingToSubmit']
    return data(
      { ...edge.reply({ formErrors }), photoError: result.reason === 'photo' },
      { status: result.reason === 'photo' ? 400 : 409 },
    )
  }
  app.logger.info({ operatorId, status: result.status }, 'operator page draft saved')
  return redirect(
    `${localizedPath(lang, '/portal/page')}?${result.status === 'submitted' ? 'submitted' : 'saved'}`,
    { headers: portalHeaders() },
  )
}

export default function PortalPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const { status, notice } = loaderData
  const reply = actionData as
    { result?: { error?: Record<string, string[] | null> }; photoError?: boolean } | undefined
  const formError = reply?.result?.error?.['']?.[0]
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t('portalPage.title')}</h1>
      <p className="mt-2 text-slate-600">{t('portalPage.intro')}</p>
      <p className="mt-2 text-sm">
        <Link to={href(`/${loaderData.slug}`)} className="text-brand-700 underline">
          {t('portalPage.publicPage')}
        </Link>
      </p>
      <p className="mt-4 rounded border border-slate-200 bg-white p-3" data-testid="portal-page-status">
        <span className="font-semibold">{t('portalPage.status.label')}: </span>
        {status.kind === 'rejected'
          ? t('portalPage.status.rejected', { reason: status.reason })
          : t(`portalPage.status.${status.kind}`)}
      </p>
      {notice ? (
        <p role="status" className="mt-4 rounded bg-emerald-50 p-3 font-semibold text-emerald-900">
          {t(notice === 'submitted' ? 'portalPage.submitted' : 'portalPage.saved')}
        </p>
      ) : null}
      {formError ? (
        <p role="alert" className="mt-4 rounded bg-red-50 p-3 font-semibold text-red-900">
          {t(formError)}
        </p>
      ) : null}
      <section
        aria-labelledby="portal-page-form-title"
        className="mt-6 rounded border border-slate-200 bg-white p-4"
      >
        <h2 id="portal-page-form-title" className="sr-only">
          {t('portalPage.title')}
        </h2>
        <MyPageForm
          operator={loaderData.values}
          lastResult={reply?.result}
          photoError={!!reply?.photoError}
        />
      </section>
      <section aria-labelledby="portal-page-preview-title" className="mt-10">
        <h2 id="portal-page-preview-title" className="text-xl font-bold text-slate-900">
          {t('portalPage.preview.title')}
        </h2>
        <p className="mt-1 text-slate-600">{t('portalPage.preview.intro')}</p>
        <div className="mt-4 overflow-hidden rounded border border-slate-300">
          <OperatorPage
            operator={loaderData.preview}
            qrSvg={loaderData.qrSvg}
            pageUrl={loaderData.pageUrl}
            preview
          />
        </div>
      </section>
    </div>
  )
}
