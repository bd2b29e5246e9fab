import { useEffect, type ReactNode } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import { Shell } from './components/layout/shell'
import { MoveToNewBuild } from './components/deferred/new-build'
import { DeferredMainFooter } from './components/deferred/shell-parts'
import { MainHeader } from './components/layout/main-header'
import { useNonce } from './components/nonce'
import { isOriginRefusal, RouteErrorPage } from './components/layout/error-pages'
import { consentProbeScript } from './domain/analytics/consent'
import { alternateUrls, splitLocalePath } from './domain/routing/locale'
import { errorMessages } from './i18n/errors'
import { pageMeta } from './i18n/meta'
import { I18nProvider } from './i18n/react'
import { namespacesDiffer } from './i18n/namespaces'
import { messagesFor } from './i18n/resources.server'
import { useRootData, type RootData } from './i18n/use-lang'
import { appContext, languageContext } from './.server/context'
import { publicEnv } from './.server/env'
import { originRuleMiddleware } from './.server/http/guarded-edge'
import { contentPreviewMiddleware } from './.server/http/content-preview'
import { launchStateMiddleware } from './.server/http/launch-state'
import { isSiteLaunched } from './.server/services/operations/site-launch'
import { siteOrigin } from './.server/site-origin'
import { getSiteSettings } from './.server/services/content/site-settings'
import { submissionKeyFor } from './.server/security/submission-key'

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
]

/** Pages set their own; this covers error pages (a thrown 404 or a failure). */
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return []
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return [
    ...pageMeta(matches, { title: notFound ? 'meta.notFound.title' : 'meta.error.title' }),
    { name: 'robots', content: 'noindex' },
  ]
}

/**
 * The request's language, worked out once from the URL (`/es/…` is Spanish) for every loader,
 * action and middleware below (ADR 020): they read `context.get(languageContext)`.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => {
    context.set(languageContext, splitLocalePath(new URL(request.url).pathname).lang)
  },
  // The origin rule of the guarded edge (ADR 021), before any action of any route runs.
  originRuleMiddleware,
  // A staff member's preview of the content drafts (?preview=draft): private, never cached.
  contentPreviewMiddleware,
  // Until staff launch the site, nothing is for search engines (issue #45).
  launchStateMiddleware,
]

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const url = new URL(request.url)
  const lang = context.get(languageContext)
  const { db, env, contentPreview, cspNonce } = context.get(appContext)
  const [settings, launched] = await Promise.all([getSiteSettings(db), isSiteLaunched(db)])
  return {
    previewBanner: contentPreview ? messagesFor(lang).admin.content.preview.banner : null,
    lang,
    messages: messagesFor(lang, url.pathname),
    settings,
    beingSetUp: !launched,
    origin: siteOrigin(env),
    isProduction: env.NODE_ENV === 'production',
    timeZone: env.SITE_TIME_ZONE,
    analytics: publicEnv(env).analytics,
    // Made from this response's nonce: the page cache gives every response its own (ADR 056).
    submissionKey: submissionKeyFor(env.SESSION_SECRET, cspNonce),
  }
}

/**
 * The root data changes with the language and with the page's translation namespaces
 * (app/i18n/namespaces.ts); settings are re-read on a full load.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate
  return (
    splitLocalePath(currentUrl.pathname).lang !== splitLocalePath(nextUrl.pathname).lang ||
    namespacesDiffer(currentUrl.pathname, nextUrl.pathname)
  )
}

const consentProbe = consentProbeScript()

function Document({ children, lang }: { children: ReactNode; lang: string }) {
  const nonce = useNonce()
  const data = useRootData()
  const location = useLocation()
  const alternates = data ? alternateUrls(data.origin, location.pathname) : undefined
  return (
    // The consent probe may mark <html> before hydration (see consentProbeScript).
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: consentProbe }} />
        {/* Without JavaScript no tag can load, so there is nothing to consent to. */}
        <noscript>
          <style>{'[data-consent-banner]{display:none}'}</style>
        </noscript>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ea580c" />
        {/*
          With a precedence, React sends the stylesheet before the ~25 module preloads of the page:
          the one file the first paint waits for is asked for first. (Writing the stylesheet into
          the page was measured too: the first paint came earlier, but the hydration work then fell
          after it and the blocking time rose: home 97/94 -> 91/88.)
        */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        {alternates ? (
          <>
            <link rel="canonical" href={lang === 'es' ? alternates.es : alternates.en} />
            <link rel="alternate" hrefLang="en" href={alternates.en} />
            <link rel="alternate" hrefLang="es" href={alternates.es} />
            <link rel="alternate" hrefLang="x-default" href={alternates.en} />
          </>
        ) : null}
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

function WithI18n({ data, children }: { data: RootData; children: ReactNode }) {
  return (
    <I18nProvider lang={data.lang} messages={data.messages}>
      {children}
    </I18nProvider>
  )
}

/** The document; each page's shell is the layout route it sits under (app/routes.ts). */
export default function App({ loaderData }: Route.ComponentProps) {
  // Marks the end of hydration (effects only run in the browser); end-to-end tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <Document lang={loaderData.lang}>
      <WithI18n data={loaderData}>
        {loaderData.previewBanner ? (
          <p
            role="status"
            data-testid="preview-banner"
            className="sticky top-0 z-50 bg-amber-200 px-4 py-2 text-center text-sm font-semibold text-slate-900"
          >
            {loaderData.previewBanner}
          </p>
        ) : null}
        <Outlet />
      </WithI18n>
      <MoveToNewBuild />
    </Document>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRootData()
  const location = useLocation()
  const lang = data?.lang ?? splitLocalePath(location.pathname).lang
  const page = <RouteErrorPage error={error} />
  if (!data) {
    // The root loader itself failed: no shell, only the page's own language's error texts.
    // (The origin rule refuses a page's form before the root loader runs: its own page then.)
    const refused = isOriginRefusal(error)
    const texts = refused ? errorMessages[lang].refused : errorMessages[lang].unexpected
    return (
      <Document lang={lang}>
        <main className="mx-auto max-w-xl p-8" data-testid={refused ? 'refused-page' : undefined}>
          <h1 className="text-2xl font-bold">{texts.title}</h1>
          <p className="mt-4">{'generic' in texts ? texts.generic : texts.text}</p>
        </main>
      </Document>
    )
  }
  return (
    <Document lang={lang}>
      <WithI18n data={data}>
        <Shell kind="main" header={<MainHeader />} footer={<DeferredMainFooter />}>
          {page}
        </Shell>
      </WithI18n>
    </Document>
  )
}
