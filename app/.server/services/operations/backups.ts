import { backupHealth, type BackupHealth } from '#app/domain/backups/backups'
import { dbOf, type DataSource } from '../../db/source'
import { latestBackupRun } from '../../repos/backups'

/** The last backup's time and size, or null: none yet (the metrics' backup series, ADR 040). */
export async function lastBackup(source: DataSource): Promise<{ at: Date; bytes: number } | null> {
  const run = await latestBackupRun(dbOf(source))
  return run ? { at: run.takenAt, bytes: run.bytes } : null
}

export type BackupStatus = {
  health: BackupHealth
  last: { at: string; bytes: number; fileName: string; trigger: string; tables: number; rows: number } | null
  /** Does the server back the database up by itself (the embedded database, BACKUP_DIR not off)? */
  daily: boolean
}

/** What the admin's Database tab says of the backups. */
export async function backupStatus(
  source: DataSource,
  options: { daily: boolean; now?: Date },
): Promise<BackupStatus> {
  const run = await latestBackupRun(dbOf(source))
  return {
    health: backupHealth(run?.takenAt ?? null, options.now ?? new Date()),
    last: run
      ? {
          at: run.takenAt.toISOString(),
          bytes: run.bytes,
          fileName: run.fileName,
          trigger: run.trigger,
          tables: run.tables,
          rows: run.rows,
        }
      : null,
    daily: options.daily,
  }
}
