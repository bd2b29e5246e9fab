import { chain } from '../support/route-chain'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import journal from '../../drizzle/meta/_journal.json'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectionTestReport } from '#app/domain/diagnostics/database-test'
import type { Db } from '#app/.server/db/client'
import { operators } from '#app/.server/db/schema'
import { getLaunchChecklist } from '#app/.server/services/operations/launch-checklist'
import {
  classifyError,
  debugDelrayOperator,
  testDatabaseConnection,
  verifyOperators,
} from '#app/.server/services/operations/diagnostics'
import * as launch_checklistModule from '#app/routes/admin/launch-checklist'
import * as databaseTestModule from '#app/routes/admin/database-test'
import { insertBackupRun } from '#app/.server/repos/backups'
import { createStaff, get, post, settle, signIn, testContext } from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

const { action: checklistAction } = chain(launch_checklistModule)
const { loader: databaseTabLoader } = chain(databaseTestModule)

let t: TestDatabase
let cookie: string
beforeAll(async () => {
  t = await createTestDatabase()
  await createStaff(t.db, 'diag@example.com')
  cookie = await signIn(t.db, 'diag@example.com')
})
afterAll(async () => {
  await t?.drop()
})

const operatorCount = async () => (await t.db.select({ id: operators.id }).from(operators)).length

/** Runs `work` inside a transaction set up by `setup`, then rolls it back. */
async function inTransaction<T>(setup: string[], work: (tx: Db) => Promise<T>): Promise<T> {
  let result: T | undefined
  await t.db
    .transaction(async (tx) => {
      for (const statement of setup) await tx.execute(sql.raw(statement))
      result = await work(tx as unknown as Db)
      throw new Error('rollback')
    })
    .catch((e: Error) => {
      if (e.message !== 'rollback') throw e
    })
  return result as T
}

describe('Test Database Connection', () => {
  it('fully functional on the seeded database, and leaves nothing behind', async () => {
    const before = await operatorCount()
    const outcome = await testDatabaseConnection(t.db)
    expect(outcome).toEqual({
      kind: 'ok',
      operatorCount: before,
      record: { name: 'Delray Beach Courier', contactEmail: 'dispatch@delraybeachcourier.example' },
      pendingMigrations: [],
    })
    expect(await operatorCount()).toBe(before)
  })

  it('a read-only database: its PostgreSQL code 25006 and the read-only hint', async () => {
    const outcome = await inTransaction(['SET TRANSACTION READ ONLY'], (tx) => testDatabaseConnection(tx))
    expect(outcome).toMatchObject({ kind: 'database', code: '25006' })
    const keys = connectionTestReport(outcome).map((l) => l.key)
    expect(keys).toEqual(['admin.dbTest.testing', 'admin.dbTest.databaseError', 'admin.dbTest.readOnlyHint'])
  })

  it('no privileges: 42501 and the permission hint', async () => {
    const outcome = await inTransaction(
      ['CREATE ROLE diag_no_rights NOLOGIN', 'SET LOCAL ROLE diag_no_rights'],
      (tx) => testDatabaseConnection(tx),
    )
    expect(outcome).toMatchObject({ kind: 'database', code: '42501' })
    expect((outcome as { message: string }).message).toMatch(/permission denied/)
    expect(connectionTestReport(outcome).map((l) => l.key)).toContain('admin.dbTest.permissionHint')
  })

  it('a table missing (schema older than the code): 42P01 and the migrations hint', async () => {
    const outcome = await inTransaction(['ALTER TABLE operators RENAME TO operators_renamed'], (tx) =>
      testDatabaseConnection(tx),
    )
    expect(outcome).toMatchObject({ kind: 'database', code: '42P01' })
    expect(connectionTestReport(outcome).map((l) => l.key)).toContain('admin.dbTest.migrationsHint')
  })

  it('a migration of this build not applied: named in the report', async () => {
    const newest = journal.entries.at(-1)!
    const outcome = await inTransaction(
      [`DELETE FROM drizzle.__drizzle_migrations WHERE created_at >= ${newest.when}`],
      (tx) => testDatabaseConnection(tx),
    )
    expect(outcome).toMatchObject({ kind: 'ok', pendingMigrations: [newest.tag] })
    const line = connectionTestReport(outcome).find((l) => l.key === 'admin.dbTest.migrationsPending')
    expect(line?.values).toEqual({ count: 1, names: newest.tag })
  })

  it('the database server not answering: ECONNREFUSED and the connection hint', async () => {
    // A real client against a port where nothing listens (the server is "stopped").
    const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:1/none' })
    const failure = classifyError(
      await client.connect().then(
        () => null,
        (e: unknown) => e,
      ),
    )
    expect(failure).toMatchObject({ kind: 'exception', code: 'ECONNREFUSED' })
    expect(connectionTestReport(failure).map((l) => l.key)).toEqual([
      'admin.dbTest.testing',
      'admin.dbTest.testFailed',
      'admin.dbTest.connectionHint',
    ])
  })

  it('the Delray record missing: "Migration may need to be run."', async () => {
    const outcome = await inTransaction(
      ["DELETE FROM operators WHERE area_served ILIKE 'Delray Beach%'"],
      (tx) => testDatabaseConnection(tx),
    )
    expect(outcome).toMatchObject({ kind: 'ok', record: null })
    expect(connectionTestReport(outcome).at(-1)!.key).toBe('admin.dbTest.recordMissing')
  })
})

describe('Debug Delray Operator', () => {
  it('finds the operator and checks its profile image URL', async () => {
    const outcome = await debugDelrayOperator(t.db, { siteOrigin: 'http://127.0.0.1:9' })
    expect(outcome).toMatchObject({
      kind: 'found',
      operator: {
        name: 'Delray Beach Courier',
        slug: 'delray-beach-courier',
        profileImageUrl: expect.any(String),
      },
      image: { accessible: false },
    })
  })
  it('no profile image URL, and no operator at all', async () => {
    const noImage = await inTransaction(
      ["UPDATE operators SET profile_image_url = NULL WHERE area_served ILIKE 'Delray%'"],
      (tx) => debugDelrayOperator(tx, { siteOrigin: 'http://127.0.0.1:9' }),
    )
    expect(noImage).toMatchObject({ kind: 'found', image: null, operator: { profileImageUrl: null } })
    const none = await inTransaction(["DELETE FROM operators WHERE area_served ILIKE 'Delray%'"], (tx) =>
      debugDelrayOperator(tx, { siteOrigin: 'http://127.0.0.1:9' }),
    )
    expect(none).toEqual({ kind: 'notFound', error: null })
  })
})

describe('Run Verification', () => {
  it('reads, inserts and deletes a temporary operator, and rolls everything back', async () => {
    const before = await operatorCount()
    const run = await verifyOperators(t.db)
    expect(run.read).toMatchObject({ ok: true })
    expect(run.insert).toEqual({ ok: true })
    expect(run.remove).toEqual({ ok: true })
    const read = run.read as { operators: { slug: string }[] }
    expect(read.operators).toHaveLength(before)
    expect(read.operators.some((o) => o.slug === 'delray-beach-courier')).toBe(true)
    expect(await operatorCount()).toBe(before)
  })
  it('reports a read-only database as a failed write', async () => {
    const run = await inTransaction(['SET TRANSACTION READ ONLY'], (tx) => verifyOperators(tx))
    expect(run.read).toMatchObject({ ok: true })
    expect(run.insert).toMatchObject({ ok: false, error: expect.stringMatching(/read-only/) })
    expect(run.remove).toEqual({ ok: null })
  })
})

describe('launch checklist', () => {
  it('stores the toggles and computes the rounded percent', async () => {
    expect((await getLaunchChecklist(t.db)).percent).toBe(0)
    const set = (id: string, completed: boolean) =>
      settle(() =>
        checklistAction({
          request: post(
            '/launch-checklist',
            { intent: 'set', id, completed: String(completed) },
            { Cookie: cookie },
          ),
          context: testContext(t.db),
          params: {},
        } as never),
      )
    await set('dns', true)
    expect((await getLaunchChecklist(t.db)).percent).toBe(14)
    await set('ssl', true)
    await set('seo', true)
    expect((await getLaunchChecklist(t.db)).percent).toBe(43)
    await set('ssl', false)
    const checklist = await getLaunchChecklist(t.db)
    expect(checklist.percent).toBe(29)
    expect(checklist.items.filter((i) => i.completed).map((i) => i.id)).toEqual(['dns', 'seo'])
    const bogus = (await set('bogus', true)) as { init: ResponseInit }
    expect(bogus.init.status).toBe(400)
  })
})

describe('the Database tab: the last backup (issue #32)', () => {
  type Tab = { data: { backups: { health: string; daily: boolean; last: Record<string, unknown> | null } } }
  const load = (headers: Record<string, string>) =>
    settle(() =>
      databaseTabLoader({
        request: get('/admin/database', headers),
        context: testContext(t.db),
        params: {},
      } as never),
    )
  it('says there is none yet, then gives the last one’s time, size and counts; staff only', async () => {
    const none = (await load({ Cookie: cookie })) as Tab
    expect(none.data.backups).toMatchObject({ health: 'none', last: null })
    await insertBackupRun(t.db, {
      takenAt: new Date(Date.now() - 3_600_000),
      fileName: 'courier-backup-20261128T030000Z.tar',
      bytes: 5 * 1_048_576,
      trigger: 'daily',
      tables: 41,
      rows: 1234,
    })
    const tab = (await load({ Cookie: cookie })) as Tab
    expect(tab.data.backups).toMatchObject({
      health: 'current',
      last: {
        fileName: 'courier-backup-20261128T030000Z.tar',
        size: '5 MB',
        tables: 41,
        rows: 1234,
        trigger: 'daily',
        when: expect.stringMatching(/E[SD]T$/),
      },
    })
    const anonymous = (await load({})) as Response
    expect(anonymous.status).toBe(302)
  })
})
