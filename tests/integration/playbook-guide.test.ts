/**
 * Issue #20 item 7: the playbook guide opens only with the signed key of the playbook form's
 * e-mail (or its success panel); without one, or with a tampered one, /playbook/guide is the form.
 * Either way it carries noindex, and sitemap.xml leaves it out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox, submissions } from '#app/.server/db/schema'
import { getRobotsTxt, getSitemapXml } from '#app/.server/services/content/sitemap'
import { unsubscribeToken } from '#app/.server/security/newsletter-tokens'
import * as guideModule from '#app/routes/forms/playbook-guide'
import { chain } from '../support/route-chain'
import { startMailSink } from '../support/mail-sink.js'
import { deliverOutbox } from '../support/outbox'
import { routeArgs, TEST_SESSION_SECRET, testContext } from './context'
import { STAFF, submit, validFields } from './forms-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

const guide = chain(guideModule)
let t: TestDatabase
let sink: Awaited<ReturnType<typeof startMailSink>>
beforeAll(async () => {
  t = await createTestDatabase()
  sink = await startMailSink()
})
afterAll(async () => {
  await sink?.stop()
  await t?.drop()
})

let ip = 0
const ctx = () => testContext(t, { env: { STAFF_EMAIL: STAFF }, clientIp: `198.51.100.${++ip}` })

type LoaderAnswer = { data: { granted: boolean; guide: unknown }; init: ResponseInit | null }

async function open(pathAndQuery: string) {
  const request = new Request(`http://localhost${pathAndQuery}`)
  const answer = (await guide.loader(routeArgs(request, ctx()))) as unknown as LoaderAnswer
  // The guide's texts are in the loader data exactly when it opens (issue #29: gated in the bytes).
  expect(answer.data.guide !== null, `guide texts in the data of ${pathAndQuery}`).toBe(answer.data.granted)
  return { granted: answer.data.granted, status: answer.init?.status ?? 200 }
}

/** Sends the playbook form in `lang` and returns the guide link of the confirmation e-mail. */
async function mailedGuideLink(lang: 'en' | 'es') {
  await t.db.delete(outbox)
  await t.db.delete(submissions)
  sink.clear()
  const address = `guide-${lang}@example.com`
  await submit('playbook', ctx(), validFields('playbook', address), lang)
  await deliverOutbox(t.db, { smtpUrl: sink.url })
  const mail = sink.messages.find((m) => m.to.includes(address))!
  const href = /href="([^"]*\/playbook\/guide[^"]*)"/.exec(mail.html)?.[1]
  return new URL(href!.replaceAll('&amp;', '&'))
}

const robotsOf = (granted: boolean) =>
  guideModule
    .meta({ matches: [], loaderData: { granted } } as never)
    .find((tag) => 'name' in tag && tag.name === 'robots')

describe.each(['en', 'es'] as const)('the playbook guide (%s)', (lang) => {
  const prefix = lang === 'es' ? '/es' : ''

  it('opens from the e-mailed link, signed', async () => {
    const link = await mailedGuideLink(lang)
    expect(link.pathname).toBe(`${prefix}/playbook/guide`)
    expect(await open(`${link.pathname}${link.search}`)).toEqual({ granted: true, status: 200 })
  })

  it("without a key, or with a tampered one or another link's signature, shows the form", async () => {
    expect(await open(`${prefix}/playbook/guide`)).toEqual({ granted: false, status: 200 })
    const link = await mailedGuideLink(lang)
    const key = link.searchParams.get('key')!
    const [id, signature] = key.split('.') as [string, string]
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`
    const otherId = `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`
    for (const bad of [
      `${id}.${flipped}`,
      `${otherId}.${signature}`,
      id,
      'nonsense',
      // A valid unsubscribe token is signed with the same secret for another purpose.
      unsubscribeToken(TEST_SESSION_SECRET, id),
    ]) {
      expect(await open(`${prefix}/playbook/guide?key=${encodeURIComponent(bad)}`), bad).toEqual({
        granted: false,
        status: 200,
      })
    }
  })
})

describe('the playbook guide and search engines', () => {
  it('carries noindex with and without its key', () => {
    expect(robotsOf(true)).toEqual({ name: 'robots', content: 'noindex' })
    expect(robotsOf(false)).toEqual({ name: 'robots', content: 'noindex' })
  })

  it('is not in sitemap.xml (the playbook page is), in either language', async () => {
    const xml = await getSitemapXml(t.db, 'https://couriers.test')
    expect(xml).not.toContain('/playbook/guide')
    expect(xml).toContain('<loc>https://couriers.test/playbook</loc>')
    expect(xml).toContain('<loc>https://couriers.test/es/playbook</loc>')
    expect(getRobotsTxt('https://couriers.test')).toContain('Disallow: /playbook/guide')
  })
})
