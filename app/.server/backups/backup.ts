import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import {
  backupFileName,
  backupsToKeep,
  backupTimeOf,
  type BackupManifest,
  type TableStats,
} from '#app/domain/backups/backups'
import type { Database } from '../db/client'
import { insertBackupRun } from '../repos/backups'
import { removeQuietly, writeBackupArchive } from './archive'
import { pgliteTableStats, readTableStats } from './table-stats'

export const PGLITE_DATA_FILE = 'pglite-data.tar.gz'
/** pg_dump's tar archive while it is written; the backup file is that archive (ADR 053). */
const POSTGRES_ARCHIVE = 'pg_dump.tar'

/** A command that failed: `exitCode` is null when it could not be started at all. */
export class CommandFailed extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null,
  ) {
    super(message)
  }
}

/** Runs a command; rejects (CommandFailed) with its standard error when it fails. */
export function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', (error) =>
      reject(
        new CommandFailed(
          `${command} could not be started (${error.message}): is it installed and on PATH?`,
          null,
        ),
      ),
    )
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new CommandFailed(`${command} failed (exit ${code}): ${stderr.trim()}`, code)),
    )
  })
}

/** The stats of a dumped PGlite data directory, read by loading it into a database in memory. */
export async function statsOfPgliteDump(dumpFile: string): Promise<TableStats> {
  const client = new PGlite({ loadDataDir: new Blob([await readFile(dumpFile)]) })
  try {
    await client.waitReady
    return await pgliteTableStats(client)
  } finally {
    await client.close()
  }
}

/** The tag of the last migration applied (drizzle's journal names it by the time it records). */
export async function appliedMigration(database: Database, migrationsFolder: string): Promise<string | null> {
  const result = (await database.db.execute(
    'SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1',
  )) as unknown as { rows: Array<{ created_at: string | number }> }
  const when = Number(result.rows[0]?.created_at)
  if (!when) return null
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ when: number; tag: string }>
  }
  return (
    journal.entries.find((e) => e.when === when)?.tag ??
    `unknown migration of ${new Date(when).toISOString()}`
  )
}

export type BackupOptions = {
  database: Database
  dir: string
  appVersion: string
  migrationsFolder: string
  trigger: 'daily' | 'command'
  now?: () => Date
  /**
   * Reads the stats of a PGlite dump. The server hands it to a short-lived child process: a second
   * PGlite costs hundreds of MB that the serving process would keep (ADR 028).
   */
  pgliteDumpStats?: (dumpFile: string) => Promise<TableStats>
}

export type BackupResult = { file: string; bytes: number; manifest: BackupManifest }

/**
 * Takes a backup into `dir` and records it: the embedded database's data directory (dumped while no
 * query runs, then loaded into a scratch database to count its rows, so each backup is one that
 * restores), or pg_dump's tar archive (ADR 053), with the counts read in pg_dump's own snapshot.
 */
export async function takeBackup(options: BackupOptions): Promise<BackupResult> {
  const { database } = options
  const takenAt = (options.now ?? (() => new Date()))()
  const staging = await mkdtemp(path.join(os.tmpdir(), 'courier-backup-'))
  const file = path.join(options.dir, backupFileName(takenAt))
  const name = path.basename(file)
  try {
    let dataFile: string
    let tables: TableStats
    if (database.kind === 'pglite') {
      if (!database.pglite) throw new Error('the embedded database has no client to dump')
      dataFile = PGLITE_DATA_FILE
      const dump = await database.pglite.dumpDataDir('gzip')
      const dumpPath = path.join(staging, dataFile)
      await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()))
      tables = await (options.pgliteDumpStats ?? statsOfPgliteDump)(dumpPath)
    } else {
      if (!database.url) throw new Error('the PostgreSQL database has no URL to hand to pg_dump')
      dataFile = POSTGRES_ARCHIVE
      tables = await dumpPostgres(database.url, path.join(staging, dataFile))
    }
    const pglite = database.kind === 'pglite'
    const manifest: BackupManifest = {
      format: pglite ? 1 : 2,
      takenAt: takenAt.toISOString(),
      appVersion: options.appVersion,
      migration: await appliedMigration(database, options.migrationsFolder),
      database: database.kind,
      ...(pglite ? { dataFile } : {}),
      howToRestore: howToRestore(database.kind, name, dataFile),
      tables,
    }
    const bytes = await writeBackupArchive({ file, staging, dataFile, manifest })
    await insertBackupRun(database.db, {
      takenAt,
      fileName: name,
      bytes,
      trigger: options.trigger,
      tables: Object.keys(tables).length,
      rows: Object.values(tables).reduce((sum, t) => sum + t.rows, 0),
    })
    return { file, bytes, manifest }
  } finally {
    await removeQuietly(staging)
  }
}

/** What a backup's manifest tells whoever opens it: how to restore it, and read it with other tools. */
function howToRestore(kind: Database['kind'], name: string, dataFile: string) {
  if (kind === 'pglite') {
    return `Stop the server, then run "npm run restore -- ${name}" with DATABASE_URL unset: it loads ${dataFile} (PGlite's dump of DATA_DIR/pglite) into DATA_DIR/pglite and compares every table with this manifest.`
  }
  return `This file is pg_dump's tar archive; this manifest is its last member, which pg_restore skips. Run "npm run restore -- ${name}" with DATABASE_URL set to an empty database: it restores the file and compares every table with this manifest. PostgreSQL's own tools read the file as it is: "pg_restore --list ${name}" lists it, "pg_restore --no-owner --single-transaction --dbname=URL ${name}" restores it.`
}

/** pg_dump in a snapshot exported by a read-only transaction, whose rows are counted in it too. */
async function dumpPostgres(url: string, dumpPath: string): Promise<TableStats> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')
    // Both awaited at once: a pg_dump that fails while the rows are counted is a rejection handled
    // here (the command's one-line message), not an unhandled one that ends the process.
    const [tables] = await Promise.all([
      readTableStats((sql) => client.query(sql)),
      run('pg_dump', ['--format=tar', `--snapshot=${rows[0]!.id}`, `--file=${dumpPath}`, url]),
    ])
    await client.query('COMMIT')
    return tables
  } finally {
    await client.end()
  }
}

/** Deletes the backups the retention rule does not keep (ADR 037); answers the names deleted. */
export async function pruneBackups(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return []
  const names = await readdir(dir)
  const keep = backupsToKeep(names)
  const gone = names.filter((n) => backupTimeOf(n) !== null && !keep.has(n))
  for (const name of gone) await rm(path.join(dir, name), { force: true })
  return gone
}
