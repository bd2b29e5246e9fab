import { csvDocument } from '#app/domain/csv/csv'
import {
  buildStatement,
  monthBounds,
  statementCsvFileName,
  statementCsvRows,
  type Statement,
  type StatementMonth,
} from '#app/domain/deliveries/statement'
import type { Lang } from '#app/domain/routing/locale'
import { operatorSharePercent } from '#app/domain/settings/site-settings'
import { utcToZonedLocal } from '#app/domain/time/zone'
import { messagesFor } from '#app/i18n/resources.server'
import { createT } from '#app/i18n/translate'
import { dbOf, type DataSource } from '../../db/source'
import { listDeliveredJobs } from '../../repos/delivery-job-lists'
import { findOperatorById } from '../../repos/operators'
import { getSiteSettings } from '../content/site-settings'

/**
 * Each operator's monthly statement (issue #44, ADR 065): the jobs the operator delivered in the
 * month (its bounds in the site's zone), priced at the split of the site settings. The portal shows
 * the signed-in operator's own; staff download any operator's as CSV.
 */

/** The statement of one operator for one month, at the split set now in the site settings. */
export async function operatorStatement(
  source: DataSource,
  operatorId: number,
  month: StatementMonth,
  zone: string,
): Promise<Statement> {
  const db = dbOf(source)
  const [settings, jobs] = await Promise.all([
    getSiteSettings(source),
    listDeliveredJobs(db, operatorId, monthBounds(month, zone)),
  ])
  return buildStatement(
    month,
    operatorSharePercent(settings),
    jobs.map((j) => ({ ...j, deliveredAt: j.deliveredAt.toISOString() })),
  )
}

/**
 * The statement as a CSV file for staff, its column titles in `lang`: undefined when no operator
 * has that id.
 */
export async function statementCsv(
  source: DataSource,
  operatorId: number,
  month: StatementMonth,
  options: { zone: string; lang: Lang },
): Promise<{ csv: string; fileName: string } | undefined> {
  const operator = await findOperatorById(dbOf(source), operatorId)
  if (!operator) return undefined
  const statement = await operatorStatement(source, operatorId, month, options.zone)
  const t = createT(options.lang, messagesFor(options.lang))
  const k = 'deliveries.statement.columns'
  const { header, rows } = statementCsvRows(
    statement,
    {
      booking: t(`${k}.booking`),
      delivered: t(`${k}.deliveredCsv`),
      customer: t(`${k}.customer`),
      price: t(`${k}.price`),
      share: t(`${k}.share`, { percent: statement.percent }),
      network: t(`${k}.network`),
      total: t('deliveries.statement.total'),
    },
    (iso) => utcToZonedLocal(new Date(iso), options.zone).replace('T', ' '),
  )
  return { csv: csvDocument(header, rows), fileName: statementCsvFileName(operator.slug, month) }
}
