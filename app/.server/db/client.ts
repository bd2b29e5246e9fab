import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import * as schema from './schema'

export type Schema = typeof schema
/** The database handle every repository takes: the same on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  /** The embedded database's own client (backups dump its data directory), on PGlite only. */
  pglite?: PGlite
  /** The connection URL (backups hand it to pg_dump), on PostgreSQL only. */
  url?: string
  /** Applies the committed migrations in `folder` (idempotent). */
  migrate(folder: string): Promise<void>
  close(): Promise<void>
}

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string /* undefined = in memory */; pglite?: PGlite }
  | { kind: 'postgres'; url: string; max?: number }

/**
 * PostgreSQL's shared buffers inside PGlite. Its default, 128 MB, lives in PGlite's WebAssembly
 * memory, which never shrinks: under the bench the pages it touched raised the idle RSS by ~50 MB
 * (issue #22 item 4, ADR 028). This site's data is a few MB; the rest is cached by the OS below.
 */
export const PGLITE_SHARED_BUFFERS = '32MB'

function pgliteOptions() {
  return { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pglite') {
    let client = options.pglite
    if (!client) {
      if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true })
      client = options.dataDir ? new PGlite(options.dataDir, pgliteOptions()) : new PGlite(pgliteOptions())
    }
    await client.waitReady
    const db = drizzlePglite(client, { schema }) as unknown as Db
    return {
      db,
      kind: 'pglite',
      pglite: client,
      migrate: async (folder) => {
        await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder })
      },
      close: async () => {
        if (!client.closed) await client.close()
      },
    }
  }
  const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 })
  // An idle client error (the server restarted) must not crash the process.
  pool.on('error', () => {})
  const db = drizzlePg(pool, { schema }) as unknown as Db
  return {
    db,
    kind: 'postgres',
    url: options.url,
    migrate: async (folder) => {
      // Several instances may start at once: one applies the migrations, the others wait.
      const client = await pool.connect()
      try {
        await client.query('SELECT pg_advisory_lock(7261001)')
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: folder })
      } finally {
        await client.query('SELECT pg_advisory_unlock(7261001)').catch(() => {})
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

/** The PGlite directory inside DATA_DIR. */
export function pgliteDir(dataDir: string) {
  return path.join(dataDir, 'pglite')
}
