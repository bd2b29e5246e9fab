import { plainToRichText } from '#app/domain/rich-text/document'
import { createRequestContext } from '#app/.server/context'
import { chain } from '../support/route-chain'
import { count, eq, and } from 'drizzle-orm'
import { createElement, type ComponentType } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '#app/.server/db/client'
import { contentSections } from '#app/.server/db/schema'
import { seedDatabase } from '#app/.server/db/seed'
import {
  getContentSection,
  getPageContent,
  getPublicPageContent,
  saveContentSection,
} from '#app/.server/services/content/content'
import { getSiteSettings } from '#app/.server/services/content/site-settings'
import { defaultContent } from '#app/domain/content/defaults'
import { contentSectionList } from '#app/domain/content/sections'
import type { Lang } from '#app/domain/routing/locale'
import * as homeRouteModule from '#app/routes/marketing/home'
import * as opportunityRouteModule from '#app/routes/marketing/opportunity'
import * as contactRouteModule from '#app/routes/forms/contact'
import { MainFooter } from '#app/components/layout/main-footer'
import { ChatFrame } from '#app/components/chat/chat-frame'
import { saveSiteSettings } from '#app/.server/services/content/site-settings'
import { siteSettingDefaults } from '#app/domain/settings/site-settings'
import { serverRenderedHtml } from './server-render'
import { createTestDatabase, type TestDatabase } from './test-database'

const homeRoute = chain(homeRouteModule)
const opportunityRoute = chain(opportunityRouteModule)
const contactRoute = chain(contactRouteModule)

let t: TestDatabase
beforeAll(async () => {
  t = await createTestDatabase()
})
afterAll(async () => {
  await t?.drop()
})

type PageRoute = {
  default: ComponentType<never>
  loader: (args: never) => Promise<unknown>
}

/**
 * Server-renders a public page the way the app does: its real loader on this database, the root
 * data (language, texts, site settings) and the route component inside a router.
 */
async function renderPage(db: Db, route: PageRoute, lang: Lang, path: string, withShell = false) {
  const url = `http://site.test${lang === 'es' ? (path === '/' ? '/es' : `/es${path}`) : path}`
  const request = new Request(url)
  const pageData = await (route.loader as (args: unknown) => Promise<unknown>)({
    request,
    context: createRequestContext({ db } as never),
    params: {},
  })
  return serverRenderedHtml(db, {
    lang,
    url,
    pageData,
    Component: withShell
      ? (props: object) => createElement(PageInShell, { page: route.default, props })
      : route.default,
  })
}

/** The page with the footer and the main chat's frame around it, as the main layout shows them. */
function PageInShell({ page, props }: { page: ComponentType<never>; props: object }) {
  return createElement(
    'div',
    null,
    createElement(page as ComponentType<object>, props),
    createElement(MainFooter),
    createElement(ChatFrame, {
      id: 'chat',
      assistant: 'main',
      open: true,
      onClose: () => {},
      children: null,
    }),
  )
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')

describe(`content store (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('is seeded with every editable section in both languages', async () => {
    const [{ n }] = (await t.db.select({ n: count() }).from(contentSections)) as [{ n: number }]
    expect(n).toBe(contentSectionList.length * 2)
    expect(await getPageContent(t.db, 'home', 'en')).toEqual(defaultContent.en.home)
    expect(await getContentSection(t.db, 'contact', 'hero', 'es')).toEqual(defaultContent.es.contact.hero)
  })

  it('the home page renders the stored sections, and a saved change shows at once', async () => {
    const before = await renderPage(t.db, homeRoute as unknown as PageRoute, 'en', '/')
    expect(text(before)).toContain(defaultContent.en.home.hero.title)
    expect(text(before)).toContain(defaultContent.en.home.callToAction.title)

    const result = await saveContentSection(t.db, {
      page: 'home',
      section: 'hero',
      lang: 'en',
      data: { ...defaultContent.en.home.hero, title: 'Drive Your Own Future' },
      updatedBy: 'staff-1',
    })
    expect(result.ok).toBe(true)

    const after = await renderPage(t.db, homeRoute as unknown as PageRoute, 'en', '/')
    expect(after).toMatch(/<h1[^>]*>Drive Your Own Future<\/h1>/)
    expect(text(after)).not.toContain(defaultContent.en.home.hero.title)
    // The other language is its own row.
    const spanish = await renderPage(t.db, homeRoute as unknown as PageRoute, 'es', '/')
    expect(spanish).toContain(`>${defaultContent.es.home.hero.title}</h1>`)

    const [row] = await t.db
      .select()
      .from(contentSections)
      .where(
        and(
          eq(contentSections.page, 'home'),
          eq(contentSections.section, 'hero'),
          eq(contentSections.lang, 'en'),
        ),
      )
    expect(row).toMatchObject({ data: { title: 'Drive Your Own Future' }, updatedBy: 'staff-1' })
  })

  it('a change written straight to the database shows once the cache expires', async () => {
    const faq = {
      title: 'Questions & Answers',
      items: [{ question: 'Is there a lease?', answer: 'No lease is required.' }],
    }
    // Read (and cache) first, then change the row behind the service's back.
    await getPageContent(t.db, 'opportunity', 'en')
    await t.db
      .update(contentSections)
      .set({ data: faq })
      .where(
        and(
          eq(contentSections.page, 'opportunity'),
          eq(contentSections.section, 'faq'),
          eq(contentSections.lang, 'en'),
        ),
      )
    expect((await getContentSection(t.db, 'opportunity', 'faq', 'en')).title).toBe(
      defaultContent.en.opportunity.faq.title,
    )
    const later = Date.now() + 31_000
    // A plain-text answer, as stored before rich text, reads as a paragraph (issue #33).
    expect(await getContentSection(t.db, 'opportunity', 'faq', 'en', later)).toEqual({
      ...faq,
      items: [{ question: 'Is there a lease?', answer: plainToRichText('No lease is required.') }],
    })

    const html = await renderPage(t.db, opportunityRoute as unknown as PageRoute, 'en', '/opportunity')
    expect(text(html)).toContain('Questions &amp; Answers')
    expect(text(html)).toContain('Is there a lease?')
    // The FAQPage data follows the content.
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    )
    const faqPage = jsonLd.find((d) => d['@type'] === 'FAQPage')
    expect(faqPage.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Is there a lease?',
        acceptedAnswer: { '@type': 'Answer', text: 'No lease is required.' },
      },
    ])
  })

  it('refuses data of the wrong shape and stores nothing', async () => {
    const before = await getContentSection(t.db, 'home', 'callToAction', 'en')
    const result = await saveContentSection(t.db, {
      page: 'home',
      section: 'callToAction',
      lang: 'en',
      data: { title: '', description: 'x' },
      updatedBy: null,
    })
    expect(result.ok).toBe(false)
    if (!result.ok)
      expect(result.issues.map((i) => i.path)).toEqual(expect.arrayContaining(['title', 'buttonText']))
    expect(await getContentSection(t.db, 'home', 'callToAction', 'en', Date.now() + 60_000)).toEqual(before)
  })

  it('a stored section that no longer fits its shape reads as the default', async () => {
    await t.db
      .update(contentSections)
      .set({ data: { title: 42 } })
      .where(
        and(
          eq(contentSections.page, 'products'),
          eq(contentSections.section, 'hero'),
          eq(contentSections.lang, 'es'),
        ),
      )
    expect(await getContentSection(t.db, 'products', 'hero', 'es', Date.now() + 60_000)).toEqual(
      defaultContent.es.products.hero,
    )
  })

  it('seeding again keeps what staff saved', async () => {
    await seedDatabase(t.db)
    expect((await getContentSection(t.db, 'home', 'hero', 'en', Date.now() + 60_000)).title).toBe(
      'Drive Your Own Future',
    )
  })
})

describe('business details come from the site settings only (issue #30 item 2)', () => {
  it('a new main phone, e-mail, address and office hours show on the contact page, its footer and chat, in both languages', async () => {
    const settings = await getSiteSettings(t.db)
    const next = {
      ...settings,
      phone: '(305) 867-5309',
      email: 'hello@courier-network.com',
      postalAddress: '77 Ocean Dr, Miami Beach, FL 33139',
      officeHours: 'Mon-Sat 7am-7pm EST',
      officeHoursEs: 'lunes a sábado de 7 a. m. a 7 p. m.',
    }
    await saveSiteSettings(t.db, { id: 1, email: 'owner@example.com' }, next)
    try {
      for (const lang of ['en', 'es'] as const) {
        const html = text(
          await renderPage(t.db, contactRoute as unknown as PageRoute, lang, '/contact', true),
        )
        // Once on the contact page, once in the footer, once in the chat's call link.
        expect(html.split('(305) 867-5309').length - 1, lang).toBeGreaterThanOrEqual(3)
        expect(html, lang).toContain('hello@courier-network.com')
        expect(html, lang).toContain('77 Ocean Dr, Miami Beach, FL 33139')
        expect(html, lang).toContain(lang === 'es' ? next.officeHoursEs : next.officeHours)
        for (const seeded of [
          siteSettingDefaults.phone,
          siteSettingDefaults.email,
          siteSettingDefaults.postalAddress,
          siteSettingDefaults.officeHours,
        ]) {
          expect(html, `${lang}: ${seeded}`).not.toContain(seeded)
        }
      }
    } finally {
      await saveSiteSettings(t.db, { id: 1, email: 'owner@example.com' }, settings)
    }
  })

  it('the content store refuses a copied detail and fills the placeholders on the public page', async () => {
    const hero = {
      title: 'Hola',
      subtitle: 'Llame al (561) 555-0100',
      earnings: 'Gane más',
      backgroundImage: '',
    }
    const refused = await saveContentSection(t.db, {
      page: 'home',
      section: 'hero',
      lang: 'es',
      data: hero,
      updatedBy: null,
    })
    expect(refused).toMatchObject({ ok: false, issues: [{ path: 'subtitle', problem: 'businessDetail' }] })
    expect(await getContentSection(t.db, 'home', 'hero', 'es')).toEqual(defaultContent.es.home.hero)

    const saved = await saveContentSection(t.db, {
      page: 'home',
      section: 'hero',
      lang: 'es',
      data: { ...hero, subtitle: 'Llame al {{phone}} ({{officeHours}})' },
      updatedBy: null,
    })
    expect(saved.ok).toBe(true)
    const settings = await getSiteSettings(t.db)
    expect((await getPublicPageContent(t.db, 'home', 'es')).hero.subtitle).toBe(
      `Llame al ${settings.phone} (${settings.officeHoursEs})`,
    )
    // The editor keeps the placeholders as written.
    expect((await getContentSection(t.db, 'home', 'hero', 'es')).subtitle).toBe(
      'Llame al {{phone}} ({{officeHours}})',
    )
    await saveContentSection(t.db, {
      page: 'home',
      section: 'hero',
      lang: 'es',
      data: defaultContent.es.home.hero,
      updatedBy: null,
    })
  })
})
