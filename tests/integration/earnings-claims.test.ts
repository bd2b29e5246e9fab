/**
 * Earnings claims (issue #35, ADR 049) through the routes' middleware: staff add a claim to the
 * register, an unsound basis is refused beside its field, a change is a new version and the earlier
 * one stays listed; the share is computed.
 */
import { chain } from '../support/route-chain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as claimsAdminModule from '#app/routes/admin/earnings-claims'
import * as contentModule from '#app/routes/admin/content'
import * as homeModule from '#app/routes/marketing/home'
import * as opportunityModule from '#app/routes/marketing/opportunity'
import * as statementModule from '#app/routes/legal/earnings-claim-statement'
import { listClaimRows } from '#app/.server/repos/earnings-claims'
import { achievedShare, isCompleteBasis } from '#app/domain/claims/claims'
import { getContentSection } from '#app/.server/services/content/content'
import { defaultContent } from '#app/domain/content/defaults'
import { richTextPlain } from '#app/domain/rich-text/render'
import { getLaunchPlaceholders } from '#app/.server/services/operations/launch-checklist'
import { createStaff, get, post, settle, signIn, testContext, testEnv } from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

const screenRoute = chain(claimsAdminModule)
const contentRoute = chain(contentModule)
const homeRoute = chain(homeModule)
const opportunityRoute = chain(opportunityModule)
const statementRoute = chain(statementModule)

let t: TestDatabase
let cookie: string
beforeAll(async () => {
  t = await createTestDatabase()
  await createStaff(t.db, 'claims-staff@example.com')
  cookie = await signIn(t.db, 'claims-staff@example.com')
})
afterAll(async () => {
  await t?.drop()
})

type Row = { id: number; key: string; figure: string; complete: boolean; share: number | null }
type Screen = {
  data: {
    rows: Row[]
    editing: {
      id: number
      values: Record<string, unknown>
      share: number | null
      history: { version: number }[]
    } | null
  }
}
type Reply = {
  data: {
    notice?: { tone: string; key: string } | null
    result?: { error?: Record<string, string[]> }
  }
  init?: { status?: number }
}

const run = (fn: ((args: never) => unknown) | undefined, request: Request) =>
  settle(() => fn!({ request, context: testContext(t.db), params: {} } as never))
const screen = async (path = '/admin/earnings-claims') =>
  (await run(screenRoute.loader, get(path, { Cookie: cookie }))) as Screen
const send = async (fields: Record<string, string>) =>
  (await run(screenRoute.action, post('/admin/earnings-claims', fields, { Cookie: cookie }))) as Reply

const nineThousand = {
  intent: 'save',
  key: 'nine-thousand-monthly',
  figure: '$9,000',
  textEn: 'Earn $9,000 per month',
  textEs: 'Gane $9,000 al mes',
  at_homeHeroEarnings: 'on',
  periodStart: '2025-01-01',
  periodEnd: '2025-12-31',
  operatorsCovered: '50',
  operatorsAchieved: '10',
  whereEn: 'Miami and Orlando, Florida',
  whereEs: 'Miami y Orlando, Florida',
  differsEn: 'They ran two vehicles full time.',
  differsEs: 'Operaban dos vehículos a tiempo completo.',
  substantiation: 'Operator payout ledger 2025, finance folder F-12',
  owner: 'claims-staff@example.com',
  reviewOn: '2026-12-31',
}

const heroPath = '/admin/content?page=home&section=hero&lang=en'
/** The Content Editor's side-by-side post of the home hero with its earnings lines replaced. */
const publishHero = async (earnings: { en: string; es: string }) => {
  const fields: Record<string, string> = { intent: 'save' }
  for (const lang of ['en', 'es'] as const) {
    const hero = defaultContent[lang].home.hero
    fields[`${lang}.title`] = hero.title
    fields[`${lang}.subtitle`] = hero.subtitle
    fields[`${lang}.earnings`] = earnings[lang]
    fields[`${lang}.backgroundImage`] = hero.backgroundImage
  }
  return (await run(contentRoute.action, post(heroPath, fields, { Cookie: cookie }))) as
    | Response
    | { data: { issues: Record<string, { path: string; problem: string }[]> }; init: { status: number } }
}

describe('no claim without a basis', () => {
  it('publishes the seeded hero as it is: a figure already live is let through', async () => {
    const answer = await publishHero({
      en: 'Earn $4,000 - $6,000+ per month!',
      es: 'Gane de $4,000 a $6,000+ al mes',
    })
    expect(answer).toBeInstanceOf(Response)
    expect((answer as Response).headers.get('Location')).toContain('done=saved')
  })

  it('refuses "$9,000" beside the field while no claim with a basis matches it, in both languages', async () => {
    const answer = await publishHero({ en: 'Earn $9,000 per month', es: 'Gane $9,000 al mes' })
    expect(answer).not.toBeInstanceOf(Response)
    const refused = answer as Exclude<typeof answer, Response>
    expect(refused.init.status).toBe(400)
    expect(refused.data.issues).toEqual({
      en: [expect.objectContaining({ path: 'earnings', problem: 'earningsClaim' })],
      es: [expect.objectContaining({ path: 'earnings', problem: 'earningsClaim' })],
    })
    expect((await getContentSection(t.db, 'home', 'hero', 'en')).earnings).toBe(
      'Earn $4,000 - $6,000+ per month!',
    )
  })

  it('refuses it still when its claim has no complete basis', async () => {
    await send({ ...nineThousand, key: 'nine-without-basis', periodStart: '', periodEnd: '' })
    const answer = await publishHero({ en: 'Earn $9,000 per month', es: 'Gane $9,000 al mes' })
    expect(answer).not.toBeInstanceOf(Response)
  })
})

describe('the register of earnings claims', () => {
  it('adds a claim with its basis and computes the share', async () => {
    const reply = await send(nineThousand)
    expect(reply.data.notice).toMatchObject({ tone: 'success', key: 'adminEarningsClaims.added' })
    const row = (await screen()).data.rows.find((r) => r.key === 'nine-thousand-monthly')!
    expect(row).toMatchObject({ figure: '$9,000', complete: true, share: 20 })
  })

  it('refuses an unsound basis beside its field and stores nothing', async () => {
    const reply = await send({ ...nineThousand, key: 'unsound', operatorsAchieved: '51' })
    expect(reply.init?.status).toBe(400)
    expect(reply.data.result?.error?.operatorsAchieved).toEqual(['adminEarningsClaims.errors.achieved'])
    expect((await screen()).data.rows.some((r) => r.key === 'unsound')).toBe(false)
  })

  it('changes a claim only by a new version; the earlier one stays listed', async () => {
    const id = (await screen()).data.rows.find((r) => r.key === 'nine-thousand-monthly')!.id
    const reply = await send({ ...nineThousand, id: String(id), operatorsAchieved: '25' })
    expect(reply.data.notice).toMatchObject({ key: 'adminEarningsClaims.saved' })
    const { editing } = (await screen(`/admin/earnings-claims?edit=${id}`)).data
    expect(editing!.share).toBe(50)
    expect(editing!.values.at_homeHeroEarnings).toBe(true)
    expect(editing!.history.map((v) => v.version)).toEqual([2, 1])
  })

  it('lets "$9,000" publish once a claim with a full basis backs it', async () => {
    const answer = await publishHero({ en: 'Earn $9,000 per month', es: 'Gane $9,000 al mes' })
    expect(answer).toBeInstanceOf(Response)
    expect((await getContentSection(t.db, 'home', 'hero', 'es')).earnings).toBe('Gane $9,000 al mes')
  })
})

describe('the launch check of the register', () => {
  it('lists a claim without a basis, and a claim once its review date has passed (a controlled date)', async () => {
    const claims = (now: string) =>
      getLaunchPlaceholders({ db: t.db, env: testEnv() }, new Date(now)).then((found) =>
        found.filter((p) => p.kind === 'earningsClaim'),
      )
    const before = await claims('2026-12-31T12:00:00Z')
    expect(before).toContainEqual(
      expect.objectContaining({ figure: '$4,000 - $6,000+', problem: 'incompleteBasis' }),
    )
    expect(before.some((p) => p.figure === '$9,000' && p.problem === 'reviewDue')).toBe(false)
    // The $9,000 claim is to be reviewed by 2026-12-31: the next day (in the site's time zone) it is listed.
    const after = await claims('2027-01-01T12:00:00Z')
    expect(after).toContainEqual(expect.objectContaining({ figure: '$9,000', problem: 'reviewDue' }))
  })
})

type Stated = {
  id: number
  figure: string
  text: string
  periodStart: string
  periodEnd: string
  covered: number
  achieved: number
  share: number
  where: string
  differs: string
}
const publicData = async <T>(route: { loader?: (args: never) => unknown }, path: string) => {
  const reply = (await run(route.loader, get(path))) as T | { data: T }
  return (reply && typeof reply === 'object' && 'data' in reply ? reply.data : reply) as T
}

describe('the disclosure line and the Earnings Claim Statement', () => {
  it('states beside the hero figure its period and share, in English and Spanish, from the register', async () => {
    const en = await publicData<{ heroClaim: Stated | null }>(homeRoute, '/')
    expect(en.heroClaim).toMatchObject({ figure: '$9,000', achieved: 25, covered: 50, share: 50 })
    expect(en.heroClaim).toMatchObject({ period: { start: 'January 1, 2025', end: 'December 31, 2025' } })
    const es = await publicData<{ heroClaim: Stated | null }>(homeRoute, '/es')
    expect(es.heroClaim).toMatchObject({ share: 50, where: 'Miami y Orlando, Florida' })
    expect(es.heroClaim).toMatchObject({
      period: { start: '1 de enero de 2025', end: '31 de diciembre de 2025' },
    })
  })

  it.each(['en', 'es'] as const)(
    'lists every current claim with a complete basis, as the register has it (%s)',
    async (lang) => {
      const page = await publicData<{ seller: string; date: string; claims: Stated[] }>(
        statementRoute,
        lang === 'es' ? '/es/earnings-claim-statement' : '/earnings-claim-statement',
      )
      expect(page.seller).toBe('Courier Network')
      expect(page.date).toMatch(/\d{4}/)
      const register = (await listClaimRows(t.db)).filter(isCompleteBasis)
      expect(register.length).toBeGreaterThan(0)
      expect(page.claims).toEqual(
        register.map((c) =>
          expect.objectContaining({
            id: c.id,
            figure: c.figure,
            text: lang === 'es' ? c.textEs : c.textEn,
            periodStart: c.periodStart,
            periodEnd: c.periodEnd,
            covered: c.operatorsCovered,
            achieved: c.operatorsAchieved,
            share: achievedShare(c),
            where: lang === 'es' ? c.whereEs : c.whereEn,
            differs: lang === 'es' ? c.differsEs : c.differsEn,
          }),
        ),
      )
      // The seeded claim without a basis is not stated.
      expect(page.claims.some((c) => c.figure === '$4,000 - $6,000+')).toBe(false)
    },
  )
})

describe("the opportunity page's earnings cards", () => {
  const earningsPath = '/admin/content?page=opportunity&section=earnings&lang=en'
  /** The Content Editor's side-by-side post of the earnings cards, the first card's amount replaced. */
  const publishEarnings = async (firstAmount: { en: string; es: string }) => {
    const fields: Record<string, string> = { intent: 'save' }
    for (const lang of ['en', 'es'] as const) {
      const earnings = defaultContent[lang].opportunity.earnings
      fields[`${lang}.title`] = earnings.title
      fields[`${lang}.subtitle`] = earnings.subtitle
      fields[`${lang}.disclaimer`] = earnings.disclaimer
      earnings.items.forEach((item, i) => {
        fields[`${lang}.items.${i}.title`] = item.title
        fields[`${lang}.items.${i}.amount`] = i === 0 ? firstAmount[lang] : item.amount
        fields[`${lang}.items.${i}.text`] = item.text
      })
    }
    return (await run(contentRoute.action, post(earningsPath, fields, { Cookie: cookie }))) as
      | Response
      | { data: { issues: Record<string, { path: string; problem: string }[]> }; init: { status: number } }
  }
  type Card = { title: string; amount: string; claim: Stated | null }

  it('refuses a new figure on one card beside that card, and keeps the live ones', async () => {
    const answer = await publishEarnings({ en: '$20,000/month', es: '$20,000/mes' })
    expect(answer).not.toBeInstanceOf(Response)
    const refused = answer as Exclude<typeof answer, Response>
    expect(refused.data.issues).toEqual({
      en: [expect.objectContaining({ path: 'items.0.amount', problem: 'earningsClaim' })],
      es: [expect.objectContaining({ path: 'items.0.amount', problem: 'earningsClaim' })],
    })
    const live = await getContentSection(t.db, 'opportunity', 'earnings', 'en')
    expect(live.items[0]!.amount).toBe('$4,000 - $6,000/month')
  })

  const faqPath = '/admin/content?page=opportunity&section=faq&lang=en'
  /** The Content Editor's post of the FAQ, each answer as plain text, with some answers replaced. */
  const publishFaq = async (replaced: Record<number, { en: string; es: string }>) => {
    const fields: Record<string, string> = { intent: 'save' }
    for (const lang of ['en', 'es'] as const) {
      const faq = defaultContent[lang].opportunity.faq
      fields[`${lang}.title`] = faq.title
      faq.items.forEach((item, i) => {
        fields[`${lang}.items.${i}.question`] = item.question
        fields[`${lang}.items.${i}.answer`] = replaced[i]?.[lang] ?? richTextPlain(item.answer)
      })
    }
    return (await run(contentRoute.action, post(faqPath, fields, { Cookie: cookie }))) as
      | Response
      | { data: { issues: Record<string, { path: string; problem: string }[]> }; init: { status: number } }
  }

  it('refuses a new earnings figure in an FAQ answer beside that answer; a new price in another is no claim', async () => {
    const refused = await publishFaq({
      1: {
        en: 'Single vehicle operators earn $9,500/month.',
        es: 'Los operadores con un vehículo ganan $9,500 al mes.',
      },
    })
    expect(refused).not.toBeInstanceOf(Response)
    expect((refused as Exclude<typeof refused, Response>).data.issues).toEqual({
      en: [expect.objectContaining({ path: 'items.1.answer', problem: 'earningsClaim' })],
      es: [expect.objectContaining({ path: 'items.1.answer', problem: 'earningsClaim' })],
    })
    const published = await publishFaq({
      0: {
        en: 'The initial investment is $1,250 US, all inclusive.',
        es: 'La inversión inicial es de $1,250 US, todo incluido.',
      },
    })
    expect(published).toBeInstanceOf(Response)
    const live = await getContentSection(t.db, 'opportunity', 'faq', 'en')
    expect(richTextPlain(live.items[0]!.answer)).toBe('The initial investment is $1,250 US, all inclusive.')
    expect(richTextPlain(live.items[1]!.answer)).toContain('$4,000 - $6,000/month')
  })

  it('states beside each card the claim it rests on, once the register gives it a basis', async () => {
    const before = await publicData<{ earnings: Card[] }>(opportunityRoute, '/opportunity')
    expect(before.earnings.map((card) => card.claim)).toEqual([null, null, null])
    const seeded = (await screen()).data.rows.find((r) => r.key === 'opportunity-single-vehicle')!
    expect(seeded).toMatchObject({ figure: '$4,000 - $6,000', complete: false })
    const reply = await send({
      ...nineThousand,
      id: String(seeded.id),
      key: 'opportunity-single-vehicle',
      figure: '$4,000 - $6,000',
      textEn: 'Single Vehicle: $4,000 - $6,000/month',
      textEs: 'Un solo vehículo: $4,000 - $6,000/mes',
      at_homeHeroEarnings: '',
      at_opportunityEarnings: 'on',
      operatorsCovered: '40',
      operatorsAchieved: '12',
    })
    expect(reply.data.notice).toMatchObject({ key: 'adminEarningsClaims.saved' })
    for (const [path, lang] of [
      ['/opportunity', 'en'],
      ['/es/opportunity', 'es'],
    ] as const) {
      const { earnings } = await publicData<{ earnings: Card[] }>(opportunityRoute, path)
      expect(earnings[0]!.claim).toMatchObject({
        figure: '$4,000 - $6,000',
        achieved: 12,
        covered: 40,
        share: 30,
      })
      expect(earnings[0]!.claim!.where).toBe(
        lang === 'es' ? 'Miami y Orlando, Florida' : 'Miami and Orlando, Florida',
      )
      expect(earnings.slice(1).map((card) => card.claim)).toEqual([null, null])
      // The FAQ answer that states the same figure has the same line under it; no other answer has one.
      const { faq } = await publicData<{ faq: { claims: Stated[] }[] }>(opportunityRoute, path)
      expect(faq.map((item) => item.claims.map((c) => c.figure))).toEqual(
        faq.map((_, i) => (i === 1 ? ['$4,000 - $6,000'] : [])),
      )
    }
  })
})
