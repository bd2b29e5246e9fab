/**
 * The one versions table (issue #43, ADR 064): the migration that moves the content sections'
 * versions (content_versions) and the site settings' changes (site_setting_changes) into
 * record_versions loses nothing. A database is built up to the migration before it, filled with
 * realistic history in the old tables (several sections and settings, several versions each, a
 * restore, a revert, a save of several settings at one instant, an account removed since), then
 * migrated; every version is compared field by field, and the editor's and the settings screen's
 * lists read as the old tables would have listed them.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  contentRecord,
  getContentSection,
  listSectionVersions,
  restoreContentVersion,
} from '#app/.server/services/content/content'
import {
  getSiteSettings,
  listSiteSettingChanges,
  revertSiteSettingChange,
} from '#app/.server/services/content/site-settings'
import { defaultContent } from '#app/domain/content/defaults'
import { createTestDatabase, migrationsFolder, type TestDatabase } from './test-database'

const MIGRATION = /_one_versions_table$/

type Journal = { entries: Array<{ idx: number; tag: string }> }

/** The migrations folder as it stood before this migration (the journal cut before it). */
function foldersBefore(): string {
  const journalFile = path.join(migrationsFolder, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal
  const at = journal.entries.findIndex((entry) => MIGRATION.test(entry.tag))
  expect(at, 'the migration is in the journal').toBeGreaterThan(0)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'migrations-before-'))
  cpSync(migrationsFolder, dir, { recursive: true })
  writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }),
  )
  return dir
}

type Row = Record<string, unknown>

let t: TestDatabase
let before: string

const rows = async (query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows

const hero = defaultContent.en.home.hero
const heroEs = defaultContent.es.home.hero
const faq = defaultContent.en.opportunity.faq
const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 14, minute, 0))

/** What the old tables held, read before the migration. */
let old: { content: Row[]; settings: Row[]; records: Row[]; staff: Row[] }

beforeAll(async () => {
  before = foldersBefore()
  t = await createTestDatabase({ empty: true })
  await t.migrate(before)
  // Three staff accounts; Dana's is removed after her saves.
  await t.db.execute(sql`INSERT INTO staff_accounts (id, email) VALUES
    (1, 'owner@example.com'), (2, 'dana@example.com'), (3, 'editor@example.com')`)
  // The collections' versions already there (ADR 046): a video's and an operator's.
  await t.db.execute(sql`INSERT INTO record_versions
    (collection, record_id, version, data, saved_by_id, saved_by_email, saved_at, restored_from) VALUES
    ('videos', 12, 1, ${JSON.stringify({ title: 'Intro', hidden: false })}::jsonb, NULL, NULL, ${at(0)}, NULL),
    ('videos', 12, 2, ${JSON.stringify({ title: 'Intro to routes', hidden: false })}::jsonb, 1, 'owner@example.com', ${at(1)}, NULL),
    ('videos', 12, 3, ${JSON.stringify({ title: 'Intro', hidden: false })}::jsonb, 2, 'dana@example.com', ${at(2)}, 1),
    ('operators', 4, 1, ${JSON.stringify({ name: 'Delray Couriers' })}::jsonb, 3, 'editor@example.com', ${at(3)}, NULL)`)
  // Content: versions of three sections interleaved, as the editor kept them.
  const content = (
    page: string,
    section: string,
    lang: string,
    data: unknown,
    by: [number, string] | null,
    minute: number,
    restoredFrom: number | null = null,
  ) =>
    sql`(${page}, ${section}, ${lang}, ${JSON.stringify(data)}::jsonb, ${by?.[0] ?? null}, ${by?.[1] ?? null}, ${at(minute)}, ${restoredFrom})`
  const owner: [number, string] = [1, 'owner@example.com']
  const dana: [number, string] = [2, 'dana@example.com']
  const editor: [number, string] = [3, 'editor@example.com']
  const values = [
    content('home', 'hero', 'en', hero, null, 10), // 1: the content before the first edit
    content('home', 'hero', 'en', { ...hero, title: 'Your own route' }, owner, 10), // 2
    content('home', 'hero', 'es', heroEs, null, 11), // 3
    content('home', 'hero', 'es', { ...heroEs, title: 'Su propia ruta' }, dana, 11), // 4
    content('home', 'hero', 'en', { ...hero, title: 'Own your route' }, dana, 12), // 5
    content('opportunity', 'faq', 'en', faq, null, 13), // 6
    content('opportunity', 'faq', 'en', { ...faq, title: 'Questions' }, editor, 13), // 7
    content('home', 'hero', 'en', hero, editor, 14, 1), // 8: a restore of 1
    content('opportunity', 'faq', 'en', { ...faq, title: 'Your questions' }, owner, 15), // 9
    content('opportunity', 'faq', 'en', { ...faq, title: 'Questions' }, dana, 16, 7), // 10: a restore of 7
  ]
  await t.db.execute(sql`INSERT INTO content_versions
    (page, section, lang, data, saved_by_id, saved_by_email, saved_at, restored_from) VALUES ${sql.join(values, sql`, `)}`)
  // Settings: one save of two keys at one instant, a later change, a revert, and a change by Dana.
  await t.db.execute(sql`INSERT INTO site_setting_changes
    (key, old_value, new_value, changed_by, changed_by_email, changed_at, revert_of) VALUES
    ('phone', '(561) 555-0100', '(305) 867-5309', 1, 'owner@example.com', ${at(20)}, NULL),
    ('email', 'info@example.com', 'hello@courier-network.com', 1, 'owner@example.com', ${at(20)}, NULL),
    ('phone', '(305) 867-5309', '(305) 867-0000', 2, 'dana@example.com', ${at(21)}, NULL),
    ('officeHours', 'Mon-Fri 9am-5pm EST', '', 2, 'dana@example.com', ${at(22)}, NULL),
    ('phone', '(305) 867-0000', '(305) 867-5309', 3, 'editor@example.com', ${at(23)}, 3),
    ('email', 'hello@courier-network.com', 'team@courier-network.com', 3, 'editor@example.com', ${at(24)}, NULL)`)
  await t.db.execute(sql`INSERT INTO site_settings (key, value) VALUES
    ('phone', '(305) 867-5309'), ('email', 'team@courier-network.com'), ('officeHours', '')`)
  await t.db.execute(sql`DELETE FROM staff_accounts WHERE id = 2`)
  old = {
    content: await rows(sql`SELECT * FROM content_versions ORDER BY id`),
    settings: await rows(sql`SELECT * FROM site_setting_changes ORDER BY id`),
    records: await rows(sql`SELECT * FROM record_versions ORDER BY id`),
    staff: await rows(sql`SELECT id FROM staff_accounts`),
  }
  await t.migrate(migrationsFolder)
})

afterAll(async () => {
  await t?.drop()
  if (before) rmSync(before, { recursive: true, force: true })
})

/** The number of each old row in its record, counted here in the order the rows were kept. */
function numbered(list: Row[], recordOf: (row: Row) => string) {
  const counts = new Map<string, number>()
  const byId = new Map<number, { record: string; version: number }>()
  for (const row of list) {
    const record = recordOf(row)
    const version = (counts.get(record) ?? 0) + 1
    counts.set(record, version)
    byId.set(row.id as number, { record, version })
  }
  return byId
}

const sectionOf = (row: Row) => contentRecord(row.page as string, row.section as string, row.lang as string)

async function migrated() {
  return rows(sql`SELECT * FROM record_versions ORDER BY id`)
}

function find(list: Row[], collection: string, record: string, version: number) {
  const found = list.filter(
    (row) => row.collection === collection && row.record_id === record && row.version === version,
  )
  expect(found, `${collection} ${record} v${version}`).toHaveLength(1)
  return found[0]!
}

const time = (value: unknown) => new Date(value as string | Date).toISOString()

describe(`the one versions table migration (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('drops the old tables and keeps one row per old version, and nothing else', async () => {
    const gone = await rows(
      sql`SELECT to_regclass('content_versions') AS content, to_regclass('site_setting_changes') AS settings`,
    )
    expect(gone[0]).toEqual({ content: null, settings: null })
    expect(old.content).toHaveLength(10)
    expect(old.settings).toHaveLength(6)
    expect(await migrated()).toHaveLength(old.records.length + old.content.length + old.settings.length)
  })

  it('keeps the collections’ versions as they were (their record named by text)', async () => {
    const now = await migrated()
    for (const row of old.records) {
      const same = now.find((candidate) => candidate.id === row.id)
      expect(same).toEqual({ ...row, record_id: String(row.record_id), reverts: null })
    }
  })

  it('keeps every content version: section, data, who, when, its number and what it restored', async () => {
    const now = await migrated()
    const numbers = numbered(old.content, sectionOf)
    for (const row of old.content) {
      const { record, version } = numbers.get(row.id as number)!
      const copy = find(now, 'content', record, version)
      expect(copy.data).toEqual(row.data)
      expect(copy.saved_by_id).toBe(row.saved_by_id)
      expect(copy.saved_by_email).toBe(row.saved_by_email)
      expect(time(copy.saved_at)).toBe(time(row.saved_at))
      const restored = row.restored_from === null ? null : numbers.get(row.restored_from as number)!
      expect(restored?.record ?? record).toBe(record)
      expect(copy.restored_from).toBe(restored?.version ?? null)
      expect(copy.reverts).toBeNull()
    }
    // Dana's account went before the migration: her id was already gone, her address stays.
    expect(
      now.filter((row) => row.saved_by_email === 'dana@example.com' && row.collection === 'content'),
    ).toHaveLength(3)
  })

  it('keeps every settings change: key, old and new value, who, when, its number and what it reverted', async () => {
    const now = await migrated()
    const numbers = numbered(old.settings, (row) => row.key as string)
    const accounts = new Set(old.staff.map((row) => row.id))
    for (const row of old.settings) {
      const { record, version } = numbers.get(row.id as number)!
      const copy = find(now, 'site-settings', record, version)
      expect(copy.data).toEqual({ value: row.new_value, previous: row.old_value })
      // The id of a removed account is not kept (as for every other version); the e-mail is.
      expect(copy.saved_by_id).toBe(accounts.has(row.changed_by) ? row.changed_by : null)
      expect(copy.saved_by_email).toBe(row.changed_by_email)
      expect(time(copy.saved_at)).toBe(time(row.changed_at))
      const reverted = row.revert_of === null ? null : numbers.get(row.revert_of as number)!
      expect(copy.reverts).toBe(reverted?.version ?? null)
      expect(copy.restored_from).toBeNull()
    }
  })

  it('the Content Editor lists each section’s versions as the old table did, by their new ids', async () => {
    const now = await migrated()
    const numbers = numbered(old.content, sectionOf)
    const newId = (id: number) => {
      const { record, version } = numbers.get(id)!
      return find(now, 'content', record, version).id as number
    }
    for (const [page, section, lang] of [
      ['home', 'hero', 'en'],
      ['home', 'hero', 'es'],
      ['opportunity', 'faq', 'en'],
    ] as const) {
      const expected = old.content
        .filter((row) => sectionOf(row) === contentRecord(page, section, lang))
        .reverse()
        .map((row) => ({
          id: newId(row.id as number),
          data: row.data,
          savedByEmail: row.saved_by_email,
          savedAt: time(row.saved_at),
          restoredFrom: row.restored_from === null ? null : newId(row.restored_from as number),
        }))
      expect(await listSectionVersions(t.db, page, section, lang)).toEqual(expected)
    }
  })

  it('the settings screen lists the changes as the old table did, by their new ids', async () => {
    const now = await migrated()
    const numbers = numbered(old.settings, (row) => row.key as string)
    const newId = (id: number) => {
      const { record, version } = numbers.get(id)!
      return find(now, 'site-settings', record, version).id as number
    }
    const expected = [...old.settings]
      .sort(
        (a, b) => time(b.changed_at).localeCompare(time(a.changed_at)) || (b.id as number) - (a.id as number),
      )
      .map((row) => ({
        id: newId(row.id as number),
        key: row.key,
        oldValue: row.old_value,
        newValue: row.new_value,
        changedByEmail: row.changed_by_email,
        changedAt: time(row.changed_at),
        revertOf: row.revert_of === null ? null : newId(row.revert_of as number),
      }))
    expect(await listSiteSettingChanges(t.db)).toEqual(expected)
  })

  it('a migrated version restores, and a migrated change reverts, numbered after the old ones', async () => {
    const editor = { id: 1, email: 'owner@example.com' }
    const [, earlier] = await listSectionVersions(t.db, 'opportunity', 'faq', 'en')
    const restored = await restoreContentVersion(t.db, {
      page: 'opportunity',
      section: 'faq',
      lang: 'en',
      versionId: earlier!.id,
      editor,
    })
    expect(restored).toEqual({ ok: true })
    const [latest] = await listSectionVersions(t.db, 'opportunity', 'faq', 'en')
    expect(latest).toMatchObject({ savedByEmail: 'owner@example.com', restoredFrom: earlier!.id })
    expect((await getContentSection(t.db, 'opportunity', 'faq', 'en')).title).toBe('Your questions')
    const stored = await rows(
      sql`SELECT version, restored_from FROM record_versions WHERE id = ${(latest as { id: number }).id}`,
    )
    expect(stored[0]).toEqual({ version: 5, restored_from: 3 })

    const dana = (await listSiteSettingChanges(t.db)).find((change) => change.key === 'officeHours')!
    const reverted = await revertSiteSettingChange(t.db, editor, dana.id)
    expect(reverted).toEqual({ ok: true, key: 'officeHours', changed: true })
    expect((await getSiteSettings(t.db)).officeHours).toBe('Mon-Fri 9am-5pm EST')
    const [change] = await listSiteSettingChanges(t.db)
    expect(change).toMatchObject({
      key: 'officeHours',
      oldValue: '',
      newValue: 'Mon-Fri 9am-5pm EST',
      revertOf: dana.id,
    })
  })
})
