import { Form, Link } from 'react-router'
import { secondaryButton } from '#app/components/admin/fields'
import { PortalAccessCell, type PortalAccessView } from '#app/components/admin/portal-access'
import { SampleBadge } from '#app/components/sample-badge'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'

export type OperatorRow = {
  id: number
  name: string
  slug: string
  areaServed: string | null
  contactEmail: string | null
  sampleReviews?: boolean
  published?: boolean
  portal?: PortalAccessView | null
}

/** A refused invitation: the row, the message key and what was typed. */
export type PortalRefused = { id: number; key: string; email: string }

/**
 * The Operators tab's list: each operator with its Sample badge (issue #30 item 3), its page
 * (an unpublished one, approved from an applicant, links to its staff preview beside Publish,
 * issue #34), the area served, its portal access (issue #21) and the Edit and Delete links.
 */
export function OperatorsTable(props: {
  operators: readonly OperatorRow[]
  portalRefused: PortalRefused | null
}) {
  const { t } = useTranslation()
  return (
    <table className="mt-6 w-full text-left text-sm" data-testid="operators-admin-table">
      <thead>
        <tr className="border-b border-slate-300">
          {[
            'operators.admin.fields.name',
            'operators.admin.fields.customSlug',
            'operators.admin.fields.areaServed',
          ].map((key) => (
            <th key={key} scope="col" className="py-2">
              {t(key)}
            </th>
          ))}
          <th scope="col" className="py-2">
            {t('portal.admin.column')}
          </th>
          <th scope="col" className="py-2">
            <span className="sr-only">{t('operators.admin.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {props.operators.map((o) => (
          <OperatorTableRow
            key={o.id}
            operator={o}
            refused={props.portalRefused?.id === o.id ? props.portalRefused : null}
          />
        ))}
      </tbody>
    </table>
  )
}

function OperatorTableRow({
  operator: o,
  refused,
}: {
  operator: OperatorRow
  refused: PortalRefused | null
}) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  return (
    <tr className="border-b border-slate-200">
      <td className="py-2 font-semibold">
        {o.name}
        {o.sampleReviews ? (
          <span title={t('operators.admin.sampleReviews')}>
            <SampleBadge />
            <span className="sr-only"> {t('operators.admin.sampleReviews')}</span>
          </span>
        ) : null}
      </td>
      <td className="py-2">
        {/* An unpublished page is 404 to visitors: staff open its preview. */}
        <Link
          to={href(o.published ? `/${o.slug}` : `/${o.slug}?preview=draft`)}
          className="text-brand-700 underline"
        >
          /{o.slug}
        </Link>
        {o.published ? null : <PublishButton operator={o} />}
      </td>
      <td className="py-2">{o.areaServed}</td>
      <td className="py-2">
        {o.portal ? <PortalAccessCell operator={o} access={o.portal} refused={refused} /> : null}
      </td>
      <td className="py-2 text-right whitespace-nowrap">
        <Link to={href(`/admin/operators?edit=${o.id}`)} className="mr-3 text-brand-700 underline">
          {t('operators.admin.edit')}
          <span className="sr-only">: {o.name}</span>
        </Link>
        <Link to={href(`/admin/operators?delete=${o.id}`)} className="text-red-800 underline">
          {t('operators.admin.delete')}
          <span className="sr-only">: {o.name}</span>
        </Link>
      </td>
    </tr>
  )
}

/** An approved applicant's page, not published yet: its badge and the Publish button. */
function PublishButton({ operator }: { operator: { id: number; name: string } }) {
  const { t } = useTranslation()
  return (
    <Form method="post" className="mt-1 flex flex-wrap items-center gap-2">
      <span
        className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
        data-testid="operator-unpublished"
      >
        {t('adminPipeline.approve.unpublished')}
      </span>
      <input type="hidden" name="intent" value="publish" />
      <input type="hidden" name="id" value={operator.id} />
      <input type="hidden" name="published" value="true" />
      <button type="submit" className={secondaryButton}>
        {t('adminPipeline.approve.publish')}
        <span className="sr-only">: {operator.name}</span>
      </button>
    </Form>
  )
}
