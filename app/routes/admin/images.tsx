import { useTranslation } from '#app/i18n/react'
import { data, useNavigation } from 'react-router'
import { AdminLayout, NoticeBanner } from '#app/components/admin/admin-layout'
import { ImageCard, imageProblemValues, UploadForm } from '#app/components/admin/image-manager'
import { adminHeaders, adminMeta, replyNotice, type Notice } from '#app/components/admin/route-helpers'
import { describeUses } from '#app/domain/images/uses'
import { z } from '#app/domain/zod'
import { listStoredImages, removeImage, setImageAlt, uploadImage } from '#app/.server/services/content/images'
import { appContext, languageContext, staffContext } from '#app/.server/context'
import { adminEdge } from '#app/.server/http/admin-edge'
import type { Route } from './+types/images'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

/** The Content Editor's image fields pick from `listStoredImages` too (the largest variant's URL). */
export async function loader({ context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  return data(
    { staff: { email: staff.email }, images: await listStoredImages(context.get(appContext)) },
    { headers: adminHeaders() },
  )
}

/** The alt texts are checked (and tidied) by the image service, the file by its upload rules. */
const alt = { altEn: z.string().optional(), altEs: z.string().optional() }
const imageId = z.string().max(100)
const imagesSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('upload'), file: z.unknown().optional(), ...alt }),
  z.object({ intent: z.literal('alt'), id: imageId, ...alt }),
  z.object({ intent: z.literal('delete'), id: imageId }),
])

export async function action(args: Route.ActionArgs) {
  const edge = await adminEdge(args, {
    form: 'admin-images',
    schema: imagesSchema,
    failure: 'admin.images.errors.notFound',
  })
  const failure = (key: string, status: number) => {
    const notice: Notice = { tone: 'error', key, values: imageProblemValues }
    const reply = edge.ok ? edge.reply({ formErrors: [key] }) : {}
    return data({ ...reply, notice }, { status })
  }
  if (!edge.ok) {
    // A file over the limit is cut off while it is read: the upload's own message says so.
    if (edge.reason === 'too-large') return failure('admin.images.errors.tooLarge', 413)
    if (edge.reason === 'malformed') return failure('admin.images.errors.noFile', 400)
    return edge.response
  }
  const staff = args.context.get(staffContext)
  const app = args.context.get(appContext)
  const { logger } = app
  const value = edge.value

  if (value.intent === 'upload') {
    const result = await uploadImage(app, {
      file: value.file instanceof File ? value.file : null,
      altEn: value.altEn,
      altEs: value.altEs,
      staffId: staff.id,
    })
    if (!result.ok) {
      logger.info({ problem: result.problem }, 'image upload refused')
      return failure(`admin.images.errors.${result.problem}`, result.problem === 'tooLarge' ? 413 : 400)
    }
    logger.info({ staffId: staff.id, image: result.id }, 'image uploaded')
    const notice: Notice = {
      tone: 'success',
      key: 'admin.images.uploaded',
      values: { name: result.fileName },
    }
    return { ...edge.reply({ resetForm: true }), notice, uploaded: result.id }
  }

  if (value.intent === 'alt') {
    const result = await setImageAlt(app, value.id, { altEn: value.altEn, altEs: value.altEs })
    if (!result.ok)
      return failure(`admin.images.errors.${result.problem}`, result.problem === 'notFound' ? 404 : 400)
    const notice: Notice = { tone: 'success', key: 'admin.images.altSaved' }
    return { ...edge.reply(), notice, uploaded: null }
  }

  const result = await removeImage(app, value.id)
  if (!result.ok && result.reason === 'inUse') {
    // Refused, naming every use, so staff know what to change first.
    const notice: Notice = {
      tone: 'error',
      key: 'admin.images.errors.inUse',
      values: describeUses(result.uses, args.context.get(languageContext)),
    }
    return data({ ...edge.reply({ formErrors: [notice.key] }), notice }, { status: 409 })
  }
  if (!result.ok) return failure('admin.images.errors.notFound', 404)
  logger.info({ staffId: staff.id, image: value.id }, 'image deleted')
  const notice: Notice = { tone: 'success', key: 'admin.images.deleted', values: { name: result.fileName } }
  return { ...edge.reply(), notice, uploaded: null }
}

export default function ImageManager({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  return (
    <AdminLayout email={loaderData.staff.email} title={t('admin.shell.tabs.images')}>
      <NoticeBanner notice={replyNotice(actionData, 'admin.images.errors.notFound')} />
      <section aria-labelledby="upload-title" className="rounded border border-slate-200 p-4">
        <h2 id="upload-title" className="mb-4 text-lg font-semibold text-slate-900">
          {t('admin.images.uploadTitle')}
        </h2>
        {/* A new form after each upload clears the chosen file and the preview. */}
        <UploadForm
          key={actionData && 'uploaded' in actionData ? (actionData.uploaded ?? 'form') : 'form'}
          busy={busy}
        />
      </section>
      <section aria-labelledby="images-title" className="mt-8">
        <h2 id="images-title" className="mb-4 text-lg font-semibold text-slate-900">
          {t('admin.images.listTitle')}
        </h2>
        {loaderData.images.length === 0 ? (
          <p className="text-slate-600">{t('admin.images.empty')}</p>
        ) : (
          <ul className="space-y-4">
            {loaderData.images.map((image) => (
              <ImageCard key={image.id} image={image} busy={busy} />
            ))}
          </ul>
        )}
      </section>
    </AdminLayout>
  )
}
