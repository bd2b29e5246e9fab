import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, type Database } from '#app/.server/db/client'
import { seedDatabase } from '#app/.server/db/seed'
import { databaseUrl, migrationsFolder } from './template-databases'

export { migrationsFolder }

export type TestDatabase = Database & {
  label: string
  /** The connection URL of a PostgreSQL test database (another process can open it); else undefined. */
  url?: string
  drop(): Promise<void>
}

/** The run's template databases (tests/integration/global-setup.ts), when it ran. */
function templates() {
  try {
    return inject('templateDatabases') ?? null
  } catch {
    return null
  }
}

async function adminQuery(url: string, sql: string) {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(sql)
  } finally {
    await admin.end()
  }
}

/** CREATE DATABASE … TEMPLATE refuses while another file's copy is being made: try again. */
async function createFromTemplate(url: string, name: string, template: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${template}`)
      return
    } catch (error) {
      const busy = /being accessed by other users/.test(String((error as Error).message))
      if (!busy || attempt >= 50) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

/**
 * A fresh, migrated (and by default seeded) database for one test file: an in-memory PGlite by
 * default, or a new database on the PostgreSQL server of TEST_DATABASE_URL (dropped afterwards). When
 * the global setup ran, it is a copy of the run's template (a PGlite dump, or `CREATE DATABASE …
 * TEMPLATE`); otherwise it is migrated and seeded here. `empty`: no migration applied and no seed
 * (a migration's own test applies them, ADR 064).
 */
export async function createTestDatabase(
  options: { seed?: boolean; empty?: boolean } = {},
): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL
  const template = options.empty ? null : templates()
  const which = options.seed === false ? 'bare' : 'seeded'
  let database: Database
  let drop = async () => {}
  let label = 'pglite'
  let url_: string | undefined
  let copied = false
  if (url) {
    const name = `itest_${randomBytes(6).toString('hex')}`
    if (template?.kind === 'postgres') {
      await createFromTemplate(url, name, template[which])
      copied = true
    } else {
      await adminQuery(url, `CREATE DATABASE ${name}`)
    }
    url_ = databaseUrl(url, name)
    database = await openDatabase({ kind: 'postgres', url: url_, max: 5 })
    label = 'postgres'
    drop = () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  } else if (template?.kind === 'pglite') {
    const dump = new Blob([readFileSync(template[which])])
    database = await openDatabase({ kind: 'pglite', pglite: new PGlite({ loadDataDir: dump }) })
    copied = true
  } else {
    database = await openDatabase({ kind: 'pglite' })
  }
  if (!copied && !options.empty) {
    await database.migrate(migrationsFolder)
    if (options.seed !== false) await seedDatabase(database.db)
  }
  return {
    ...database,
    label,
    url: url_,
    drop: async () => {
      await database.close()
      await drop()
    },
  }
}
