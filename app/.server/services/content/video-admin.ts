import { dbOf, type DataSource } from '../../db/source'
import { moveInOrder } from '#app/domain/admin/collection'
import { videoFormText, type VideoFormValue } from '#app/domain/videos/video-form'
import { isPlaceholderVideoId, videoWatchUrl } from '#app/domain/videos/video-source'
import { refusedAfterLaunch } from '#app/domain/checklist/launch-state'
import { isSiteLaunched } from '../operations/site-launch'
import { videoThumbnailUrl, type StoredVideo } from '#app/domain/videos/videos'
import { orderedMove, type CollectionStore } from '../../http/admin-collection'
import { findImage } from '../../repos/images'
import {
  deleteVideo,
  findStoredVideo,
  insertVideo,
  listStoredVideos,
  listVideoIdsInOrder,
  setVideoOrder,
  updateVideo,
} from '../../repos/videos'

/**
 * The admin's Videos screen (issue #19 item 2), an admin collection (ADR 042): every video, hidden
 * ones too, and the changes staff make. The public pages read the same table through
 * services/videos.ts, so a change shows on /videos, the video pages, the sitemap and the
 * VideoObject data at the next request.
 */
export const videoCollection = {
  list: async (source: DataSource) =>
    (await listStoredVideos(dbOf(source), { includeHidden: true })).map((video) => ({
      id: video.id,
      title: video.title,
      category: video.category,
      provider: video.provider,
      watchUrl: videoWatchUrl({ provider: video.provider, id: video.providerVideoId }),
      thumbnailUrl: videoThumbnailUrl(video),
      duration: video.duration,
      hidden: video.hidden,
    })),
  find: (source, id) => findStoredVideo(dbOf(source), id, { includeHidden: true }),
  name: (video, lang) => video.title[lang],
  edit: (video) => ({ values: videoFormText(video) }),
  /** A new video goes at the end of the list, shown. The picture must still be in the library. */
  async save(source, input, id) {
    const db = dbOf(source)
    if (input.thumbnailImageId && !(await findImage(db, input.thumbnailImageId)))
      return {
        ok: false,
        reason: 'field',
        field: 'thumbnailImageId',
        message: 'adminVideos.errors.imageMissing',
      }
    // After launch no placeholder id is published (issue #45); one already stored is let through.
    const before = id === undefined ? null : await findStoredVideo(db, id, { includeHidden: true })
    if (
      refusedAfterLaunch(
        await isSiteLaunched(db),
        before?.providerVideoId,
        input.address.id,
        isPlaceholderVideoId,
      )
    )
      return {
        ok: false,
        reason: 'field',
        field: 'address',
        message: 'adminVideos.errors.address.placeholderAfterLaunch',
      }
    const values = {
      title: { en: input.titleEn, es: input.titleEs },
      description: { en: input.descriptionEn, es: input.descriptionEs },
      provider: input.address.provider,
      providerVideoId: input.address.id,
      thumbnailImageId: input.thumbnailImageId ?? null,
      duration: input.duration,
      category: input.category,
    }
    if (id === undefined) return { ok: true, id: await insertVideo(db, values), created: true }
    return (await updateVideo(db, id, values))
      ? { ok: true, id, created: false }
      : { ok: false, reason: 'not-found' }
  },
  remove: (source, id) => deleteVideo(dbOf(source), id),
  /** Hidden videos keep their places too. */
  move: orderedMove({ ids: listVideoIdsInOrder, set: setVideoOrder, next: moveInOrder }),
  setHidden: (source, id, hidden) => updateVideo(dbOf(source), id, { hidden }),
  hidden: (video) => video.hidden,
} satisfies CollectionStore<unknown, StoredVideo, VideoFormValue, object & { values: object }>
