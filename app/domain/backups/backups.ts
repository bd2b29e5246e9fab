import { getISOWeek, getISOWeekYear } from 'date-fns'

/**
 * The rules of the site's backups (issue #32, ADR 037): what a backup file is called, which ones the
 * daily backup keeps, when staff are warned, and whether a restored database holds what was backed up.
 */

/** Daily backups kept: the newest of each of the last 7 days that have one. */
export const DAILY_BACKUPS_KEPT = 7
/** Weekly backups kept beyond those: the newest of each of the 4 ISO weeks before them. */
export const WEEKLY_BACKUPS_KEPT = 4
/** The embedded database is backed up when its last backup is this old. */
export const BACKUP_EVERY_HOURS = 24
/** Staff are warned when the last backup is older than this (a day's backup plus some slack). */
export const BACKUP_STALE_AFTER_HOURS = 26

const FILE_PATTERN = /^courier-backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar$/

/** `courier-backup-20261128T193000Z.tar`: the time (UTC) sorts the names. */
export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')
  return `courier-backup-${stamp}.tar`
}

/** The time a backup file's name carries, or null for any other file. */
export function backupTimeOf(fileName: string): Date | null {
  const m = FILE_PATTERN.exec(fileName)
  if (!m) return null
  const at = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!))
  return Number.isNaN(at.getTime()) ? null : at
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10)
const weekOf = (at: Date) => `${getISOWeekYear(at)}-W${getISOWeek(at)}`

/**
 * Which backup files to keep (the rest are deleted): the newest of each of the last
 * DAILY_BACKUPS_KEPT days that have a backup, and, among older ones, the newest of each of the last
 * WEEKLY_BACKUPS_KEPT ISO weeks that no daily backup stands for. Files whose names are not backups' are never touched.
 */
export function backupsToKeep(fileNames: readonly string[]): Set<string> {
  const backups = fileNames
    .map((name) => ({ name, at: backupTimeOf(name) }))
    .filter((b): b is { name: string; at: Date } => b.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime())
  const keep = new Set<string>()
  const days = new Set<string>()
  let oldestDaily: Date | null = null
  for (const b of backups) {
    if (days.size >= DAILY_BACKUPS_KEPT) break
    if (days.has(dayOf(b.at))) continue
    days.add(dayOf(b.at))
    keep.add(b.name)
    oldestDaily = b.at
  }
  // A week a daily backup already stands for needs no weekly one.
  const covered = new Set([...keep].map((name) => weekOf(backupTimeOf(name)!)))
  const weeks = new Set<string>()
  for (const b of backups) {
    if (weeks.size >= WEEKLY_BACKUPS_KEPT) break
    if (oldestDaily && b.at.getTime() >= oldestDaily.getTime()) continue
    if (covered.has(weekOf(b.at)) || weeks.has(weekOf(b.at))) continue
    weeks.add(weekOf(b.at))
    keep.add(b.name)
  }
  return keep
}

/** Is a backup due: none yet, or the last one BACKUP_EVERY_HOURS old? */
export function backupDue(last: Date | null, now: Date): boolean {
  return !last || now.getTime() - last.getTime() >= BACKUP_EVERY_HOURS * 3_600_000
}

export type BackupHealth = 'none' | 'stale' | 'current'

/** What the admin says of the last backup: none yet, older than BACKUP_STALE_AFTER_HOURS, or current. */
export function backupHealth(last: Date | null, now: Date): BackupHealth {
  if (!last) return 'none'
  return now.getTime() - last.getTime() > BACKUP_STALE_AFTER_HOURS * 3_600_000 ? 'stale' : 'current'
}

/** Every table's row count and a checksum of its rows, as a backup's manifest records them. */
export type TableStats = Record<string, { rows: number; checksum: string }>

export type TableDifference = {
  table: string
  expected: { rows: number; checksum: string } | null
  actual: { rows: number; checksum: string } | null
}

/** The tables whose rows differ between what was backed up and what was restored (none: it restored). */
export function tableDifferences(expected: TableStats, actual: TableStats): TableDifference[] {
  const tables = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort()
  return tables
    .map((table) => ({ table, expected: expected[table] ?? null, actual: actual[table] ?? null }))
    .filter(
      (d) =>
        !d.expected ||
        !d.actual ||
        d.expected.rows !== d.actual.rows ||
        d.expected.checksum !== d.actual.checksum,
    )
}

/**
 * What a backup file says of itself (manifest.json inside it). Format 1: a tar of manifest.json and
 * the database's file (`dataFile`): every embedded-database backup, and PostgreSQL backups taken
 * before ADR 053. Format 2 (PostgreSQL, ADR 053): the backup is pg_dump's own tar archive, with
 * manifest.json as its last member, so pg_restore reads the file as it is.
 */
export type BackupManifest = {
  format: 1 | 2
  takenAt: string
  appVersion: string
  /** The last migration applied (the tag of drizzle's journal) when the backup was taken. */
  migration: string | null
  database: 'pglite' | 'postgres'
  /** The name of the database's file inside the backup (format 1). */
  dataFile?: string
  /** How to restore the file, and to read it with the database's own tools, for whoever opens it. */
  howToRestore?: string
  tables: TableStats
}
