/**
 * Backups that restore (issue #32, ADR 037): a seeded database with submissions, orders, images and
 * operators is backed up, restored into a fresh, empty database (on PGlite, a DATA_DIR that does not
 * exist yet: a new machine), and every table's row count and checksum compared with the original's.
 * A damaged backup is refused before anything is replaced. Runs on the run's database: PGlite, then
 * PostgreSQL when TEST_DATABASE_URL is set (pg_dump / pg_restore), where pg_restore itself must read
 * the backup file as it is (issue #46, ADR 053), and an older backup (pg_dump's custom format inside
 * the tar) still restores.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import pino from 'pino'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BackupFileError } from '#app/.server/backups/archive'
import { pruneBackups, takeBackup } from '#app/.server/backups/backup'
import { startDailyBackups } from '#app/.server/backups/daily'
import {
  restoreBackup,
  RestoreFailed,
  RestoreRefused,
  type RestoreTarget,
} from '#app/.server/backups/restore'
import { pgliteTableStats, readTableStats } from '#app/.server/backups/table-stats'
import { openDatabase, type Database } from '#app/.server/db/client'
import {
  imageVariants,
  images,
  operators,
  orderLines,
  orders,
  products,
  submissions,
} from '#app/.server/db/schema'
import { backupStatus, lastBackup } from '#app/.server/services/operations/backups'
import { backupFileName, type BackupManifest, type TableStats } from '#app/domain/backups/backups'
import { databaseUrl } from './template-databases'
import { createTestDatabase, migrationsFolder, type TestDatabase } from './test-database'

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: Array<{ tag: string }>
}
const lastMigration = journal.entries.at(-1)!.tag

let t: TestDatabase
let work: string
const pixels = randomBytes(150_000)
const pgServer = process.env.TEST_DATABASE_URL || undefined
const emptyDatabases: string[] = []

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: pgServer })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** A new, empty place to restore into, of the run's kind; on PGlite a DATA_DIR that does not exist yet. */
async function emptyTarget(): Promise<RestoreTarget> {
  if (!pgServer) {
    const dataDir = path.join(work, `restore-${randomBytes(6).toString('hex')}`, 'data')
    return { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }
  }
  const name = `restore_${randomBytes(6).toString('hex')}`
  await adminQuery(`CREATE DATABASE ${name}`)
  emptyDatabases.push(name)
  return { kind: 'postgres', url: databaseUrl(pgServer, name) }
}

async function statsOf(database: Database): Promise<TableStats> {
  if (database.pglite) return pgliteTableStats(database.pglite)
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    return await readTableStats((sql) => client.query(sql))
  } finally {
    await client.query('COMMIT')
    await client.end()
  }
}

/** The tables of a PostgreSQL database: none, when a restore left nothing behind. */
async function tablesIn(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema IN ('public', 'drizzle')`,
    )
    return rows[0]!.n
  } finally {
    await client.end()
  }
}

/** A tar of `members` (name → content), in that order, as a damaged or older backup would be. */
async function tarOf(file: string, members: Record<string, string | Buffer>) {
  const dir = mkdtempSync(path.join(work, 'members-'))
  for (const [name, content] of Object.entries(members)) writeFileSync(path.join(dir, name), content)
  await tar.create({ file, cwd: dir, portable: true }, Object.keys(members))
  return file
}

/** The members of a backup file, in order, and the manifest inside it. */
async function membersOf(file: string) {
  const names: string[] = []
  let manifest = ''
  await tar.list({
    file,
    onReadEntry: (entry) => {
      names.push(entry.path)
      if (entry.path === 'manifest.json') entry.on('data', (chunk: Buffer) => (manifest += chunk.toString()))
    },
  })
  return { names, manifest: JSON.parse(manifest) as BackupManifest }
}

function open(target: RestoreTarget) {
  return openDatabase(target.kind === 'pglite' ? { kind: 'pglite', dataDir: target.dataDir } : target)
}

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'backup-test-'))
  t = await createTestDatabase()
  // What a site that has run a while holds: form submissions, an order, an uploaded image.
  await t.db.insert(submissions).values(
    (['service-contact', 'lead', 'booking'] as const).map((kind, i) => ({
      kind,
      lang: i === 1 ? ('es' as const) : ('en' as const),
      sourcePath: '/contact',
      payload: { name: `Visitor ${i}`, message: `Señal ${i} “quoted”` },
      email: `visitor${i}@example.com`,
    })),
  )
  const [order] = await t.db
    .insert(orders)
    .values({
      orderNumber: 'CN-1001',
      buyerName: 'Ana Pérez',
      email: 'ana@example.com',
      phone: '5615550100',
      shipLine1: '1 Main St',
      shipCity: 'Delray Beach',
      shipState: 'FL',
      shipZip: '33444',
      subtotalCents: 4500,
      shippingCents: 500,
      totalCents: 5000,
      lang: 'es',
      idempotencyKey: 'backup-test-order',
    })
    .returning({ id: orders.id })
  const [product] = await t.db.select({ id: products.id }).from(products).limit(1)
  await t.db.insert(orderLines).values({
    orderId: order!.id,
    productId: product!.id,
    productName: 'Door hangers',
    unitPriceCents: 4500,
    quantity: 1,
    lineTotalCents: 4500,
  })
  await t.db.insert(images).values({
    id: 'b4c7a9e1f2d30567',
    fileName: 'truck.png',
    sourceType: 'png',
    sourceBytes: pixels.length,
    width: 800,
    height: 600,
  })
  await t.db
    .insert(imageVariants)
    .values({ imageId: 'b4c7a9e1f2d30567', width: 800, height: 600, bytes: pixels.length, data: pixels })
}, 60_000)

afterAll(async () => {
  await t?.drop()
  for (const name of emptyDatabases) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  rmSync(work, { recursive: true, force: true })
})

describe(`a backup restores whole (${pgServer ? 'PostgreSQL' : 'PGlite'})`, () => {
  let file: string
  let before: TableStats

  it('writes one file whose manifest gives the time, version, migration and every table’s rows', async () => {
    before = await statsOf(t)
    expect(before.operators!.rows).toBeGreaterThan(0)
    const taken = await takeBackup({
      database: t,
      dir: path.join(work, 'backups'),
      appVersion: '1.0.0',
      migrationsFolder,
      trigger: 'command',
      now: () => new Date('2026-11-28T03:00:00Z'),
    })
    file = taken.file
    expect(path.basename(file)).toBe('courier-backup-20261128T030000Z.tar')
    expect(taken.bytes).toBeGreaterThan(pixels.length)
    expect(taken.manifest).toMatchObject({
      // Format 2: on PostgreSQL the file is pg_dump's tar archive (ADR 053).
      format: t.kind === 'pglite' ? 1 : 2,
      takenAt: '2026-11-28T03:00:00.000Z',
      appVersion: '1.0.0',
      migration: lastMigration,
      database: t.kind,
    })
    // The manifest holds what the database held: every table, each row; and says how to restore it.
    expect(taken.manifest.tables).toEqual(before)
    expect(taken.manifest.howToRestore).toContain(`npm run restore -- ${path.basename(file)}`)
    expect((await membersOf(file)).manifest).toEqual(taken.manifest)
    expect(taken.manifest.tables.submissions!.rows).toBeGreaterThanOrEqual(3)
    expect(taken.manifest.tables.image_variants!.rows).toBeGreaterThanOrEqual(1)
    // Recorded: the admin and /metrics read it.
    expect(await lastBackup(t)).toEqual({ at: new Date('2026-11-28T03:00:00Z'), bytes: taken.bytes })
    const status = await backupStatus(t, { daily: true, now: new Date('2026-11-28T12:00:00Z') })
    expect(status).toMatchObject({
      health: 'current',
      last: { fileName: path.basename(file), trigger: 'command' },
    })
    expect((await backupStatus(t, { daily: true, now: new Date('2026-11-29T06:00:00Z') })).health).toBe(
      'stale',
    )
  }, 60_000)

  it('restores into an empty database: every table’s row count and checksum equal the original’s', async () => {
    const target = await emptyTarget()
    if (target.kind === 'pglite') expect(existsSync(path.dirname(target.dataDir))).toBe(false)
    const result = await restoreBackup({ file, target, migrationsFolder })
    expect(result.differences).toEqual([])
    const restored = await open(target)
    try {
      expect(await statsOf(restored)).toEqual(before)
      // The pixels themselves came back, byte for byte.
      const [variant] = await restored.db
        .select()
        .from(imageVariants)
        .where(eq(imageVariants.imageId, 'b4c7a9e1f2d30567'))
      expect(Buffer.from(variant!.data).equals(pixels)).toBe(true)
      const [o] = await restored.db.select().from(orders).where(eq(orders.orderNumber, 'CN-1001'))
      expect(o).toMatchObject({ buyerName: 'Ana Pérez', totalCents: 5000 })
      expect((await restored.db.select().from(operators)).length).toBe(before.operators!.rows)
    } finally {
      await restored.close()
    }

    // A database that holds data is refused, and kept as it was…
    await expect(restoreBackup({ file, target, migrationsFolder })).rejects.toThrow(RestoreRefused)
    await expect(restoreBackup({ file, target, migrationsFolder })).rejects.toThrow(/already holds|--force/)
    // …unless told: the embedded one is moved aside, never deleted.
    const forced = await restoreBackup({ file, target, migrationsFolder, force: true })
    expect(forced.differences).toEqual([])
    if (target.kind === 'pglite') expect(existsSync(forced.setAside!)).toBe(true)
  }, 120_000)

  it('refuses what is not a backup, and a backup of the other kind of database', async () => {
    const junk = path.join(work, 'junk.tar')
    writeFileSync(junk, 'not a tar file')
    await expect(
      restoreBackup({ file: junk, target: await emptyTarget(), migrationsFolder }),
    ).rejects.toThrow(/not a backup/)
    const missing = path.join(work, 'no-such-backup.tar')
    await expect(
      restoreBackup({ file: missing, target: await emptyTarget(), migrationsFolder }),
    ).rejects.toThrow(`The backup file ${missing} does not exist.`)
    await expect(
      restoreBackup({ file: work, target: await emptyTarget(), migrationsFolder }),
    ).rejects.toThrow(`${work} is a folder, not a backup file.`)
    const other: RestoreTarget = pgServer
      ? { kind: 'pglite', dataDir: path.join(work, 'other', 'pglite') }
      : { kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' }
    await expect(restoreBackup({ file, target: other, migrationsFolder })).rejects.toThrow(
      pgServer ? /PostgreSQL database/ : /embedded database/,
    )
  }, 60_000)

  it('refuses a damaged backup before it replaces anything, in one line', async () => {
    const { manifest } = await membersOf(file)
    const manifestText = JSON.stringify(manifest)
    const target = await emptyTarget()
    const refusals: Error[] = []
    if (target.kind === 'pglite') {
      // The database that is there, and that --force would replace, stays.
      const first = await restoreBackup({ file, target, migrationsFolder })
      expect(first.differences).toEqual([])
      const dump = manifest.dataFile!
      const unpacked = mkdtempSync(path.join(work, 'dump-'))
      await tar.extract({ file, cwd: unpacked })
      const zipped = readFileSync(path.join(unpacked, dump))
      const truncated = await tarOf(path.join(work, 'truncated-dump.tar'), {
        'manifest.json': manifestText,
        [dump]: zipped.subarray(0, zipped.length / 2),
      })
      // A good gzip of a tar that is no database.
      const junk = mkdtempSync(path.join(work, 'junk-'))
      mkdirSync(path.join(junk, 'base'))
      writeFileSync(path.join(junk, 'base', 'x'), 'not a database')
      await tar.create({ file: path.join(junk, 'junk.tar.gz'), cwd: junk, gzip: true }, ['base'])
      const notADatabase = await tarOf(path.join(work, 'not-a-database.tar'), {
        'manifest.json': manifestText,
        [dump]: readFileSync(path.join(junk, 'junk.tar.gz')),
      })
      for (const damaged of [truncated, notADatabase]) {
        const error = await restoreBackup({ file: damaged, target, migrationsFolder, force: true }).catch(
          (e: Error) => e,
        )
        expect(error).toBeInstanceOf(BackupFileError)
        refusals.push(error as Error)
      }
      expect(refusals[0]!.message).toMatch(/is damaged: its database does not unzip/)
      expect(refusals[1]!.message).toMatch(/is damaged: its database could not be loaded.*is back as it was/)
      expect(readdirSync(path.dirname(target.dataDir))).toEqual(['pglite'])
      const kept = await open(target)
      try {
        expect(await statsOf(kept)).toEqual(before)
      } finally {
        await kept.close()
      }
    } else {
      const damaged = await tarOf(path.join(work, 'damaged-toc.tar'), {
        'toc.dat': 'PGDMP but not really',
        'manifest.json': manifestText,
      })
      const error = await restoreBackup({ file: damaged, target, migrationsFolder }).catch((e: Error) => e)
      expect(error).toBeInstanceOf(BackupFileError)
      expect((error as Error).message).toMatch(/is damaged: pg_restore cannot read it/)
      refusals.push(error as Error)
      expect(await tablesIn(target.url)).toBe(0)
    }
    for (const refusal of refusals) expect(refusal.message).not.toContain('\n')
  }, 120_000)

  it.skipIf(!pgServer)(
    'is a file PostgreSQL’s own pg_restore reads as it is (ADR 053)',
    async () => {
      // pg_dump's tar archive: its table of contents first, the manifest its last member.
      const { names } = await membersOf(file)
      expect(names[0]).toBe('toc.dat')
      expect(names.at(-1)).toBe('manifest.json')
      const list = spawnSync('pg_restore', ['--list', file], { encoding: 'utf8' })
      expect(list.stderr).toBe('')
      expect(list.status).toBe(0)
      expect(list.stdout).toMatch(/Format: TAR/)
      expect(list.stdout).toMatch(/TABLE DATA public image_variants/)
      // The manifest's own command restores it whole.
      const target = await emptyTarget()
      if (target.kind !== 'postgres') throw new Error('a PostgreSQL target was expected')
      const restore = spawnSync(
        'pg_restore',
        ['--no-owner', '--single-transaction', `--dbname=${target.url}`, file],
        { encoding: 'utf8' },
      )
      expect(restore.stderr).toBe('')
      expect(restore.status).toBe(0)
      const restored = await open(target)
      try {
        expect(await statsOf(restored)).toEqual(before)
      } finally {
        await restored.close()
      }
    },
    60_000,
  )

  it.skipIf(!pgServer)(
    'still restores an older PostgreSQL backup: pg_dump’s custom format inside the tar',
    async () => {
      const tables = await statsOf(t)
      const staging = mkdtempSync(path.join(work, 'format-1-'))
      execFileSync('pg_dump', ['--format=custom', `--file=${path.join(staging, 'postgres.pgdump')}`, t.url!])
      const manifest = {
        format: 1,
        takenAt: '2026-11-27T03:00:00.000Z',
        appVersion: '1.0.0',
        migration: lastMigration,
        database: 'postgres',
        dataFile: 'postgres.pgdump',
        tables,
      }
      writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest))
      const older = path.join(work, 'courier-backup-20261127T030000Z.tar')
      await tar.create({ file: older, cwd: staging, portable: true }, ['manifest.json', 'postgres.pgdump'])
      const target = await emptyTarget()
      const result = await restoreBackup({ file: older, target, migrationsFolder })
      expect(result.differences).toEqual([])
      expect(result.manifest.takenAt).toBe('2026-11-27T03:00:00.000Z')
    },
    60_000,
  )

  it.skipIf(!pgServer)(
    'a restore that fails part-way leaves none of the backup behind',
    async () => {
      const target = await emptyTarget()
      if (target.kind !== 'postgres') throw new Error('a PostgreSQL target was expected')
      // Not a table, so the database counts as empty; pg_restore then cannot create its own.
      const client = new pg.Client({ connectionString: target.url })
      await client.connect()
      await client.query('CREATE SEQUENCE public.articles_id_seq')
      await client.end()
      const error = await restoreBackup({ file, target, migrationsFolder }).catch((e: Error) => e)
      expect(error).toBeInstanceOf(RestoreFailed)
      expect((error as Error).message).toMatch(/none of the backup was kept.*articles_id_seq/)
      expect((error as Error).message).not.toContain('\n')
      expect(await tablesIn(target.url)).toBe(0)
    },
    60_000,
  )
})

describe('the daily backup and what it keeps', () => {
  it('backs up when the last is a day old, not before', async () => {
    const dir = path.join(work, 'daily')
    let now = new Date('2026-12-01T02:00:00Z')
    const daily = startDailyBackups({
      database: t,
      dir,
      appVersion: '1.0.0',
      migrationsFolder,
      logger: pino({ level: 'silent' }),
      now: () => now,
      firstCheckMs: 3_600_000,
    })
    try {
      await daily.check()
      expect(readdirSync(dir)).toEqual(['courier-backup-20261201T020000Z.tar'])
      now = new Date('2026-12-01T20:00:00Z')
      await daily.check()
      expect(readdirSync(dir)).toHaveLength(1)
      now = new Date('2026-12-02T02:00:00Z')
      await daily.check()
      expect(readdirSync(dir).sort()).toEqual([
        'courier-backup-20261201T020000Z.tar',
        'courier-backup-20261202T020000Z.tar',
      ])
    } finally {
      await daily.stop()
    }
  }, 120_000)

  it('deletes the backups the retention rule does not keep, and nothing else', async () => {
    const dir = path.join(work, 'retention')
    mkdirSync(dir)
    const start = Date.UTC(2026, 10, 28, 3)
    for (let i = 0; i < 40; i++)
      writeFileSync(path.join(dir, backupFileName(new Date(start - i * 86_400_000))), '')
    writeFileSync(path.join(dir, 'notes.txt'), 'kept')
    const removed = await pruneBackups(dir)
    expect(removed).toHaveLength(40 - 11)
    expect(readdirSync(dir)).toHaveLength(12)
    expect(readdirSync(dir)).toContain('notes.txt')
  })
})
