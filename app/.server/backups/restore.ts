import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rename } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { gunzip } from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { tableDifferences, type BackupManifest, type TableDifference } from '#app/domain/backups/backups'
import { BackupFileError, fileErrorReason, readBackupArchive, removeQuietly } from './archive'
import { CommandFailed, run } from './backup'
import { pgliteTableStats, readTableStats } from './table-stats'

const gunzipAsync = promisify(gunzip)

export type RestoreTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string }

export class RestoreRefused extends Error {}

/** The restore began and could not finish; its message says what became of the database. */
export class RestoreFailed extends Error {}

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

/** Is this PostgreSQL database empty (no table in public or drizzle)? Refused when it does not answer. */
async function postgresIsEmpty(url: string) {
  try {
    return await withClient(url, async (client) => {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema IN ('public', 'drizzle')`,
      )
      return rows[0]!.n === 0
    })
  } catch (error) {
    throw new RestoreRefused(`Cannot connect to the database of DATABASE_URL: ${(error as Error).message}.`)
  }
}

/** The first line of a failed command's message: the commands explain themselves in one line. */
function firstLine(error: unknown) {
  return (error as Error).message.split('\n')[0]!.trim()
}

/** Runs pg_restore; a pg_restore that cannot be started is refused with its own message. */
async function pgRestore(args: string[], failure: (reason: string) => Error) {
  try {
    await run('pg_restore', args)
  } catch (error) {
    if (error instanceof CommandFailed && error.exitCode === null) throw new RestoreRefused(error.message)
    throw failure(firstLine(error))
  }
}

/**
 * The embedded database's dump, unzipped (its checksum checked) before anything is touched: PGlite's
 * own unzipping of a damaged dump fails outside the promises it returns, which ends the process.
 */
async function unzipPgliteDump(file: string, dumpPath: string) {
  try {
    return new Blob([await gunzipAsync(await readFile(dumpPath))])
  } catch (error) {
    throw new BackupFileError(`${file} is damaged: its database does not unzip (${firstLine(error)}).`)
  }
}

/** Opens a PGlite data directory from an unzipped dump, and waits until it is ready. */
async function loadPglite(dataDir: string, dump: Blob) {
  const client = new PGlite(dataDir, { loadDataDir: dump })
  try {
    await client.waitReady
  } catch (error) {
    await client.close().catch(() => {})
    throw error
  }
  return client
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
      if (holdsData && !options.force) {
        throw new RestoreRefused(
          `${target.dataDir} already holds a database: restore into an empty DATA_DIR, or add --force to replace it (it is moved aside, not deleted).`,
        )
      }
      const dump = await unzipPgliteDump(options.file, dataPath)
      // A new machine: DATA_DIR is made here, as npm start makes it.
      const dataDirParent = path.dirname(target.dataDir)
      try {
        await mkdir(dataDirParent, { recursive: true })
      } catch (error) {
        throw new RestoreRefused(`DATA_DIR ${dataDirParent} cannot be created: ${fileErrorReason(error)}.`)
      }
      if (holdsData) {
        const stamp = (options.now ?? (() => new Date()))().toISOString().replace(/[-:.]/g, '')
        setAside = `${target.dataDir}.replaced-${stamp}`
        await rename(target.dataDir, setAside)
      }
      let client
      try {
        client = await loadPglite(target.dataDir, dump)
      } catch (error) {
        // Nothing half-restored stays behind: DATA_DIR is left as it was.
        await removeQuietly(target.dataDir)
        if (setAside) await rename(setAside, target.dataDir)
        throw new BackupFileError(
          `${options.file} is damaged: its database could not be loaded (${firstLine(error)}). ${setAside ? `${target.dataDir} is back as it was.` : 'Nothing was restored.'}`,
        )
      }
      try {
        restored = await pgliteTableStats(client)
      } finally {
        await client.close()
      }
    } else {
      // pg_restore reads the archive's table of contents before the database is touched.
      await pgRestore(
        ['--list', dataPath],
        (reason) => new BackupFileError(`${options.file} is damaged: pg_restore cannot read it (${reason}).`),
      )
      if (!(await postgresIsEmpty(target.url))) {
        if (!options.force) {
          throw new RestoreRefused(
            'The database of DATABASE_URL already holds tables: restore into an empty database, or add --force to replace its contents.',
          )
        }
        await emptyPostgres(target.url)
      }
      // In one transaction: a restore that fails part-way leaves none of the backup behind.
      await pgRestore(
        ['--no-owner', '--exit-on-error', '--single-transaction', `--dbname=${target.url}`, dataPath],
        (reason) =>
          new RestoreFailed(
            `The restore failed, and none of the backup was kept (pg_restore runs in one transaction): ${reason}`,
          ),
      )
      restored = await postgresStats(target.url)
    }
    return { manifest, differences: tableDifferences(manifest.tables, restored), setAside }
  } finally {
    await removeQuietly(unpacked)
  }
}
