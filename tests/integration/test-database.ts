import { randomBytes } from 'node:crypto'
import path from 'node:path'
import pg from 'pg'
import { openDatabase, type Database } from '#app/.server/db/client'
import { seedDatabase } from '#app/.server/db/seed'

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle')

export type TestDatabase = Database & {
  label: string
  /** The connection URL of a PostgreSQL test database (another process can open it); else undefined. */
  url?: string
  drop(): Promise<void>
}

/**
 * A fresh, migrated and seeded database for one test file: an in-memory PGlite by default, or a new
 * database on the PostgreSQL server of TEST_DATABASE_URL (dropped afterwards).
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL
  let database: Database
  let drop = async () => {}
  let label = 'pglite'
  let databaseUrl: string | undefined
  if (url) {
    const name = `itest_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const target = new URL(url)
    target.pathname = `/${name}`
    databaseUrl = target.toString()
    database = await openDatabase({ kind: 'postgres', url: databaseUrl, max: 5 })
    label = 'postgres'
    drop = async () => {
      const a = new pg.Client({ connectionString: url })
      await a.connect()
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await a.end()
    }
  } else {
    database = await openDatabase({ kind: 'pglite' })
  }
  await database.migrate(migrationsFolder)
  if (options.seed !== false) await seedDatabase(database.db)
  return {
    ...database,
    label,
    url: databaseUrl,
    drop: async () => {
      await database.close()
      await drop()
    },
  }
}
