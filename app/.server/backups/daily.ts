import type pino from 'pino'
import { backupDue, type TableStats } from '#app/domain/backups/backups'
import type { Database } from '../db/client'
import { latestBackupRun } from '../repos/backups'
import { pruneBackups, takeBackup } from './backup'

/** How often the server asks whether a backup is due. */
export const DAILY_BACKUP_CHECK_MS = 15 * 60_000

/**
 * The embedded database's daily backup (ADR 037): every DAILY_BACKUP_CHECK_MS (and soon after
 * start), a backup is taken when the last one is a day old, then the old ones the retention rule
 * does not keep are deleted. A failure is logged and tried again at the next check.
 */
export function startDailyBackups(options: {
  database: Database
  dir: string
  appVersion: string
  migrationsFolder: string
  logger: pino.Logger
  pgliteDumpStats?: (dumpFile: string) => Promise<TableStats>
  now?: () => Date
  firstCheckMs?: number
}) {
  const now = options.now ?? (() => new Date())
  let running: Promise<void> | null = null
  const check = () => {
    running ??= (async () => {
      try {
        const last = await latestBackupRun(options.database.db)
        if (!backupDue(last?.takenAt ?? null, now())) return
        const { file, bytes } = await takeBackup({ ...options, trigger: 'daily', now })
        const removed = await pruneBackups(options.dir)
        options.logger.info({ file, bytes, removed }, 'daily backup written')
      } catch (error) {
        options.logger.error({ err: error }, 'daily backup failed: tried again at the next check')
      } finally {
        running = null
      }
    })()
    return running
  }
  const first = setTimeout(check, options.firstCheckMs ?? 60_000)
  const timer = setInterval(check, DAILY_BACKUP_CHECK_MS)
  first.unref()
  timer.unref()
  return {
    /** Runs a check now (tests); resolves when it is done. */
    check,
    async stop() {
      clearTimeout(first)
      clearInterval(timer)
      await running
    },
  }
}
