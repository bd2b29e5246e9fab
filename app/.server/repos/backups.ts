import { desc } from 'drizzle-orm'
import { backupRuns } from '../db/schema'
import type { Db } from '../db/client'

export type BackupRun = typeof backupRuns.$inferSelect

export async function insertBackupRun(db: Db, run: Omit<BackupRun, 'id'>) {
  await db.insert(backupRuns).values(run)
}

export async function latestBackupRun(db: Db): Promise<BackupRun | null> {
  const [row] = await db.select().from(backupRuns).orderBy(desc(backupRuns.takenAt)).limit(1)
  return row ?? null
}
