import { useId } from 'react'
import { data, Form, href, Link, useNavigation } from 'react-router'
import { AdminLayout, NoticeBanner } from '#app/components/admin/admin-layout'
import { AdminTable } from '#app/components/admin/admin-table'
import { primaryButton } from '#app/components/admin/fields'
import { adminHeaders, adminMeta, replyNotice, type Notice } from '#app/components/admin/route-helpers'
import { MAX_DOCUMENT_BYTES } from '#app/domain/claims/documents'
import { formatInZone } from '#app/domain/time/format'
import { z } from '#app/domain/zod'
import { useLang, useLocalizedPath } from '#app/i18n/use-lang'
import { useTranslation } from '#app/i18n/react'
import { appContext, staffContext } from '#app/.server/context'
import { adminEdge } from '#app/.server/http/admin-edge'
import { claimWithDocuments, uploadClaimDocument } from '#app/.server/services/claims/claim-documents'
import type { Route } from './+types/earnings-claim-documents'

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, 'adminEarningsClaims.documents.title')
export const headers = adminHeaders

const MB = MAX_DOCUMENT_BYTES / (1024 * 1024)

function claimIdOf(params: { id?: string }) {
  const id = Number(params.id)
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 })
  return id
}

/**
 * `/admin/earnings-claims/:id/documents` (issue #35): the written substantiation of one claim,
 * each document uploaded by staff and kept with who and when (never deleted), downloadable.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const app = context.get(appContext)
  const found = await claimWithDocuments(app, claimIdOf(params))
  if (!found) throw data(null, { status: 404 })
  return data(
    {
      staff: { email: staff.email },
      zone: app.env.SITE_TIME_ZONE,
      claim: found.claim,
      documents: found.documents.map((d) => ({ ...d, uploadedAt: d.uploadedAt.toISOString() })),
    },
    { headers: adminHeaders() },
  )
}

const schema = z.object({ intent: z.literal('upload'), file: z.unknown().optional() })

export async function action(args: Route.ActionArgs) {
  const edge = await adminEdge(args, {
    form: 'admin-claim-documents',
    schema,
    failure: 'adminEarningsClaims.documents.errors.noFile',
  })
  const refused = (key: string, status: number) => {
    const notice: Notice = { tone: 'error', key, values: { mb: MB } }
    return data({ ...(edge.ok ? edge.reply({ formErrors: [key] }) : {}), notice }, { status })
  }
  if (!edge.ok) {
    if (edge.reason === 'too-large') return refused('adminEarningsClaims.documents.errors.tooLarge', 413)
    if (edge.reason === 'malformed') return refused('adminEarningsClaims.documents.errors.noFile', 400)
    return edge.response
  }
  const staff = args.context.get(staffContext)
  const app = args.context.get(appContext)
  const result = await uploadClaimDocument(app, {
    claimId: claimIdOf(args.params),
    file: edge.value.file instanceof File ? edge.value.file : null,
    by: { id: staff.id, email: staff.email },
  })
  if (!result.ok)
    return refused(
      `adminEarningsClaims.documents.errors.${result.problem}`,
      result.problem === 'notFound' ? 404 : result.problem === 'tooLarge' ? 413 : 400,
    )
  app.logger.info({ staffId: staff.id, document: result.id }, 'claim document uploaded')
  const notice: Notice = { tone: 'success', key: 'adminEarningsClaims.documents.uploaded' }
  return { ...edge.reply({ resetForm: true }), notice, uploaded: result.id }
}

export default function ClaimDocuments({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const lang = useLang()
  const localized = useLocalizedPath()
  const id = useId()
  const busy = useNavigation().state === 'submitting'
  const { claim, documents, zone } = loaderData
  return (
    <AdminLayout
      email={loaderData.staff.email}
      title={t('adminEarningsClaims.documents.heading', { claim: claim.figure })}
    >
      <p className="mb-4">
        <Link className="text-brand-800 underline" to={localized(href('/admin/earnings-claims'))}>
          {t('adminEarningsClaims.documents.back')}
        </Link>
      </p>
      <NoticeBanner notice={replyNotice(actionData, 'adminEarningsClaims.documents.errors.noFile')} />
      <section aria-labelledby={`${id}-upload`} className="rounded border border-slate-200 p-4">
        <h2 id={`${id}-upload`} className="mb-4 text-lg font-semibold text-slate-900">
          {t('adminEarningsClaims.documents.uploadTitle')}
        </h2>
        <Form
          key={actionData && 'uploaded' in actionData ? String(actionData.uploaded) : 'form'}
          method="post"
          encType="multipart/form-data"
          className="space-y-4"
        >
          <input type="hidden" name="intent" value="upload" />
          <div>
            <label htmlFor={`${id}-file`} className="block text-sm font-semibold text-slate-800">
              {t('adminEarningsClaims.documents.file')}
            </label>
            <input
              id={`${id}-file`}
              name="file"
              type="file"
              required
              accept=".pdf,.png,.jpg,.jpeg,.webp,.csv,.txt,.xlsx,.docx"
              aria-describedby={`${id}-file-hint`}
              className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded file:border file:border-slate-400 file:bg-white file:px-3 file:py-1.5 file:font-semibold"
            />
            <p id={`${id}-file-hint`} className="mt-1 text-sm text-slate-600">
              {t('adminEarningsClaims.documents.fileHint', { mb: MB })}
            </p>
          </div>
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? t('adminEarningsClaims.documents.uploading') : t('adminEarningsClaims.documents.upload')}
          </button>
        </Form>
      </section>
      <section aria-labelledby={`${id}-list`} className="mt-8">
        <h2 id={`${id}-list`} className="mb-4 text-lg font-semibold text-slate-900">
          {t('adminEarningsClaims.documents.listTitle')}
        </h2>
        {documents.length === 0 ? (
          <p className="text-slate-600" data-testid="claim-documents-empty">
            {t('adminEarningsClaims.documents.empty')}
          </p>
        ) : (
          <AdminTable
            rows={documents}
            testId="claim-documents"
            rowTestId="claim-document"
            caption={t('adminEarningsClaims.documents.listTitle')}
            columns={[
              {
                key: 'name',
                header: t('adminEarningsClaims.documents.name'),
                cell: (doc) => (
                  <a
                    className="text-brand-800 underline"
                    href={href('/admin/earnings-claims/documents/:documentId', {
                      documentId: String(doc.id),
                    })}
                    download={doc.fileName}
                  >
                    {doc.fileName}
                  </a>
                ),
              },
              {
                key: 'size',
                header: t('adminEarningsClaims.documents.size'),
                cell: (doc) =>
                  t('adminEarningsClaims.documents.kb', { kb: Math.max(1, Math.round(doc.bytes / 1024)) }),
              },
              {
                key: 'by',
                header: t('adminEarningsClaims.documents.uploadedBy'),
                cell: (doc) => doc.uploadedByEmail,
              },
              {
                key: 'at',
                header: t('adminEarningsClaims.documents.uploadedAt'),
                cell: (doc) => formatInZone(doc.uploadedAt, zone, lang),
              },
            ]}
          />
        )}
      </section>
    </AdminLayout>
  )
}
