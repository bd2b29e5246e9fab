import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, readFile, rename } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { tableDifferences, type BackupManifest, type TableDifference } from '#app/domain/backups/backups'
import { readBackupArchive, removeQuietly } from './archive'
import { run } from './backup'
import { pgliteTableStats, readTableStats } from './table-stats'

export type RestoreTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string }

export class RestoreRefused extends Error {}

export type RestoreResult = {
  manifest: BackupManifest
  /** Tables whose restored rows differ from the backup's manifest: none when it restored whole. */
  differences: TableDifference[]
  /** Where the database that --force replaced was moved (the embedded database only). */
  setAside: string | null
}

/** Runs `work` on a connection of its own to `url`, closed after. */
async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Is this PostgreSQL database empty (no table in public or drizzle)? */
function postgresIsEmpty(url: string) {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema IN ('public', 'drizzle')`,
    )
    return rows[0]!.n === 0
  })
}

function emptyPostgres(url: string) {
  return withClient(url, async (client) => {
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE')
    await client.query('DROP SCHEMA IF EXISTS public CASCADE')
    await client.query('CREATE SCHEMA public')
  })
}

function postgresStats(url: string) {
  return withClient(url, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const stats = await readTableStats((sql) => client.query(sql))
    await client.query('COMMIT')
    return stats
  })
}

/** Refuses a backup made by a newer version of the site: its migrations are unknown here. */
function checkMigration(manifest: BackupManifest, migrationsFolder: string) {
  if (!manifest.migration) return
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>
  }
  if (!journal.entries.some((e) => e.tag === manifest.migration)) {
    throw new RestoreRefused(
      `This backup was made by a newer version of the site (migration ${manifest.migration}, version ${manifest.appVersion}): update the site first.`,
    )
  }
}

/**
 * Restores a backup file into an empty database, then counts every table's rows and compares them
 * with the manifest. A database that holds data is refused unless `force`: then the embedded one is
 * moved aside (never deleted), and a PostgreSQL one emptied.
 */
export async function restoreBackup(options: {
  file: string
  target: RestoreTarget
  migrationsFolder: string
  force?: boolean
  now?: () => Date
}): Promise<RestoreResult> {
  const { target } = options
  const unpacked = await mkdtemp(path.join(os.tmpdir(), 'courier-restore-'))
  try {
    const { manifest, dataPath } = await readBackupArchive(options.file, unpacked)
    if (manifest.database !== target.kind) {
      throw new RestoreRefused(
        manifest.database === 'pglite'
          ? 'This is a backup of the embedded database: restore it with DATABASE_URL unset.'
          : 'This is a backup of a PostgreSQL database: restore it with DATABASE_URL set to an empty database.',
      )
    }
    checkMigration(manifest, options.migrationsFolder)
    let setAside: string | null = null
    let restored
    if (target.kind === 'pglite') {
      const inUse = existsSync(path.join(target.dataDir, 'postmaster.pid'))
      const holdsData = existsSync(target.dataDir) && readdirSync(target.dataDir).length > 0
      if (inUse) {
        throw new RestoreRefused(
          `The embedded database in ${target.dataDir} is open: stop the server first (or, if it stopped without closing it, start and stop it once).`,
        )
      }
      if (holdsData) {
        if (!options.force) {
          throw new RestoreRefused(
            `${target.dataDir} already holds a database: restore into an empty DATA_DIR, or add --force to replace it (it is moved aside, not deleted).`,
          )
        }
        const stamp = (options.now ?? (() => new Date()))().toISOString().replace(/[-:.]/g, '')
        setAside = `${target.dataDir}.replaced-${stamp}`
        await rename(target.dataDir, setAside)
      }
      const client = new PGlite(target.dataDir, { loadDataDir: new Blob([await readFile(dataPath)]) })
      try {
        await client.waitReady
        restored = await pgliteTableStats(client)
      } finally {
        await client.close()
      }
    } else {
      if (!(await postgresIsEmpty(target.url))) {
        if (!options.force) {
          throw new RestoreRefused(
            'The database of DATABASE_URL already holds tables: restore into an empty database, or add --force to replace its contents.',
          )
        }
        await emptyPostgres(target.url)
      }
      await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${target.url}`, dataPath])
      restored = await postgresStats(target.url)
    }
    return { manifest, differences: tableDifferences(manifest.tables, restored), setAside }
  } finally {
    await removeQuietly(unpacked)
  }
}
