import { describe, expect, it } from 'vitest'
import {
  backupDue,
  backupFileName,
  backupHealth,
  backupsToKeep,
  backupTimeOf,
  tableDifferences,
} from './backups'

const at = (iso: string) => new Date(iso)

describe('backup file names', () => {
  it('carry the time, to the second, and read back', () => {
    const name = backupFileName(at('2026-11-28T19:30:05.123Z'))
    expect(name).toBe('courier-backup-20261128T193005Z.tar')
    expect(backupTimeOf(name)).toEqual(at('2026-11-28T19:30:05Z'))
  })
  it('other files are not backups', () => {
    expect(backupTimeOf('notes.txt')).toBeNull()
    expect(backupTimeOf('courier-backup-20261128T193005Z.tar.tmp')).toBeNull()
  })
})

describe('which backups the daily backup keeps', () => {
  it('one a day for 60 days: the last 7 days and one of each of the 4 weeks before them', () => {
    const names = Array.from({ length: 60 }, (_, i) =>
      backupFileName(new Date(Date.UTC(2026, 10, 28, 3) - i * 86_400_000)),
    )
    const keep = [...backupsToKeep(names)].map((n) => backupTimeOf(n)!.toISOString().slice(0, 10)).sort()
    expect(keep).toHaveLength(11)
    // Daily: Nov 22–28.
    expect(keep.slice(-7)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ])
    // Weekly: the newest of each ISO week before (weeks end on Sundays: Nov 22 is one).
    expect(keep.slice(0, 4)).toEqual(['2026-10-25', '2026-11-01', '2026-11-08', '2026-11-15'])
  })
  it('several on one day: the newest of that day is kept', () => {
    const names = ['courier-backup-20261128T010000Z.tar', 'courier-backup-20261128T180000Z.tar']
    expect([...backupsToKeep(names)]).toEqual(['courier-backup-20261128T180000Z.tar'])
  })
  it('never names a file that is not a backup', () => {
    expect(backupsToKeep(['README.txt', 'courier-backup-20261128T010000Z.tar']).has('README.txt')).toBe(false)
  })
})

describe('when a backup is due, and what staff are told', () => {
  const now = at('2026-11-28T12:00:00Z')
  it('due with none, or a day old', () => {
    expect(backupDue(null, now)).toBe(true)
    expect(backupDue(at('2026-11-27T12:00:00Z'), now)).toBe(true)
    expect(backupDue(at('2026-11-27T13:00:00Z'), now)).toBe(false)
  })
  it('warned past 26 hours', () => {
    expect(backupHealth(null, now)).toBe('none')
    expect(backupHealth(at('2026-11-27T10:00:00Z'), now)).toBe('current')
    expect(backupHealth(at('2026-11-27T09:59:00Z'), now)).toBe('stale')
  })
})

describe('a restore compared with its backup', () => {
  it('names each table whose rows or checksum differ, or that is missing on one side', () => {
    const a = {
      orders: { rows: 2, checksum: 'x' },
      images: { rows: 1, checksum: 'y' },
      gone: { rows: 0, checksum: 'z' },
    }
    const b = {
      orders: { rows: 2, checksum: 'x' },
      images: { rows: 1, checksum: 'w' },
      extra: { rows: 0, checksum: 'z' },
    }
    expect(tableDifferences(a, b).map((d) => d.table)).toEqual(['extra', 'gone', 'images'])
    expect(tableDifferences(a, a)).toEqual([])
  })
})
