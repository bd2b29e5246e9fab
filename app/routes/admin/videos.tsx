import { data } from 'react-router'
import { AdminLayout, NoticeBanner } from '#app/components/admin/admin-layout'
import {
  adminHeaders,
  adminMeta,
  replyNotice,
  saveReply,
  type Notice,
} from '#app/components/admin/route-helpers'
import { VideoForm, type PickableImage } from '#app/components/admin/video-form'
import { VideoList } from '#app/components/admin/video-list'
import { videoActionSchema } from '#app/domain/videos/video-form'
import { parseVideoId } from '#app/domain/videos/videos'
import { useTranslation } from '#app/i18n/react'
import { appContext, languageContext, staffContext } from '#app/.server/context'
import { adminEdge } from '#app/.server/http/admin-edge'
import { listStoredImages } from '#app/.server/services/images'
import {
  deleteVideo,
  listVideosForStaff,
  moveVideo,
  saveVideo,
  setVideoHidden,
} from '#app/.server/services/video-admin'
import type { Route } from './+types/videos'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminVideos.title')
export const headers = adminHeaders

/**
 * `/admin/videos` (issue #19 item 2): the video library in the site's order, hidden videos too,
 * with a row's actions (move, edit, hide or show, delete) and the add form, or the edit form of
 * the video in `?edit=`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const [videos, images] = await Promise.all([listVideosForStaff(app), listStoredImages(app)])
  const editId = parseVideoId(new URL(request.url).searchParams.get('edit') ?? undefined)
  const editing = videos.find((video) => video.id === editId)
  // The picture select previews the smallest variant (320 pixels wide at most).
  const pickable: PickableImage[] = images.map((image) => ({
    id: image.id,
    fileName: image.fileName,
    url: image.variants[0]!.url,
  }))
  return data(
    {
      staff: { email: context.get(staffContext).email },
      videos: videos.map(({ form: _form, ...row }) => row),
      editing: editing ? { id: editing.id, values: editing.form } : null,
      images: pickable,
    },
    { headers: adminHeaders() },
  )
}

const notFound: Notice = { tone: 'error', key: 'adminVideos.notFound' }

export async function action(args: Route.ActionArgs) {
  const { context } = args
  const edge = await adminEdge(args, {
    form: 'admin-videos',
    schema: videoActionSchema,
    failure: 'adminVideos.invalid',
  })
  if (!edge.ok) return edge.response
  const app = context.get(appContext)
  const { logger } = app
  const lang = context.get(languageContext)
  const staffId = context.get(staffContext).id
  const value = edge.value
  const answer = (notice: Notice | null, status = 200, reply?: Parameters<typeof edge.reply>[0]) =>
    data({ ...edge.reply(reply), intent: value.intent, notice }, { status })

  switch (value.intent) {
    case 'save': {
      const { intent: _intent, ...input } = value
      const saved = await saveVideo(app, input)
      if (!saved.ok)
        return saved.reason === 'field'
          ? answer(null, 400, { fieldErrors: { [saved.field]: [saved.message] } })
          : answer(notFound, 404)
      logger.info({ staffId, video: saved.id, created: saved.created }, 'video saved')
      const title = lang === 'es' ? input.titleEs : input.titleEn
      return saved.created
        ? answer({ tone: 'success', key: 'adminVideos.added', values: { title } }, 200, { resetForm: true })
        : answer({ tone: 'success', key: 'adminVideos.saved', values: { title } })
    }
    case 'move': {
      if (!(await moveVideo(app, value.id, value.direction))) return answer(notFound, 404)
      return answer({ tone: 'success', key: 'adminVideos.moved' })
    }
    case 'hide':
    case 'show': {
      const hidden = value.intent === 'hide'
      if (!(await setVideoHidden(app, value.id, hidden))) return answer(notFound, 404)
      logger.info({ staffId, video: value.id, hidden }, 'video visibility changed')
      return answer({ tone: 'success', key: hidden ? 'adminVideos.hiddenDone' : 'adminVideos.shownDone' })
    }
    case 'delete': {
      const deleted = await deleteVideo(app, value.id)
      if (!deleted) return answer(notFound, 404)
      logger.info({ staffId, video: value.id }, 'video deleted')
      return answer({ tone: 'success', key: 'adminVideos.deleted', values: { title: deleted.title[lang] } })
    }
  }
}

export default function VideosScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { editing } = loaderData
  return (
    <AdminLayout email={loaderData.staff.email} title={t('adminVideos.title')}>
      <NoticeBanner notice={replyNotice(actionData, 'adminVideos.invalid')} />
      <p className="mb-6 max-w-3xl text-slate-700">{t('adminVideos.intro')}</p>
      <section aria-labelledby="video-list-title" className="mb-8">
        <h2 id="video-list-title" className="mb-3 text-lg font-semibold text-slate-900">
          {t('adminVideos.list.title')}
        </h2>
        <VideoList rows={loaderData.videos} />
      </section>
      <VideoForm
        key={editing ? `edit-${editing.id}` : 'new'}
        editing={editing}
        images={loaderData.images}
        lastResult={saveReply(actionData)}
      />
    </AdminLayout>
  )
}
