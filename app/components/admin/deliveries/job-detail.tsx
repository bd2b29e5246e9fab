import { useId } from 'react'
import type { StaffJobDetail, StaffJobEvent } from '#app/.server/services/deliveries/staff-jobs'
import { formatCents } from '#app/domain/money'
import { useTranslation } from '#app/i18n/react'
import { useLang } from '#app/i18n/use-lang'
import { DetailList, DetailPanel, StatusBadge, TableScroll, useFormatWhen } from '../admin-table'

/**
 * One delivery job for staff (issue #44): its booking, its whole history (each change's status,
 * reason, who made it and when, in the site's zone) and, once delivered, the proof.
 */
export function JobDetail({ job }: { job: StaffJobDetail }) {
  const { t } = useTranslation()
  const lang = useLang()
  const when = useFormatWhen()
  const historyId = useId()
  const d = 'adminDeliveries.detail'
  return (
    <DetailPanel
      id="delivery-detail-title"
      title={t(`${d}.title`, { id: job.bookingId })}
      closeLabel={t(`${d}.close`)}
      testId="delivery-detail"
    >
      <DetailList
        rows={[
          [t(`${d}.operator`), job.operatorName],
          [
            t(`${d}.status`),
            <StatusBadge key="s" list="deliveries" status={job.status} testId="delivery-detail-status">
              {t(`deliveries.status.${job.status}`)}
            </StatusBadge>,
          ],
          [
            t(`${d}.price`),
            job.priceCents !== null ? formatCents(job.priceCents, lang) : t('adminDeliveries.noPrice'),
          ],
          [
            t(`${d}.customer`),
            <>
              {job.customer}
              <div className="text-xs break-all text-slate-600">{job.email}</div>
              <div className="text-xs text-slate-600">{job.phone}</div>
            </>,
          ],
          [t(`${d}.pickup`), job.pickup],
          [t(`${d}.delivery`), job.delivery],
          [t(`${d}.pickupTime`), job.pickupTime || t('adminDeliveries.noPickup')],
          [t(`${d}.lang`), t(`adminDeliveries.langs.${job.lang}`)],
          [t(`${d}.began`), when(job.createdAt)],
        ]}
      />
      <h3 id={historyId} className="mt-4 font-semibold text-slate-900">
        {t(`${d}.historyHeading`)}
      </h3>
      <TableScroll labelledBy={historyId}>
        <table className="w-full min-w-[36rem] text-left text-sm" data-testid="delivery-history">
          <caption className="sr-only">{t(`${d}.historyCaption`)}</caption>
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              {(['status', 'reason', 'by', 'at'] as const).map((c) => (
                <th key={c} scope="col" className="py-2 pr-3">
                  {t(`${d}.columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {job.events.map((e) => (
              <tr key={e.id} className="border-b border-slate-100 align-top" data-testid="delivery-event">
                <td className="py-2 pr-3">{t(`deliveries.status.${e.status}`)}</td>
                <td className="py-2 pr-3 break-words">{e.reason}</td>
                <td className="py-2 pr-3">{actorLabel(e, t)}</td>
                <td className="py-2 whitespace-nowrap">{when(e.at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <h3 className="mt-4 font-semibold text-slate-900">{t(`${d}.proofHeading`)}</h3>
      {job.proof ? (
        <div data-testid="delivery-proof">
          <p>{t(`${d}.receivedBy`, { name: job.proof.recipientName })}</p>
          {job.proof.photoUrl ? (
            <img
              src={job.proof.photoUrl}
              alt={t(`${d}.photoAlt`, { id: job.bookingId })}
              className="mt-2 max-h-80 rounded border border-slate-300"
              loading="lazy"
            />
          ) : (
            <p className="text-slate-700">{t(`${d}.noPhoto`)}</p>
          )}
          {job.proof.signatureUrl ? (
            <img
              src={job.proof.signatureUrl}
              alt={t('deliveries.track.signatureAlt', { name: job.proof.recipientName })}
              className="mt-2 max-h-40 rounded border border-slate-300 bg-white"
              loading="lazy"
              data-testid="delivery-signature"
            />
          ) : null}
        </div>
      ) : (
        <p className="text-slate-700">{t(`${d}.noProof`)}</p>
      )}
    </DetailPanel>
  )
}

function actorLabel(e: StaffJobEvent, t: (key: string, values?: Record<string, unknown>) => string) {
  const a = 'adminDeliveries.detail.actor'
  if (e.actor.kind === 'site') return t(`${a}.site`)
  if (e.actor.kind === 'operator')
    return e.actor.name ? t(`${a}.operator`, { name: e.actor.name }) : t(`${a}.operatorGone`)
  return e.actor.name ? t(`${a}.staff`, { name: e.actor.name }) : t(`${a}.staffGone`)
}
