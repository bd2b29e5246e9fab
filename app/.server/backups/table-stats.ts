import type { TableStats } from '#app/domain/backups/backups'

/** Runs one SQL statement and answers its rows: a pg client's or PGlite's `query`, narrowed. */
export type Query = (sql: string) => Promise<{ rows: Array<Record<string, unknown>> }>

/**
 * Every table's row count and a checksum of its rows (md5 of each row's text, sorted), read in one
 * transaction so that they belong to one moment. The time zone is fixed for it, so that time stamps
 * read the same on any server. The caller opens and ends the transaction (PostgreSQL: one that shares
 * pg_dump's snapshot).
 */
export async function readTableStats(query: Query): Promise<TableStats> {
  await query(`SET LOCAL TIME ZONE 'UTC'`)
  const { rows: tables } = await query(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )
  const stats: TableStats = {}
  for (const { name } of tables) {
    const quoted = `"${String(name).replace(/"/g, '""')}"`
    const { rows } = await query(
      `SELECT count(*)::int AS rows,
              md5(coalesce(string_agg(h, ',' ORDER BY h), '')) AS checksum
         FROM (SELECT md5(t::text) AS h FROM public.${quoted} t) s`,
    )
    stats[String(name)] = { rows: Number(rows[0]!.rows), checksum: String(rows[0]!.checksum) }
  }
  return stats
}

/** The stats read in a transaction of their own on a PGlite client. */
export async function pgliteTableStats(client: {
  transaction<T>(fn: (tx: { query: Query }) => Promise<T>): Promise<T>
}): Promise<TableStats> {
  return client.transaction((tx) => readTableStats((sql) => tx.query(sql)))
}
