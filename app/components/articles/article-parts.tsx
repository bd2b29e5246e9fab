import type { MetaDescriptor } from 'react-router'
import { articleFeedPath, type ArticleKind } from '#app/domain/articles/articles'
import { formatInZone } from '#app/domain/time/format'
import type { ResponsiveImage } from '#app/domain/images/responsive'
import type { Lang } from '#app/domain/routing/locale'
import { useTranslation } from '#app/i18n/react'
import { useLang, useSiteTimeZone, type RootData } from '#app/i18n/use-lang'

/**
 * What the success stories' and the blog's pages share (issue #33): their texts' names, the date as
 * visitors read it, the cover picture and the feed's link in the head.
 */

/** The texts' namespace of a kind. */
export const kindTexts = (kind: ArticleKind) => (kind === 'story' ? 'articles.stories' : 'articles.blog')

export function PublishedDate({ iso }: { iso: string }) {
  const { t } = useTranslation()
  const lang = useLang()
  const zone = useSiteTimeZone()
  return (
    <time dateTime={iso} className="text-sm text-slate-600">
      {t('articles.published', { date: formatInZone(iso, zone, lang, { dateOnly: true }) })}
    </time>
  )
}

export function Cover({
  image,
  className,
  eager,
}: {
  image: ResponsiveImage
  className: string
  eager?: boolean
}) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      className={className}
    />
  )
}

/** The `<link rel="alternate" type="application/rss+xml">` of a kind's feed in the page's language. */
export function feedLink(kind: ArticleKind, root: RootData | undefined): MetaDescriptor {
  const lang: Lang = root?.lang ?? 'en'
  const name = kindTexts(kind).split('.')[1] as 'stories' | 'blog'
  const messages = root?.messages as { articles?: Record<string, { feed?: string }> } | undefined
  return {
    tagName: 'link',
    rel: 'alternate',
    type: 'application/rss+xml',
    title: messages?.articles?.[name]?.feed ?? 'RSS',
    href: `${root?.origin ?? ''}${articleFeedPath(kind, lang)}`,
  }
}
