import { Link } from 'react-router'
import type { Lang } from '#app/domain/routing/locale'
import type { VideoCategory } from '#app/domain/videos/videos'
import type { VideoProvider } from '#app/domain/videos/video-source'
import { useTranslation } from '#app/i18n/react'
import { useLang, useLocalizedPath } from '#app/i18n/use-lang'
import { AdminTable, StatusBadge, type Column } from './admin-table'
import { secondaryButton } from './fields'
import { Actions, RowAction } from './row-action'

/** A video as the Videos screen lists it. */
export type VideoListRow = {
  id: number
  title: Record<Lang, string>
  category: VideoCategory
  provider: VideoProvider
  watchUrl: string
  thumbnailUrl: string
  duration: string
  hidden: boolean
}

/**
 * Every video in the site's order, hidden ones too: move up or down, edit, hide or show, delete.
 */
export function VideoList({ rows }: { rows: readonly VideoListRow[] }) {
  const { t } = useTranslation()
  const lang = useLang()
  const href = useLocalizedPath()
  const L = (key: string) => t(`adminVideos.list.${key}`)
  const last = rows.length - 1
  const columns: Array<Column<VideoListRow & { position: number }>> = [
    {
      key: 'order',
      header: L('order'),
      cell: (row) => {
        const title = row.title[lang]
        return (
          <Actions>
            <span className="w-6 pt-1.5 font-semibold">{row.position + 1}</span>
            {(['up', 'down'] as const).map((direction) => (
              <RowAction
                key={direction}
                intent="move"
                id={row.id}
                extra={{ direction }}
                label={L(direction)}
                ariaLabel={t(`adminVideos.list.${direction}Label`, { title })}
                disabled={row.position === (direction === 'up' ? 0 : last)}
              />
            ))}
          </Actions>
        )
      },
    },
    {
      key: 'video',
      header: L('video'),
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
    { key: 'category', header: L('category'), cell: (row) => t(`adminVideos.category.${row.category}`) },
    {
      key: 'provider',
      header: L('provider'),
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
    {
      key: 'status',
      header: L('status'),
      cell: (row) => {
        const status = row.hidden ? 'hidden' : 'shown'
        return (
          <StatusBadge list="videos" status={status} testId="video-status">
            {L(status)}
          </StatusBadge>
        )
      },
    },
    {
      key: 'actions',
      header: L('actions'),
      cell: (row) => {
        const title = row.title[lang]
        return (
          <Actions>
            <Link
              to={href(`/admin/videos?edit=${row.id}`)}
              className={secondaryButton}
              aria-label={t('adminVideos.list.editLabel', { title })}
            >
              {L('edit')}
            </Link>
            <RowAction
              intent={row.hidden ? 'show' : 'hide'}
              id={row.id}
              label={L(row.hidden ? 'show' : 'hide')}
              ariaLabel={t(row.hidden ? 'adminVideos.list.showLabel' : 'adminVideos.list.hideLabel', {
                title,
              })}
            />
            <RowAction
              intent="delete"
              id={row.id}
              label={L('delete')}
              ariaLabel={t('adminVideos.list.deleteLabel', { title })}
              danger
              confirm={L('deleteConfirm')}
            />
          </Actions>
        )
      },
    },
  ]
  if (rows.length === 0) return <p className="text-slate-700">{L('empty')}</p>
  return (
    <AdminTable
      rows={rows.map((row, position) => ({ ...row, position }))}
      columns={columns}
      testId="video-list"
      rowTestId="video-row"
      caption={L('caption')}
      minWidth="min-w-[56rem]"
    />
  )
}
