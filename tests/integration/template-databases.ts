import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { openDatabase } from '#app/.server/db/client'
import { seedDatabase } from '#app/.server/db/seed'

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle')

/**
 * Where the migrated databases every test file starts from are kept for one Vitest run: PGlite
 * data-directory dumps (files), or template databases on the PostgreSQL server.
 */
export type TemplateDatabases =
  { kind: 'pglite'; seeded: string; bare: string } | { kind: 'postgres'; seeded: string; bare: string }

async function adminQuery(url: string, sql: string) {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(sql)
  } finally {
    await admin.end()
  }
}

export function databaseUrl(serverUrl: string, name: string) {
  const target = new URL(serverUrl)
  target.pathname = `/${name}`
  return target.toString()
}

/**
 * Migrates (and seeds) the two starting points once: with the seed and without it. Returns them and
 * a function that removes them.
 */
export async function createTemplateDatabases(
  serverUrl: string | undefined,
): Promise<{ templates: TemplateDatabases; remove(): Promise<void> }> {
  if (serverUrl) {
    const prefix = `itest_tpl_${randomBytes(4).toString('hex')}`
    const names = { seeded: `${prefix}_seeded`, bare: `${prefix}_bare` }
    for (const [which, name] of Object.entries(names)) {
      await adminQuery(serverUrl, `CREATE DATABASE ${name}`)
      const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name), max: 1 })
      await database.migrate(migrationsFolder)
      if (which === 'seeded') await seedDatabase(database.db)
      await database.close()
    }
    return {
      templates: { kind: 'postgres', ...names },
      remove: async () => {
        for (const name of Object.values(names)) {
          await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        }
      },
    }
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'itest-pglite-'))
  const files = { seeded: path.join(dir, 'seeded.tar'), bare: path.join(dir, 'bare.tar') }
  for (const [which, file] of Object.entries(files)) {
    const client = new PGlite()
    const database = await openDatabase({ kind: 'pglite', pglite: client })
    await database.migrate(migrationsFolder)
    if (which === 'seeded') await seedDatabase(database.db)
    const dump = await client.dumpDataDir('none')
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
    await database.close()
  }
  return {
    templates: { kind: 'pglite', ...files },
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  }
}
