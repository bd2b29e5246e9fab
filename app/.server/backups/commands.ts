import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { openDatabase, pgliteDir } from '../db/client'
import { getEnv } from '../env'
import { CommandFailed, takeBackup, statsOfPgliteDump } from './backup'
import { restoreBackup } from './restore'

/** The site's version, as package.json gives it (a backup's manifest records it). */
export function appVersion(root: string): string {
  return (
    (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version?: string }).version ??
    '0.0.0'
  )
}

export class CommandRefused extends Error {}

/** `npm run backup [-- --dir DIR]`: one backup of the configured database into DIR or BACKUP_DIR. */
export async function backupCommand(options: { root: string; dir?: string }) {
  const env = getEnv()
  const dir = options.dir ? path.resolve(options.dir) : env.BACKUP_DIR
  if (!dir) throw new CommandRefused('BACKUP_DIR is off: name a folder with --dir.')
  if (!env.DATABASE_URL) {
    const dataDir = pgliteDir(env.DATA_DIR)
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
      throw new CommandRefused(`There is no database in ${dataDir} to back up.`)
    }
    if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
      throw new CommandRefused(
        `The embedded database in ${dataDir} is open: the server holds it, and takes a backup into ${env.BACKUP_DIR ?? 'BACKUP_DIR'} every day by itself. Stop it to take one now.`,
      )
    }
  }
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, max: 2 }
      : { kind: 'pglite', dataDir: pgliteDir(env.DATA_DIR) },
  )
  try {
    return await takeBackup({
      database,
      dir,
      appVersion: appVersion(options.root),
      migrationsFolder: path.join(options.root, 'drizzle'),
      trigger: 'command',
    })
  } catch (error) {
    throw backupFailure(error, Boolean(env.DATABASE_URL))
  } finally {
    await database.close().catch(() => {})
  }
}

/**
 * What the operator is told when a backup fails for a reason of the machine (issue #46): pg_dump
 * missing or failing, a database that does not answer, a folder that cannot be written; one line,
 * no stack trace. Anything else is a fault of the site and keeps its stack.
 */
function backupFailure(error: unknown, postgres: boolean): unknown {
  if (!(error instanceof Error)) return error
  const first = error.message.split('\n')[0]!.trim()
  const line = /[.?!]$/.test(first) ? first : `${first}.`
  if (error instanceof CommandFailed) return new CommandRefused(`The backup failed: ${line}`)
  const code = (error as NodeJS.ErrnoException).code
  if (typeof code !== 'string') return error
  // A file system error names its path; node-postgres errors carry a SQLSTATE or a socket code.
  if ('path' in error) return new CommandRefused(`The backup could not be written: ${line}`)
  if (postgres) return new CommandRefused(`Cannot back up the database of DATABASE_URL: ${line}`)
  return error
}

/** `npm run restore -- FILE [--force]`: restores a backup into the configured database. */
export async function restoreCommand(options: { root: string; file: string; force?: boolean }) {
  const env = getEnv()
  return restoreBackup({
    file: path.resolve(options.file),
    target: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: pgliteDir(env.DATA_DIR) },
    migrationsFolder: path.join(options.root, 'drizzle'),
    force: options.force,
  })
}

/** The child process the server's daily backup counts a dump's rows in (server/backup.js --stats-of-dump). */
export async function dumpStatsCommand(file: string) {
  return statsOfPgliteDump(file)
}
