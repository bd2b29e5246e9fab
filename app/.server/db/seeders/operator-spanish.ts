import { eq, inArray } from 'drizzle-orm'
import { isDeepStrictEqual } from 'node:util'
import { SPANISH_TEXT_FIELDS } from '#app/domain/operators/operator'
import type { Db } from '../client'
import { operators, seededSets } from '../schema'
import { operators as seedOperators, sparseOperators } from '../seed-data/operators'

type Row = typeof operators.$inferSelect
type SpanishColumn = keyof typeof SPANISH_TEXT_FIELDS

/**
 * The demo operators' Spanish texts for a site seeded before they existed (issue #45 item 6): the
 * seed inserts only missing operators, so an existing install kept its demo operators with English
 * texts only. Once per install (seeded_sets), each Spanish column of a demo operator is filled where
 * it is still empty and the English text beside it is still the seeded one, so a text staff or the
 * operator wrote, in either language, is never replaced. A fresh install seeds them with the rows.
 * Nothing else of the row changes (its sample markers stay as they are).
 */
export async function seedOperatorSpanishTexts(db: Db) {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seededSets)
      .values({ name: 'operator-spanish-texts' })
      .onConflictDoNothing()
      .returning()
    if (claimed.length === 0) return
    const demo = [...seedOperators, ...sparseOperators]
    const rows = await tx
      .select()
      .from(operators)
      .where(
        inArray(
          operators.customSlug,
          demo.map((o) => o.slug),
        ),
      )
    for (const row of rows) {
      const seeded = demo.find((o) => o.slug === row.customSlug)!
      const fill = spanishToFill(row, seeded)
      if (Object.keys(fill).length > 0) await tx.update(operators).set(fill).where(eq(operators.id, row.id))
    }
  })
}

/** The Spanish columns still empty beside an English text that is still the seed's. */
export function spanishToFill(
  row: Pick<Row, SpanishColumn | (typeof SPANISH_TEXT_FIELDS)[SpanishColumn]>,
  seeded: (typeof seedOperators)[number] | (typeof sparseOperators)[number],
): Partial<Pick<Row, SpanishColumn>> {
  const fill: Record<string, unknown> = {}
  for (const [es, en] of Object.entries(SPANISH_TEXT_FIELDS) as Array<
    [SpanishColumn, (typeof SPANISH_TEXT_FIELDS)[SpanishColumn]]
  >) {
    const translation = seeded[es]
    if (translation == null || (Array.isArray(translation) && translation.length === 0)) continue
    const current: unknown = row[es]
    const empty = current == null || current === '' || (Array.isArray(current) && current.length === 0)
    // jsonb gives the testimonials' keys back in its own order: compared as values, not as text.
    if (empty && isDeepStrictEqual(row[en] ?? null, seeded[en] ?? null)) fill[es] = translation
  }
  return fill as Partial<Pick<Row, SpanishColumn>>
}
