import { useEffect, useId, useRef, useState } from 'react'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { SecuredBadge } from '#app/components/video/video-card'
import { VideoFacade } from '#app/components/video/video-facade'
import { localizedPath } from '#app/domain/routing/locale'
import { SECURE_VIDEOS_PASSWORD_MAX_LENGTH, SECURE_VIDEOS_RATE_LIMIT } from '#app/domain/videos/secure-videos'
import { secureVideosFormSchema } from '#app/domain/videos/secure-videos-schema'
import { parseVideoId } from '#app/domain/videos/videos'
import { pageMeta } from '#app/i18n/meta'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { guardedEdge } from '#app/.server/http/guarded-edge'
import { clearSecureVideosCookieHeader, secureVideosCookieHeader } from '#app/.server/security/secure-videos'
import { canSeePrivateVideos, unlockSecureVideos } from '#app/.server/services/content/secure-videos'
import { listPrivateVideos } from '#app/.server/services/content/videos'
import { appContext, languageContext } from '#app/.server/context'
import type { Route } from './+types/secure-videos'
import { passRetryAfter, retryAfter } from '#app/.server/http/retry-after'

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: 'videos.secure.meta.title', description: 'videos.secure.meta.description' }),
  { name: 'robots', content: 'noindex' },
]

/** Depends on the cookie: never kept by a shared cache. */
const privateHeaders = { 'Cache-Control': 'private, no-store' }

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const lang = context.get(languageContext)
  const app = context.get(appContext)
  // A signed-in operator (portal session) sees the training videos without the shared password.
  const unlocked = await canSeePrivateVideos(request, app.env, app)
  return data(
    {
      unlocked,
      videos: await listPrivateVideos(context.get(appContext), lang, unlocked),
      returnTo: parseVideoId(url.searchParams.get('video') ?? undefined),
    },
    // Unlocked, the page lists the private videos: never kept. Locked, it is the same password
    // form for everyone (the page cache never serves it to a visitor with an unlock or portal
    // cookie: ADR 027).
    { headers: unlocked ? privateHeaders : undefined },
  )
}

export const headers = ({ loaderHeaders, actionHeaders }: Route.HeadersArgs) =>
  passRetryAfter(actionHeaders, loaderHeaders)

/**
 * Unlock (every attempt counts against the visitor's IP, right or wrong, in the guarded edge) or
 * log out. The answers keep the shape the password form reads (`{ error }`).
 */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args
  const app = context.get(appContext)
  const lang = context.get(languageContext)
  const edge = await guardedEdge(args, {
    form: 'secure-videos',
    schema: secureVideosFormSchema,
    failure: 'videos.secure.incorrect',
    rateLimit: (form) => (form.get('intent') === 'logout' ? false : SECURE_VIDEOS_RATE_LIMIT),
  })
  if (!edge.ok) {
    if (edge.reason === 'rate-limited') {
      const seconds = edge.retryAfterSeconds ?? 60
      return data(
        { error: 'rate-limited' as const, retryAfterMinutes: Math.max(1, Math.ceil(seconds / 60)) },
        { status: 429, headers: retryAfter(seconds) },
      )
    }
    return data({ error: 'incorrect' as const }, { status: edge.response.init?.status ?? 400 })
  }
  const value = edge.value
  if (value.intent === 'logout') {
    return redirect(localizedPath(lang, '/secure-videos'), {
      headers: { 'Set-Cookie': clearSecureVideosCookieHeader(request, app.env), ...privateHeaders },
    })
  }
  const result = await unlockSecureVideos(app.env, value.password)
  if (!result.ok) return data({ error: 'incorrect' as const }, { status: 401 })
  const target = value.video ? `/videos/${value.video}` : '/secure-videos'
  return redirect(localizedPath(lang, target), {
    headers: {
      'Set-Cookie': secureVideosCookieHeader(request, result.cookieValue, app.env),
      ...privateHeaders,
    },
  })
}

function PasswordForm({
  returnTo,
  actionData,
}: {
  returnTo: number | null
  actionData: Route.ComponentProps['actionData']
}) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const [visible, setVisible] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const errorId = useId()
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'unlock'
  const error =
    actionData?.error === 'rate-limited'
      ? t('videos.secure.tooManyAttempts', { count: actionData.retryAfterMinutes })
      : actionData?.error === 'incorrect'
        ? t('videos.secure.incorrect')
        : null
  // After a wrong password, back to the field to try again.
  useEffect(() => {
    if (actionData?.error) inputRef.current?.focus()
  }, [actionData])
  return (
    <Form method="post" className="mt-8 space-y-4" data-testid="secure-videos-form">
      <input type="hidden" name="intent" value="unlock" />
      {returnTo ? <input type="hidden" name="video" value={returnTo} /> : null}
      <div>
        <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
          {t('videos.secure.passwordLabel')}
        </label>
        <div className="mt-1 flex rounded-md border border-slate-400 focus-within:border-brand-700 focus-within:ring-2 focus-within:ring-brand-700/30">
          <input
            ref={inputRef}
            id={inputId}
            name="password"
            type={visible ? 'text' : 'password'}
            required
            maxLength={SECURE_VIDEOS_PASSWORD_MAX_LENGTH}
            autoComplete="current-password"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="min-w-0 flex-1 rounded-l-md px-3 py-2 outline-none"
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-controls={inputId}
            className="flex-none rounded-r-md border-l border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100"
            data-testid="toggle-password"
          >
            {visible ? t('videos.secure.hidePassword') : t('videos.secure.showPassword')}
          </button>
        </div>
      </div>
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={submitting}
        className="w-full rounded bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {submitting ? t('videos.secure.submitting') : t('videos.secure.submit')}
      </button>
    </Form>
  )
}

export default function SecureVideos({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const { unlocked, videos, returnTo } = loaderData
  if (!unlocked) {
    return (
      <section className="mx-auto max-w-md px-4 py-16" data-testid="secure-videos-locked">
        <div className="flex justify-center">
          <SecuredBadge />
        </div>
        <h1 className="mt-4 text-center text-3xl font-black text-ink">{t('videos.secure.title')}</h1>
        <p className="mt-3 text-center text-slate-600">{t('videos.secure.intro')}</p>
        <PasswordForm returnTo={returnTo} actionData={actionData} />
      </section>
    )
  }
  return (
    <section className="mx-auto max-w-7xl px-4 py-12" data-testid="secure-videos-unlocked">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-black text-ink sm:text-4xl">{t('videos.secure.unlockedTitle')}</h1>
          <p className="mt-2 text-slate-600">{t('videos.secure.unlockedIntro')}</p>
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="logout" />
          <button
            type="submit"
            className="rounded border border-slate-400 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
          >
            {t('videos.secure.logout')}
          </button>
        </Form>
      </div>
      <ul className="mt-10 grid gap-10 lg:grid-cols-2">
        {videos.map((video) => (
          <li key={video.id} data-testid="private-video" data-video-id={video.id}>
            <VideoFacade
              title={video.title}
              videoUrl={video.videoUrl}
              posterUrl={video.thumbnailUrl}
              posterSrcSet={video.thumbnailSrcSet}
            />
            <h2 className="mt-4 text-xl font-bold text-ink">{video.title}</h2>
            <p className="mt-1 text-sm text-slate-600">
              {t('videos.duration')}: {video.duration}
            </p>
            <p className="mt-2 text-slate-700">{video.description}</p>
            <Link
              to={href(`/videos/${video.id}`)}
              className="mt-3 inline-block text-sm font-semibold text-brand-700 underline"
            >
              {t('videos.secure.details', { title: video.title })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
