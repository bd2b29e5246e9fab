import { CollectionScreen, type CollectionScreenConfig } from '#app/components/admin/collection'
import { adminHeaders, adminMeta } from '#app/components/admin/route-helpers'
import { StatusBadge } from '#app/components/admin/admin-table'
import { claimActionSchema, fieldCheckbox } from '#app/domain/claims/claim-form'
import { claimFieldIds } from '#app/domain/claims/claims'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { href, Link } from 'react-router'
import { adminCollection } from '#app/.server/http/admin-collection'
import { claimCollection } from '#app/.server/services/claims/earnings-claims'
import type { Route } from './+types/earnings-claims'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminEarningsClaims.title')
export const headers = adminHeaders

const shared = {
  path: '/admin/earnings-claims',
  texts: 'adminEarningsClaims',
  nameKey: 'claim',
  schema: claimActionSchema,
} as const

/**
 * `/admin/earnings-claims` (issue #35, ADR 049), an admin collection (ADR 042): the register of
 * earnings claims with their basis. No delete: each save is a new version, the earlier ones listed
 * below the edit form (ADR 046). The share who achieved a figure is computed, never typed.
 */
const server = adminCollection({ ...shared, store: claimCollection })
export const loader = server.loader
export const action = server.action

type Row = Route.ComponentProps['loaderData']['rows'][number]

const screen: CollectionScreenConfig<Row> = {
  ...shared,
  listTitle: true,
  intents: [],
  name: (row) => row.figure,
  testIds: { list: 'claim-list', row: 'claim-row', form: 'claim-form' },
  columns: (t) => [
    {
      key: 'figure',
      header: t('adminEarningsClaims.list.figure'),
      cell: (row) => <span className="font-semibold text-slate-900">{row.figure}</span>,
    },
    {
      key: 'period',
      header: t('adminEarningsClaims.list.period'),
      cell: (row) => (row.periodStart && row.periodEnd ? `${row.periodStart} – ${row.periodEnd}` : '—'),
    },
    {
      key: 'share',
      header: t('adminEarningsClaims.list.share'),
      cell: (row) =>
        row.share === null
          ? '—'
          : t('adminEarningsClaims.list.shareValue', {
              achieved: row.operatorsAchieved,
              covered: row.operatorsCovered,
              share: row.share,
            }),
    },
    {
      key: 'basis',
      header: t('adminEarningsClaims.list.basis'),
      cell: (row) => (
        <StatusBadge list="markets" status={row.complete ? 'active' : 'comingSoon'} testId="claim-basis">
          {t(`adminEarningsClaims.list.${row.complete ? 'complete' : 'incomplete'}`)}
        </StatusBadge>
      ),
    },
    {
      key: 'review',
      header: t('adminEarningsClaims.list.review'),
      cell: (row) => row.reviewOn ?? '—',
    },
  ],
  labels: 'adminEarningsClaims.form.',
  empty: {},
  fields: [
    {
      kind: 'group',
      legend: 'adminEarningsClaims.form.claim',
      fields: [
        {
          kind: 'row',
          fields: [
            { name: 'key', hint: 'adminEarningsClaims.form.keyHint' },
            { name: 'figure', hint: 'adminEarningsClaims.form.figureHint' },
          ],
        },
        { name: 'textEn' },
        { name: 'textEs' },
      ],
    },
    {
      kind: 'group',
      legend: 'adminEarningsClaims.form.where',
      fields: claimFieldIds.map((id) => ({ name: fieldCheckbox(id), kind: 'checkbox' as const })),
    },
    {
      kind: 'group',
      legend: 'adminEarningsClaims.form.basis',
      fields: [
        { kind: 'note', id: 'claim-basis-note', text: 'adminEarningsClaims.form.basisNote' },
        {
          kind: 'row',
          fields: [
            { name: 'periodStart', hint: 'adminEarningsClaims.form.dateHint' },
            { name: 'periodEnd', hint: 'adminEarningsClaims.form.dateHint' },
          ],
        },
        {
          kind: 'row',
          fields: [
            { name: 'operatorsCovered', inputMode: 'decimal' },
            { name: 'operatorsAchieved', inputMode: 'decimal' },
          ],
        },
        { kind: 'custom', render: (parts) => <ComputedShare share={parts.editing?.share} /> },
        { kind: 'row', fields: [{ name: 'whereEn' }, { name: 'whereEs' }] },
        { name: 'differsEn', kind: 'textarea', rows: 2 },
        { name: 'differsEs', kind: 'textarea', rows: 2 },
        { name: 'substantiation', kind: 'textarea', rows: 3 },
        {
          kind: 'custom',
          render: (parts) => (parts.editing ? <DocumentsLink claimId={parts.editing.id} /> : null),
        },
      ],
    },
    {
      kind: 'row',
      fields: [{ name: 'owner' }, { name: 'reviewOn', hint: 'adminEarningsClaims.form.dateHint' }],
    },
  ],
}

/** The claim's uploaded substantiation (issue #35) is on a screen of its own. */
function DocumentsLink({ claimId }: { claimId: number }) {
  const { t } = useTranslation()
  const localized = useLocalizedPath()
  return (
    <p>
      <Link
        className="text-sm font-semibold text-brand-800 underline"
        to={localized(href('/admin/earnings-claims/:id/documents', { id: String(claimId) }))}
        data-testid="claim-documents-link"
      >
        {t('adminEarningsClaims.documents.link')}
      </Link>
    </p>
  )
}

function ComputedShare({ share }: { share: unknown }) {
  const { t } = useTranslation()
  return (
    <p className="text-sm text-slate-700" data-testid="claim-share">
      {typeof share === 'number'
        ? t('adminEarningsClaims.form.share', { share })
        : t('adminEarningsClaims.form.noShare')}
    </p>
  )
}

export default function EarningsClaimsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <CollectionScreen
      config={screen}
      loaderData={loaderData}
      actionData={actionData}
      intro={t('adminEarningsClaims.intro')}
    />
  )
}
