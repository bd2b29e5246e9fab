/**
 * The Site Settings screen (issue #19 item 1), through the middleware of its place in the route
 * tree: a save changes what every page reads at once and records who, when, old and new; a bad
 * value keeps what was typed, says why beside the field and saves nothing; any recorded change can
 * be reverted (the revert is recorded too); signed-out and forged sessions are refused.
 */
import { chain } from '../support/route-chain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as settingsModule from '#app/routes/admin/settings'
import * as rootModule from '#app/root'
import { siteSettingDefaults } from '#app/domain/settings/site-settings'
import { createStaff, get, post, runRoute, signIn, type ActionReply } from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

const settings = chain(settingsModule)
const root = chain(rootModule)

let t: TestDatabase
let cookie: string
beforeAll(async () => {
  t = await createTestDatabase()
  await createStaff(t.db, 'settings-staff@example.com')
  cookie = await signIn(t.db, 'settings-staff@example.com')
})
afterAll(async () => {
  await t?.drop()
})

type Change = {
  id: number
  key: string
  oldValue: string
  newValue: string
  changedByEmail: string
  revertOf: number | null
}
type Screen = { data: { settings: Record<string, string>; history: Change[] } }

const run = (fn: ((args: never) => unknown) | undefined, request: Request) => runRoute(t.db, fn, request)
const screen = async (path = '/admin/settings') =>
  (await run(settings.loader, get(path, { Cookie: cookie }))) as Screen
const send = async (fields: Record<string, string>, headers: Record<string, string> = { Cookie: cookie }) =>
  (await run(settings.action, post('/admin/settings', fields, headers))) as ActionReply
/** The whole form as the page posts it: the stored values with some changed. */
const saveWith = async (changes: Record<string, string>) => {
  const { data } = await screen()
  return send({ intent: 'save', ...data.settings, ...changes })
}
/** What the public pages read: the root loader's settings. */
const publicSettings = async () => {
  const answer = (await run(root.loader, get('/'))) as { settings: Record<string, string> }
  return answer.settings
}

describe('the site settings screen', () => {
  it('shows every setting, grouped values from the defaults, and an empty history', async () => {
    const { data } = await screen()
    expect(data.settings).toEqual(siteSettingDefaults)
    expect(data.history).toEqual([])
    expect((await screen('/es/admin/settings')).data.settings.courseSiteUrl).toBe(
      siteSettingDefaults.courseSiteUrl,
    )
  })

  it('saves changed values, shows them on the public pages at once and records the change', async () => {
    // A page read first, so the settings are in the server's cache.
    expect((await publicSettings()).courseSiteUrl).toBe(siteSettingDefaults.courseSiteUrl)
    const reply = await saveWith({
      courseSiteUrl: 'https://learn.example.com/start',
      servicePhone: '954-555-0177',
    })
    expect(reply.init?.status ?? 200).toBe(200)
    expect(reply.data.notice).toEqual({ tone: 'success', key: 'adminSettings.saved', values: { count: 2 } })
    const shown = await publicSettings()
    expect(shown.courseSiteUrl).toBe('https://learn.example.com/start')
    expect(shown.servicePhone).toBe('954-555-0177')
    const { data } = await screen()
    expect(
      data.history.map(({ key, oldValue, newValue, changedByEmail, revertOf }) => ({
        key,
        oldValue,
        newValue,
        changedByEmail,
        revertOf,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          key: 'courseSiteUrl',
          oldValue: siteSettingDefaults.courseSiteUrl,
          newValue: 'https://learn.example.com/start',
          changedByEmail: 'settings-staff@example.com',
          revertOf: null,
        },
        {
          key: 'servicePhone',
          oldValue: siteSettingDefaults.servicePhone,
          newValue: '954-555-0177',
          changedByEmail: 'settings-staff@example.com',
          revertOf: null,
        },
      ]),
    )
    expect(data.history).toHaveLength(2)
  })

  it('records nothing when nothing changed', async () => {
    const reply = await saveWith({})
    expect(reply.data.notice?.key).toBe('adminSettings.unchanged')
    expect((await screen()).data.history).toHaveLength(2)
  })

  it('refuses bad values beside their fields, keeps what was typed and saves nothing', async () => {
    const before = await screen()
    const reply = await saveWith({
      courseSiteUrl: 'http://learn.example.com',
      phone: '555-0100',
      supportEmail: 'support-at-example',
      bookingUrl: 'https://book.example.com/ok',
    })
    expect(reply.init?.status).toBe(400)
    const result = reply.data.result!
    expect(result.error).toMatchObject({
      courseSiteUrl: ['adminSettings.errors.https'],
      phone: ['adminSettings.errors.phone'],
      supportEmail: ['adminSettings.errors.email'],
    })
    expect(result.error?.bookingUrl).toBeUndefined()
    expect(result.initialValue).toMatchObject({
      courseSiteUrl: 'http://learn.example.com',
      phone: '555-0100',
      bookingUrl: 'https://book.example.com/ok',
    })
    const after = await screen()
    expect(after.data.settings).toEqual(before.data.settings)
    expect(after.data.history).toEqual(before.data.history)
    expect((await publicSettings()).bookingUrl).toBe(siteSettingDefaults.bookingUrl)
  })

  it('reverts any recorded change, as a recorded change of its own', async () => {
    await saveWith({ courseSiteUrl: 'https://learn.example.com/second' })
    const { data } = await screen()
    // Newest first: the second save, then the first save's rows.
    expect(data.history[0]).toMatchObject({
      key: 'courseSiteUrl',
      newValue: 'https://learn.example.com/second',
    })
    const first = data.history.find(
      (c) => c.key === 'courseSiteUrl' && c.newValue === 'https://learn.example.com/start',
    )!
    const reply = await send({ intent: 'revert', changeId: String(first.id) })
    expect(reply.data.notice).toEqual({
      tone: 'success',
      key: 'adminSettings.reverted',
      values: { id: first.id },
    })
    expect((await publicSettings()).courseSiteUrl).toBe(siteSettingDefaults.courseSiteUrl)
    const after = (await screen()).data
    expect(after.history[0]).toMatchObject({
      key: 'courseSiteUrl',
      oldValue: 'https://learn.example.com/second',
      newValue: siteSettingDefaults.courseSiteUrl,
      revertOf: first.id,
    })
    // The revert can be reverted in turn.
    await send({ intent: 'revert', changeId: String(after.history[0]!.id) })
    expect((await publicSettings()).courseSiteUrl).toBe('https://learn.example.com/second')
  })

  it('answers an unknown change with a message and changes nothing', async () => {
    const before = (await screen()).data
    const reply = await send({ intent: 'revert', changeId: '999999' })
    expect(reply.init?.status).toBe(404)
    expect(reply.data.notice?.key).toBe('adminSettings.notFound')
    expect((await screen()).data).toEqual(before)
  })

  it('refuses signed-out and forged sessions, saving nothing', async () => {
    const before = (await screen()).data
    const name = cookie.split('=')[0]!
    const sessions: Array<Record<string, string>> = [{}, { Cookie: `${name}=${'A'.repeat(43)}` }]
    for (const headers of sessions) {
      const page = (await run(settings.loader, get('/admin/settings', headers))) as Response
      expect(page).toBeInstanceOf(Response)
      expect(page.status).toBe(302)
      expect(page.headers.get('Location')).toMatch(/^\/admin(\?|$)/)
      const answer = (await run(
        settings.action,
        post(
          '/admin/settings',
          { intent: 'save', ...before.settings, courseSiteUrl: 'https://evil.example' },
          headers,
        ),
      )) as Response
      expect(answer).toBeInstanceOf(Response)
      expect(answer.status).toBe(302)
    }
    expect((await screen()).data).toEqual(before)
  })

  it('refuses a cross-site post even with a live session', async () => {
    const before = (await screen()).data
    const answer = (await run(
      settings.action,
      post(
        '/admin/settings',
        { intent: 'save', ...before.settings, courseSiteUrl: 'https://evil.example' },
        { Cookie: cookie, Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      ),
    )) as Response
    expect(answer.status).toBe(403)
    expect((await screen()).data).toEqual(before)
  })
})
