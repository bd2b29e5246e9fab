import { data } from 'react-router'
import { appContext, staffContext } from '#app/.server/context'
import { claimDocumentFile } from '#app/.server/services/claims/claim-documents'
import type { Route } from './+types/earnings-claim-document'

/**
 * `/admin/earnings-claims/documents/:documentId`: one substantiation document, downloaded by staff
 * (the staff layout's middleware guards it), never kept by a browser or a shared cache.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const app = context.get(appContext)
  const id = Number(params.documentId)
  const doc = Number.isInteger(id) && id > 0 ? await claimDocumentFile(app, id) : null
  if (!doc) throw data(null, { status: 404 })
  app.logger.info({ staffId: staff.id, document: doc.id }, 'claim document downloaded')
  return new Response(new Uint8Array(doc.data), {
    headers: {
      'Content-Type': doc.contentType,
      'Content-Length': String(doc.bytes),
      'Content-Disposition': `attachment; filename="${doc.fileName.replace(/"/g, '')}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  })
}
