import { chain } from '../support/route-chain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { subscribers } from '#app/.server/db/schema'
import { confirmSubscription } from '#app/.server/services/newsletter/newsletter'
import { importSubscribers } from '#app/.server/services/newsletter/subscribers-admin'
import * as csvRouteModule from '#app/routes/admin/newsletter-subscribers-csv'
import * as pageRouteModule from '#app/routes/admin/newsletter-subscribers'
import { startMailSink } from '../support/mail-sink.js'
import { deliverOutbox } from '../support/outbox'
import { createStaff, get, ORIGIN, post, settle, signIn, testContext, testEnv } from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

const csvRoute = chain(csvRouteModule)
const pageRoute = chain(pageRouteModule)

/**
 * The Newsletter Manager's Subscribers sub-tab (issue #11 item 4) through its loader, action and
 * CSV route: list, search and filter, export, import (pending subscribers and real confirmation
 * e-mails, rows skipped with reasons) and tag editing; refused without a session.
 */

let t: TestDatabase
let sink: Awaited<ReturnType<typeof startMailSink>>
let cookie: string

const seeded = [
  { email: 'ana.active@example.com', firstName: 'Ana', lastName: 'Activa', status: 'active', days: 1 },
  { email: 'bruno_pending@example.com', firstName: 'Bruno', lastName: 'Pérez', status: 'pending', days: 2 },
  { email: 'carla@example.com', firstName: 'Carla', lastName: '100% Ruiz', status: 'unsubscribed', days: 3 },
  { email: 'dan@bounce.example', firstName: null, lastName: null, status: 'bounced', days: 4 },
] as const

beforeAll(async () => {
  t = await createTestDatabase()
  sink = await startMailSink()
  await createStaff(t.db, 'subscribers-staff@example.com')
  cookie = await signIn(t.db, 'subscribers-staff@example.com')
  const now = Date.now()
  for (const s of seeded) {
    const createdAt = new Date(now - s.days * 86_400_000)
    await t.db.insert(subscribers).values({
      email: s.email,
      firstName: s.firstName,
      lastName: s.lastName,
      status: s.status,
      lang: 'en',
      source: 'Website Popup',
      tags: s.status === 'active' ? ['=formula', 'newsletter'] : ['newsletter'],
      subscribedAt: s.status === 'active' ? createdAt : null,
      createdAt,
    })
  }
})
afterAll(async () => {
  await sink?.stop()
  await t?.drop()
})
beforeEach(async () => {
  await deliverOutbox(t.db, { smtpUrl: sink.url })
  sink.clear()
})

type PageData = Awaited<ReturnType<typeof pageRoute.loader>>['data']
type ActionData = {
  notice: { tone: string; key: string; values?: Record<string, unknown> } | null
  importReport:
    | { ok: true; imported: number; skipped: Array<{ line: number; email: string; reason: string }> }
    | { ok: false; problem: string }
    | null
}

function context() {
  const nudges = { count: 0 }
  const ctx = testContext(t.db, { outbox: { nudge: () => void nudges.count++ } })
  return { ctx, nudges }
}

async function load(query = '', path = '/admin/newsletters/subscribers') {
  const answer = (await pageRoute.loader({
    request: get(`${path}${query}`, { Cookie: cookie }),
    context: testContext(t.db),
    params: {},
  } as never)) as { data: PageData }
  return answer.data
}

const emails = (data: PageData) => data.rows.map((r) => r.email)

/** Runs the action; returns its status and data (a thrown response as its status). */
async function act(request: Request, ctx = context().ctx) {
  const answer = (await settle(() => pageRoute.action({ request, context: ctx, params: {} } as never))) as
    { data: ActionData; init: ResponseInit | null } | Response
  if (answer instanceof Response) return { status: answer.status, data: null, response: answer }
  return { status: answer.init?.status ?? 200, data: answer.data, response: null }
}

/** The import form's multipart POST, as a browser sends it. */
function upload(
  content: string | Uint8Array<ArrayBuffer>,
  name = 'list.csv',
  type = 'text/csv',
  headers = { Cookie: cookie },
) {
  const form = new FormData()
  form.set('intent', 'import')
  form.set('file', new File([content], name, { type }))
  return new Request(`${ORIGIN}/admin/newsletters/subscribers`, {
    method: 'POST',
    headers: { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin', ...headers },
    body: form,
  })
}

const row = async (email: string) =>
  (await t.db.select().from(subscribers).where(eq(subscribers.email, email)))[0]

describe('the list', () => {
  it('shows every subscriber newest first with name, status, source, dates and tags', async () => {
    const data = await load()
    expect(emails(data)).toEqual(seeded.map((s) => s.email))
    expect(data.total).toBe(4)
    expect(data.hasMore).toBe(false)
    expect(data.rows[0]).toMatchObject({
      name: 'Ana Activa',
      status: 'active',
      source: 'Website Popup',
      tags: ['=formula', 'newsletter'],
    })
    expect(data.rows[0]!.subscribedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(data.rows[1]!.subscribedAt).toBeNull()
  })

  it('searches part of the e-mail or name, case-insensitively, with LIKE wildcards taken literally', async () => {
    expect(emails(await load('?q=ANA.ACT'))).toEqual(['ana.active@example.com'])
    expect(emails(await load('?q=p%C3%A9rez'))).toEqual(['bruno_pending@example.com'])
    expect(emails(await load('?q=bruno%20p%C3%A9'))).toEqual(['bruno_pending@example.com'])
    // '_' and '%' are not wildcards: only the address with a real underscore, the name with a real %.
    expect(emails(await load('?q=o_p'))).toEqual(['bruno_pending@example.com'])
    expect(emails(await load('?q=_'))).toEqual(['bruno_pending@example.com'])
    expect(emails(await load('?q=100%25'))).toEqual(['carla@example.com'])
    expect(emails(await load('?q=%25'))).toEqual(['carla@example.com'])
    expect((await load('?q=nobody')).rows).toEqual([])
  })

  it('filters by status, with the search, and ignores an unknown status', async () => {
    expect(emails(await load('?status=bounced'))).toEqual(['dan@bounce.example'])
    expect(emails(await load('?status=active&q=bruno'))).toEqual([])
    expect((await load('?status=bogus')).filter.status).toBeNull()
    expect((await load('?status=bogus')).total).toBe(4)
    expect(emails(await load('?status=pending', '/es/admin/newsletters/subscribers'))).toEqual([
      'bruno_pending@example.com',
    ])
  })

  it('pages by 25, newest first', async () => {
    const base = Date.now() - 30 * 86_400_000
    await t.db.insert(subscribers).values(
      Array.from({ length: 30 }, (_, i) => ({
        email: `page-${String(i).padStart(2, '0')}@paging.example`,
        status: 'pending' as const,
        lang: 'en' as const,
        source: 'Website Popup',
        createdAt: new Date(base - i * 60_000),
      })),
    )
    const first = await load('?q=paging.example')
    expect(first.rows).toHaveLength(25)
    expect(first.hasMore).toBe(true)
    expect(first.total).toBe(30)
    expect(first.rows[0]!.email).toBe('page-00@paging.example')
    const second = await load('?q=paging.example&page=2')
    expect(emails(second)).toEqual(Array.from({ length: 5 }, (_, i) => `page-${25 + i}@paging.example`))
    expect(second.hasMore).toBe(false)
    await t.db.delete(subscribers).where(eq(subscribers.source, 'Website Popup')).execute()
    // Put the four seeded rows back for the following tests.
    const now = Date.now()
    for (const s of seeded) {
      const createdAt = new Date(now - s.days * 86_400_000)
      await t.db.insert(subscribers).values({
        email: s.email,
        firstName: s.firstName,
        lastName: s.lastName,
        status: s.status,
        lang: 'en',
        source: 'Website Popup',
        tags: s.status === 'active' ? ['=formula', 'newsletter'] : ['newsletter'],
        subscribedAt: s.status === 'active' ? createdAt : null,
        createdAt,
      })
    }
  })
})

describe('CSV export', () => {
  async function exportCsv(query = '', headers: Record<string, string> = { Cookie: cookie }) {
    return settle(() =>
      csvRoute.loader({
        request: get(`/admin/newsletters/subscribers.csv${query}`, headers),
        context: testContext(t.db),
        params: {},
      } as never),
    ) as Promise<Response>
  }

  it('exports the filtered list with the spec columns, formulas neutralised', async () => {
    const response = await exportCsv('?status=active&page=3')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="subscribers-active-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]) // a UTF-8 BOM, for spreadsheets
    const lines = new TextDecoder().decode(bytes).split('\r\n')
    expect(lines[0]).toBe('email,first_name,last_name,status,lang,source,subscribed_at,created_at,tags')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toMatch(
      /^ana\.active@example\.com,Ana,Activa,active,en,Website Popup,\d{4}-\d{2}-\d{2}T[\d:.]+Z,\d{4}-\d{2}-\d{2}T[\d:.]+Z,'=formula;newsletter$/,
    )
    expect(lines[2]).toBe('')
  })

  it('exports everything without filters, and the search too', async () => {
    const all = (await (await exportCsv()).text()).split('\r\n')
    expect(all).toHaveLength(6)
    expect(all[4]).toMatch(/^dan@bounce\.example,,,bounced,/)
    const searched = (await (await exportCsv('?q=carla')).text()).split('\r\n')
    expect(searched).toHaveLength(3)
    expect(searched[1]).toContain('carla@example.com,Carla,100% Ruiz,unsubscribed')
  })

  it('is refused without a session', async () => {
    const response = await exportCsv('', {})
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toMatch(/^\/admin\?redirectTo=/)
  })
})

describe('CSV import', () => {
  it('creates pending subscribers that get a confirmation e-mail, and reports skipped rows', async () => {
    const csv = [
      'email,first_name,last_name,lang,tags',
      'New.One@Example.com,Nora,Uno,en,import;vip',
      'nuevo@example.com,Nico,Dos,es,',
      'not-an-address,X,Y,en,',
      'new.one@example.com,Nora,Again,en,',
      'ana.active@example.com,Ana,Changed,es,imported',
      'carla@example.com,Carla,,en,',
      'dan@bounce.example,,,en,',
      'bruno_pending@example.com,Bruno,,en,again',
      'fr@example.com,,,fr,',
    ].join('\r\n')
    const { ctx, nudges } = context()
    const { status, data } = await act(upload(`\uFEFF${csv}\r\n`), ctx)
    expect(status).toBe(200)
    expect(data!.importReport).toEqual({
      ok: true,
      imported: 3,
      skipped: [
        { line: 4, email: 'not-an-address', reason: 'invalidEmail' },
        { line: 5, email: 'new.one@example.com', reason: 'duplicate' },
        { line: 6, email: 'ana.active@example.com', reason: 'alreadyActive' },
        { line: 7, email: 'carla@example.com', reason: 'unsubscribed' },
        { line: 8, email: 'dan@bounce.example', reason: 'bounced' },
        { line: 10, email: 'fr@example.com', reason: 'invalidLang' },
      ],
    })
    expect(nudges.count).toBe(1)

    expect(await row('new.one@example.com')).toMatchObject({
      status: 'pending',
      firstName: 'Nora',
      lastName: 'Uno',
      lang: 'en',
      source: 'CSV Import',
      tags: ['import', 'vip'],
      subscribedAt: null,
    })
    expect(await row('nuevo@example.com')).toMatchObject({
      status: 'pending',
      lang: 'es',
      source: 'CSV Import',
    })
    // A pending address gets a new confirmation, keeps its source and gains the tag.
    expect(await row('bruno_pending@example.com')).toMatchObject({
      status: 'pending',
      source: 'Website Popup',
      tags: ['newsletter', 'again'],
    })
    // The active subscriber is left exactly as it was; the others were not mailed nor changed.
    expect(await row('ana.active@example.com')).toMatchObject({
      status: 'active',
      lastName: 'Activa',
      lang: 'en',
      tags: ['=formula', 'newsletter'],
    })
    expect(await row('carla@example.com')).toMatchObject({ status: 'unsubscribed' })
    expect(await row('dan@bounce.example')).toMatchObject({ status: 'bounced' })
    expect(await row('not-an-address')).toBeUndefined()

    await deliverOutbox(t.db, { smtpUrl: sink.url })
    const byAddress = new Map(sink.messages.map((m) => [m.to[0], m]))
    expect([...byAddress.keys()].sort()).toEqual([
      'bruno_pending@example.com',
      'new.one@example.com',
      'nuevo@example.com',
    ])
    expect(sink.messages).toHaveLength(3)
    expect(byAddress.get('nuevo@example.com')!.subject).toBe('Confirme su suscripción al boletín')
    const link = /https?:\/\/[^\s"<>]+\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(
      byAddress.get('new.one@example.com')!.text,
    )
    expect(link).not.toBeNull()
    expect(link![0].startsWith(`${ORIGIN}/newsletter/confirm?token=`)).toBe(true)

    // Only the link makes the imported address active.
    const confirmed = await confirmSubscription(t.db, link![1]!, { env: testEnv(), origin: ORIGIN })
    expect(confirmed.outcome).toBe('activated')
    expect(await row('new.one@example.com')).toMatchObject({ status: 'active' })

    // The list shows the new pending rows.
    const pending = await load('?status=pending&q=example.com')
    expect(emails(pending)).toEqual(
      expect.arrayContaining(['nuevo@example.com', 'bruno_pending@example.com']),
    )
  })

  it('importing the same file again leaves active subscribers active', async () => {
    const { data } = await act(upload('email\nnew.one@example.com\nana.active@example.com\n'))
    expect(data!.importReport).toEqual({
      ok: true,
      imported: 0,
      skipped: [
        { line: 2, email: 'new.one@example.com', reason: 'alreadyActive' },
        { line: 3, email: 'ana.active@example.com', reason: 'alreadyActive' },
      ],
    })
    expect(await row('new.one@example.com')).toMatchObject({ status: 'active' })
    await deliverOutbox(t.db, { smtpUrl: sink.url })
    expect(sink.messages).toEqual([])
  })

  it('a row that cannot be saved is reported, and the rows around it are kept', async () => {
    let calls = 0
    const flaky = new Proxy(t.db, {
      get(target, key, receiver) {
        if (key === 'transaction') {
          return (...args: unknown[]) => {
            calls++
            if (calls === 2) return Promise.reject(new Error('connection lost'))
            return (target.transaction as (...a: unknown[]) => unknown).apply(target, args)
          }
        }
        return Reflect.get(target, key, receiver) as unknown
      },
    })
    const errors: number[] = []
    const csv = 'email\nflaky-1@example.com\nflaky-2@example.com\nflaky-3@example.com\n'
    const result = await importSubscribers(
      flaky,
      { name: 'f.csv', type: 'text/csv', bytes: new TextEncoder().encode(csv) },
      { env: testEnv(), origin: ORIGIN, onRowError: (_e, line) => errors.push(line) },
    )
    expect(result).toEqual({
      ok: true,
      imported: 2,
      skipped: [{ line: 3, email: 'flaky-2@example.com', reason: 'failed' }],
    })
    expect(errors).toEqual([3])
    expect(await row('flaky-1@example.com')).toMatchObject({ status: 'pending' })
    expect(await row('flaky-2@example.com')).toBeUndefined()
    expect(await row('flaky-3@example.com')).toMatchObject({ status: 'pending' })
  })

  it('refuses a file without an email column, a file that is not CSV, an empty form and a large file', async () => {
    const noEmail = await act(upload('name,lang\nAna,en\n'))
    expect(noEmail).toMatchObject({
      status: 400,
      data: { importReport: { ok: false, problem: 'noEmailColumn' } },
    })
    const png = await act(upload(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1]), 'photo.png', 'image/png'))
    expect(png).toMatchObject({ status: 400, data: { importReport: { ok: false, problem: 'notCsv' } } })
    const binary = await act(upload(new Uint8Array([0x65, 0x6d, 0, 0x0a]), 'list.csv', 'text/csv'))
    expect(binary).toMatchObject({ data: { importReport: { ok: false, problem: 'notCsv' } } })
    const empty = await act(upload(new Uint8Array(), '', 'application/octet-stream'))
    expect(empty).toMatchObject({ status: 400, data: { importReport: { ok: false, problem: 'noFile' } } })
    const big = `email\n${'x'.repeat(1024 * 1024)}@example.com\n`
    const tooLarge = await act(upload(big))
    expect(tooLarge).toMatchObject({
      status: 413,
      data: { importReport: { ok: false, problem: 'tooLarge' } },
    })
    const rows = ['email', ...Array.from({ length: 5001 }, (_, i) => `r${i}@example.com`)].join('\n')
    const tooMany = await act(upload(rows))
    expect(tooMany).toMatchObject({
      status: 400,
      data: { importReport: { ok: false, problem: 'tooManyRows' } },
    })
    expect(await row('r0@example.com')).toBeUndefined()
  })
})

describe('tag editing', () => {
  const tagsPost = (fields: Record<string, string>, headers: Record<string, string> = { Cookie: cookie }) =>
    post('/admin/newsletters/subscribers', { intent: 'tags', ...fields }, headers)

  it('replaces a subscriber’s tags (trimmed, without repeats) and says so', async () => {
    const ana = (await row('ana.active@example.com'))!
    const { status, data } = await act(tagsPost({ id: ana.id, tags: ' vip , Miami,vip,, florida ' }))
    expect(status).toBe(200)
    expect(data!.notice).toEqual({
      tone: 'success',
      key: 'adminNewsletters.subscribers.tagsEdit.saved',
      values: { email: 'ana.active@example.com' },
    })
    expect((await row('ana.active@example.com'))!.tags).toEqual(['vip', 'Miami', 'florida'])
    expect((await row('ana.active@example.com'))!.status).toBe('active')
    expect((await load('?q=ana.active')).rows[0]!.tags).toEqual(['vip', 'Miami', 'florida'])
    await act(tagsPost({ id: ana.id, tags: '' }))
    expect((await row('ana.active@example.com'))!.tags).toEqual([])
  })

  it('refuses too long or too many tags, and an unknown subscriber', async () => {
    const ana = (await row('ana.active@example.com'))!
    const long = await act(tagsPost({ id: ana.id, tags: `ok, ${'x'.repeat(41)}` }))
    expect(long).toMatchObject({ status: 400, data: { notice: { tone: 'error', values: { max: 40 } } } })
    const many = await act(
      tagsPost({ id: ana.id, tags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(',') }),
    )
    expect(many).toMatchObject({
      status: 400,
      data: { notice: { key: expect.stringMatching(/tooManyTags$/) } },
    })
    expect((await row('ana.active@example.com'))!.tags).toEqual([])
    const unknown = await act(tagsPost({ id: '00000000-0000-4000-8000-000000000000', tags: 'x' }))
    expect(unknown).toMatchObject({ status: 404, data: { notice: { tone: 'error' } } })
    const malformed = await act(tagsPost({ id: 'nope', tags: 'x' }))
    expect(malformed.status).toBe(404)
    expect(
      (await act(post('/admin/newsletters/subscribers', { intent: 'other' }, { Cookie: cookie }))).status,
    ).toBe(400)
  })
})

describe('without a session', () => {
  it('the page, the import and the tag edit are refused before anything happens', async () => {
    const page = (await settle(() =>
      pageRoute.loader({
        request: get('/es/admin/newsletters/subscribers'),
        context: testContext(t.db),
        params: {},
      } as never),
    )) as Response
    expect(page.status).toBe(302)
    expect(page.headers.get('Location')).toMatch(/^\/es\/admin\?redirectTo=/)

    const imported = await act(upload('email\nsneaky@example.com\n', 'list.csv', 'text/csv', {} as never))
    expect(imported.status).toBe(302)
    expect(await row('sneaky@example.com')).toBeUndefined()

    const ana = (await row('ana.active@example.com'))!
    const tags = await act(
      post('/admin/newsletters/subscribers', { intent: 'tags', id: ana.id, tags: 'hacked' }),
    )
    expect(tags.status).toBe(302)
    expect((await row('ana.active@example.com'))!.tags).toEqual([])

    // A cross-site POST is refused even with a session.
    const crossSite = await act(
      upload('email\nsneaky@example.com\n', 'list.csv', 'text/csv', {
        Cookie: cookie,
        Origin: 'https://evil.example',
        'Sec-Fetch-Site': 'cross-site',
      } as never),
    )
    expect(crossSite.status).toBe(403)
    expect(await row('sneaky@example.com')).toBeUndefined()
  })
})
