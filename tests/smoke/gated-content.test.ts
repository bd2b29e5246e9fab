/**
 * Gated content is gated in the bytes (issue #29): the raw answers a visitor without access gets
 * (pages, their `.data`, redirects) hold none of the playbook guide's sentences, no private video
 * id, and no text of the admin or the portal behind their sign-in; the admin sign-in page carries
 * none of the operator page's, the shop's or the service section's texts. Read over HTTP from the
 * production build, as a visitor's browser (or `curl`) gets them.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tutorialVideoIds, videos } from '#app/.server/db/seed-data/videos'
import en from '#app/i18n/en'
import es from '#app/i18n/es'
import { staffBundles } from '#app/pages'
import { start, stop, type Running } from './server-process'

/**
 * The sentences of a part of the texts: strings long enough to be that part's own (a short label
 * such as "Email" or "Login" is every form's).
 */
function sentences(...parts: unknown[]): string[] {
  const out: string[] = []
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.length >= 24 && value.includes(' ')) out.push(value.replace(/\{\{\w+\}\}.*$/s, '').trim())
    } else if (value && typeof value === 'object') for (const v of Object.values(value)) walk(v)
  }
  for (const part of parts) walk(part)
  return [...new Set(out.filter((s) => s.length >= 20))]
}

/** As the text stands in HTML or in React Router's data (quotes and ampersands escaped either way). */
const variants = (text: string) => [
  text,
  text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;'),
  JSON.stringify(text).slice(1, -1),
]

function found(body: string, texts: string[]) {
  return texts.filter((text) => variants(text).some((v) => body.includes(v)))
}

const lang = { en, es }
/** The texts of every namespace but `skip`, in both languages. */
const allBut = (...skip: string[]) =>
  sentences(
    ...(['en', 'es'] as const).flatMap((l) =>
      Object.entries(lang[l])
        .filter(([namespace]) => !skip.includes(namespace))
        .map(([, texts]) => texts),
    ),
  )
const elsewhere = (texts: string[], shownElsewhere: string[]) =>
  texts.filter((s) => !shownElsewhere.some((other) => other.includes(s)))
// The guide's own sentences: not its title, which the playbook's form page shows as well.
const guide = elsewhere(sentences(en.playbookGuide, es.playbookGuide), allBut('playbookGuide'))
const privateVideoIds = videos.filter((v) => tutorialVideoIds.includes(v.id)).map((v) => v.providerVideoId)

/** The parts of the admin and the portal their sign-in pages show (app/pages.ts). */
const adminSignIn = ['meta', 'login', 'errors', 'forgot', 'setPassword']
const portalSignIn = ['meta', 'shell', 'nav', 'honeypot', 'errors', 'login', 'setPassword', 'forgot']
const only = (texts: object, keys: string[]) => Object.entries(texts).filter(([k]) => keys.includes(k))
const without = (texts: object, keys: string[]) => Object.entries(texts).filter(([k]) => !keys.includes(k))
const signInTexts = sentences(
  ...(['en', 'es'] as const).flatMap((l) => [
    only(lang[l].admin, adminSignIn),
    only(lang[l].portal, portalSignIn),
  ]),
)
/** What staff and operators read once signed in. */
const staffAndPortal = sentences(
  ...(['en', 'es'] as const).flatMap((l) => [
    without(lang[l].admin, adminSignIn),
    ...staffBundles.filter((b) => b !== 'admin').map((b) => lang[l][b]),
    without(lang[l].portal, portalSignIn),
    lang[l].portalPage,
    lang[l].portalQuotes,
    lang[l].bookings,
  ]),
).filter((s) => !signInTexts.some((shown) => shown.includes(s)))

let server: Running
let dataDir: string
const get = async (pathname: string) => {
  const res = await fetch(`http://127.0.0.1:${server.port}${pathname}`, { redirect: 'manual' })
  return { status: res.status, body: await res.text(), location: res.headers.get('location') }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'courier-gated-'))
  server = await start({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SECURE_VIDEOS_PASSWORD: 'gated content test password',
    SMTP_URL: '',
  })
}, 120_000)

afterAll(async () => {
  if (server) await stop(server)
  rmSync(dataDir, { recursive: true, force: true })
})

describe('what a visitor without access receives', () => {
  it('knows what it looks for', () => {
    expect(guide.length).toBeGreaterThan(20)
    expect(guide).toContain(
      'Week 4: turn your best clients into scheduled routes and plan your second vehicle.',
    )
    expect(privateVideoIds).toHaveLength(3)
    expect(staffAndPortal.length).toBeGreaterThan(100)
  })

  const gated = [
    '/playbook/guide',
    '/playbook/guide.data',
    '/playbook/guide?key=forged.key',
    '/es/playbook/guide',
    '/es/playbook/guide.data?key=forged.key',
    '/playbook',
    '/es/playbook',
    '/playbook.data',
    '/secure-videos',
    '/secure-videos.data',
    '/es/secure-videos',
    '/videos',
    '/es/videos.data',
    ...tutorialVideoIds.flatMap((id) => [`/videos/${id}`, `/es/videos/${id}.data`]),
    '/admin',
    '/es/admin',
    '/admin.data',
    '/admin/forgot',
    '/es/admin/set-password',
    '/admin/content',
    '/admin/orders.data',
    '/es/admin/settings',
    '/portal',
    '/es/portal',
    '/portal/forgot',
    '/portal/set-password',
    '/portal/home',
    '/es/portal/page.data',
    '/sw.js',
  ]

  it.each(gated)('%s: none of the guide, no private video, no admin or portal text', async (pathname) => {
    const { status, body } = await get(pathname)
    expect(status, pathname).toBeLessThan(500)
    expect(found(body, guide), `guide text in ${pathname}`).toEqual([])
    expect(found(body, privateVideoIds), `private video id in ${pathname}`).toEqual([])
    expect(found(body, staffAndPortal), `admin or portal text in ${pathname}`).toEqual([])
  })

  it.each(['en', 'es'] as const)(
    'the admin sign-in page (%s) carries no text of the operator pages, the shop or the service section',
    async (l) => {
      const { status, body } = await get(l === 'es' ? '/es/admin' : '/admin')
      expect(status).toBe(200)
      const t = lang[l]
      // Their own sentences: not those every page carries too (a shared error message, say).
      // Its own form's messages count as its own even where another form words one the same way.
      const shared = sentences(t.common, t.errors, t.meta, t.admin.errors, t.admin.login)
      const others = elsewhere(
        sentences(t.operators, t.shop, t.servicePages, t.service, t.forms, t.home),
        shared,
      )
      expect(others.length).toBeGreaterThan(50)
      expect(found(body, others)).toEqual([])
      // What it does carry: its own form.
      expect(body).toContain(variants(t.admin.login.intro)[1])
    },
  )
})
