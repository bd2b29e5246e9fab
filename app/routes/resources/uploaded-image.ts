import { imageVariantFile } from '#app/.server/services/content/images'
import { appContext } from '#app/.server/context'
import type { Route } from './+types/uploaded-image'

/**
 * `/images/u/<id>-<width>.webp`: an uploaded image's variant. The URL never changes content (ids
 * are random and never reused), so browsers and CDNs may keep it for a year.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const file = await imageVariantFile(context.get(appContext), params.file)
  if (!file) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
    })
  }
  return new Response(file.data as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(file.bytes),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Cross-Origin-Resource-Policy': 'same-site',
    },
  })
}
