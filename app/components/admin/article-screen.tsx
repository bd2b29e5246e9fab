import { PREVIEW_PARAM, PREVIEW_VALUE } from '#app/domain/content/drafts'
import { Link } from 'react-router'
import { emptyArticleForm } from '#app/domain/articles/article-form'
import { articleStatuses, type ArticleKind } from '#app/domain/articles/articles'
import { formatInZone } from '#app/domain/time/format'
import { useLang, useLocalizedPath, useSiteTimeZone } from '#app/i18n/use-lang'
import { useTranslation } from '#app/i18n/react'
import type { z } from '#app/domain/zod'
import type { ArticleStaffRow } from '#app/.server/services/content/articles'
import { StatusBadge } from './admin-table'
import { CollectionScreen, type CollectionScreenConfig } from './collection'
import type { Field, FormParts } from './collection-form'
import { secondaryButton } from './fields'

/**
 * The Success stories and Blog screens (issue #33), one admin collection each (ADR 042): the
 * entries newest first with their state (draft, scheduled, published) and a Preview link to the
 * real page, and the form with English and Spanish side by side (title, summary, rich text), the
 * address, the cover, the operator (stories) and the publishing state and date.
 */
type ArticleListRow = ArticleStaffRow

const T = 'adminArticles.'

/** A link to the entry's real page with `?preview=draft`: a draft shows to staff only. */
function PreviewLink({ path, title }: { path: string; title: string }) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  return (
    <Link
      to={`${href(path)}?${PREVIEW_PARAM}=${PREVIEW_VALUE}`}
      className={secondaryButton}
      aria-label={t(`${T}list.previewLabel`, { title })}
      data-testid="article-preview-link"
      reloadDocument
    >
      {t(`${T}list.preview`)}
    </Link>
  )
}

function DateCell({ iso }: { iso: string }) {
  return <>{formatInZone(iso, useSiteTimeZone(), useLang())}</>
}

function screenConfig(kind: ArticleKind, schema: z.ZodType): CollectionScreenConfig<ArticleListRow> {
  const languageGroup = (lang: 'En' | 'Es'): Field => ({
    kind: 'group',
    legend: `${T}form.${lang === 'En' ? 'english' : 'spanish'}`,
    testId: `article-${lang === 'En' ? 'english' : 'spanish'}`,
    fields: [
      { name: `title${lang}` },
      { name: `summary${lang}`, kind: 'textarea', rows: 3 },
      { name: `body${lang}`, kind: 'richText' },
    ],
  })
  return {
    path: kind === 'story' ? '/admin/success-stories' : '/admin/blog',
    texts: `${T}${kind}`,
    list: `${T}list.`,
    nameKey: 'title',
    schema,
    intents: ['delete'],
    name: (row, lang) => row.title[lang],
    testIds: { list: 'article-list', row: 'article-row', form: 'article-form' },
    minWidth: 'min-w-[48rem]',
    columns: (t, lang) => [
      {
        key: 'entry',
        header: t(`${T}list.entry`),
        cell: (row) => (
          <div>
            <p className="font-semibold text-slate-900" data-testid="article-row-title">
              {row.title[lang]}
            </p>
            <p className="text-xs text-slate-600">{row.path}</p>
          </div>
        ),
      },
      { key: 'date', header: t(`${T}list.date`), cell: (row) => <DateCell iso={row.publishedAt} /> },
      {
        key: 'state',
        header: t(`${T}list.state`),
        cell: (row) => (
          <StatusBadge list="articles" status={row.state} testId="article-state">
            {t(`${T}state.${row.state}`)}
          </StatusBadge>
        ),
      },
      {
        key: 'preview',
        header: t(`${T}list.preview`),
        cell: (row) => <PreviewLink path={row.path} title={row.title[lang]} />,
      },
    ],
    labels: `${T}form.`,
    formTexts: {
      addTitle: `${T}${kind}.addTitle`,
      editTitle: `${T}${kind}.editTitle`,
      add: `${T}${kind}.add`,
      save: `${T}${kind}.save`,
      cancel: `${T}${kind}.cancel`,
    },
    empty: emptyArticleForm(kind),
    fields: [
      { kind: 'row', fields: [languageGroup('En'), languageGroup('Es')] },
      {
        kind: 'group',
        legend: `${T}form.settings`,
        fields: [
          { name: 'slug', hint: `${T}form.slugHint` },
          {
            name: 'coverImageId',
            kind: 'image',
            none: `${T}form.coverNone`,
            hint: `${T}form.coverHint`,
            noImages: `${T}form.noImages`,
            preview: { alt: `${T}form.coverPreview`, testId: 'article-cover-preview' },
          },
          ...(kind === 'story'
            ? [
                {
                  name: 'operatorId',
                  kind: 'select' as const,
                  hint: `${T}form.operatorHint`,
                  options: (
                    t: (key: string) => string,
                    choices: Record<string, { value: string; label: string }[]>,
                  ) => [{ value: '', label: t(`${T}form.operatorNone`) }, ...(choices.operators ?? [])],
                },
              ]
            : []),
          {
            kind: 'row',
            fields: [
              {
                name: 'status',
                kind: 'select',
                options: (t) =>
                  articleStatuses.map((value) => ({
                    value,
                    label: t(`${T}form.${value === 'draft' ? 'statusDraft' : 'statusPublished'}`),
                  })),
              },
              { name: 'publishedAt', type: 'datetime-local', hint: `${T}form.publishedAtHint` },
            ],
          },
          { kind: 'custom', render: (parts) => <EditingPreview parts={parts} /> },
        ],
      },
    ],
  }
}

/** The edit form's Preview link (the entry as saved). */
function EditingPreview({ parts }: { parts: FormParts }) {
  const path = parts.editing?.previewPath
  return typeof path === 'string' ? <PreviewLink path={path} title={parts.editing!.name} /> : null
}

export function ArticleScreen(props: {
  kind: ArticleKind
  schema: z.ZodType
  loaderData: Parameters<typeof CollectionScreen<ArticleListRow>>[0]['loaderData']
  actionData: unknown
}) {
  return (
    <CollectionScreen
      config={screenConfig(props.kind, props.schema)}
      loaderData={props.loaderData}
      actionData={props.actionData}
    />
  )
}
