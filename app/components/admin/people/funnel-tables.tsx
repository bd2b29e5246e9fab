import type { ReactNode } from 'react'
import { funnelSteps, type StepCounts } from '#app/domain/people/funnel'
import { useTranslation } from '#app/i18n/react'
import { TableScroll } from '../admin-table'

/** The Funnel tab's parts (issue #34): a table of counts per step, and a titled section of charts. */

/** Counts per funnel step, a row per period, source or language. */
export function CountsTable(props: {
  caption: string
  firstHeader: string
  rows: ReadonlyArray<{ key: string; label: string; counts: StepCounts }>
  testId: string
}) {
  const { t } = useTranslation()
  const captionId = `${props.testId}-caption`
  return (
    <TableScroll labelledBy={captionId}>
      <table className="w-full min-w-[40rem] text-left text-sm" data-testid={props.testId}>
        <caption id={captionId} className="sr-only">
          {props.caption}
        </caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-3">
              {props.firstHeader}
            </th>
            {funnelSteps.map((step) => (
              <th key={step} scope="col" className="py-2 pr-3 text-right">
                {t(`adminPipeline.funnel.steps.${step}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-100" data-row={row.key}>
              <th scope="row" className="py-2 pr-3 font-semibold">
                {row.label}
              </th>
              {funnelSteps.map((step) => (
                <td key={step} className="py-2 pr-3 text-right" data-step={step}>
                  {row.counts[step]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  )
}

/** A titled part of the report: a chart and its table side by side. */
export function FunnelSection(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id} className="mt-8">
      <h2 id={props.id} className="mb-3 text-lg font-bold text-slate-900">
        {props.title}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">{props.children}</div>
    </section>
  )
}
