import { emptyVideoForm, videoFields } from '#app/domain/videos/video-form'
import { videoCategories, type StoredVideo } from '#app/domain/videos/videos'
import { defineCollection } from './define'

/** A row of the list, as the videos' store lists it. */
type Row = Pick<StoredVideo, 'id' | 'title' | 'category' | 'provider' | 'duration' | 'hidden'> & {
  watchUrl: string
  thumbnailUrl: string
}

/**
 * `/admin/videos` (issue #19 item 2), an admin collection (ADR 042, 068): the video library in the
 * site's order, hidden videos too, moved, edited, hidden or shown, deleted; the add form, or the
 * edit form of the video in `?edit=`. Its store is its own (a picture still in the library, the
 * launch's rule): `videos` in `app/.server/collections/stores.ts`.
 */
export default defineCollection({
  segment: 'videos',
  texts: 'adminVideos',
  nameKey: 'title',
  access: 'staff',
  fields: videoFields,
  intents: ['move', 'hide', 'show', 'delete'],
  store: 'videos',
  done: { notMoved: 'moved', hidden: 'hiddenDone', shown: 'shownDone' },
  images: true,
  screen: {
    listTitle: true,
    name: (row: Row, lang) => row.title[lang],
    visibility: { tones: 'videos', hidden: (row) => row.hidden },
    testIds: { list: 'video-list', row: 'video-row', form: 'video-form', status: 'video-status' },
    minWidth: 'min-w-[56rem]',
    columns: (t, lang) => [
      {
        key: 'video',
        header: t('adminVideos.list.video'),
        cell: (row) => (
          <div className="flex gap-3">
            <img
              src={row.thumbnailUrl}
              alt=""
              width={96}
              height={54}
              loading="lazy"
              className="h-[54px] w-24 shrink-0 rounded object-cover"
            />
            <div>
              <p className="font-semibold text-slate-900" data-testid="video-row-title">
                {row.title[lang]}
              </p>
              <p className="text-xs text-slate-600">{row.duration}</p>
            </div>
          </div>
        ),
      },
      {
        key: 'category',
        header: t('adminVideos.list.category'),
        cell: (row) => t(`adminVideos.category.${row.category}`),
      },
      {
        key: 'provider',
        header: t('adminVideos.list.provider'),
        cell: (row) => {
          const provider = t(`adminVideos.provider.${row.provider}`)
          return (
            <a
              href={row.watchUrl}
              target="_blank"
              rel="noreferrer noopener"
              className="text-brand-800 underline"
              aria-label={t('adminVideos.list.watchLabel', { title: row.title[lang], provider })}
            >
              {t('adminVideos.list.watch', { provider })}
            </a>
          )
        },
      },
    ],
    labels: 'adminVideos.form.',
    empty: emptyVideoForm,
    fields: [
      {
        kind: 'row',
        fields: (['En', 'Es'] as const).map((lang) => ({
          kind: 'group' as const,
          legend: lang === 'En' ? 'adminVideos.form.english' : 'adminVideos.form.spanish',
          fields: [
            { name: `title${lang}` },
            { name: `description${lang}`, kind: 'textarea' as const, rows: 3 },
          ],
        })),
      },
      { name: 'address', hint: 'adminVideos.form.addressHint' },
      {
        kind: 'row',
        fields: [
          { name: 'duration', hint: 'adminVideos.form.durationHint' },
          {
            name: 'category',
            kind: 'select',
            hint: 'adminVideos.form.categoryHint',
            options: (t) =>
              videoCategories.map((value) => ({ value, label: t(`adminVideos.category.${value}`) })),
          },
        ],
      },
      {
        name: 'thumbnailImageId',
        kind: 'image',
        none: 'adminVideos.form.thumbnailNone',
        hint: 'adminVideos.form.thumbnailImageIdHint',
        preview: { alt: 'adminVideos.form.preview', testId: 'video-thumbnail-preview' },
      },
    ],
  },
})
