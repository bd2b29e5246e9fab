import { getSiteSettings } from '#app/.server/services/content/site-settings'
import { messagesFor } from '#app/i18n/resources.server'
import { appContext } from '#app/.server/context'
import type { Route } from './+types/manifest'

/** The web app manifest (installable site, icons, theme colour). */
export async function loader({ context }: Route.LoaderArgs) {
  const settings = await getSiteSettings(context.get(appContext))
  const messages = messagesFor('en')
  const manifest = {
    name: settings.businessName,
    short_name: settings.businessName,
    description: messages.meta.defaultDescription,
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#ea580c',
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
