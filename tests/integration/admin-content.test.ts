/**
 * The Content Editor (issue 8 item 4): the tab's loader and action on a real database. Saving
 * checks the section's shape and publishes at once with a version; an earlier version can be
 * restored (itself a new version); signed-out and cross-site requests get nothing.
 */
import { chain } from '../support/route-chain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getContentSection, listSectionVersions } from '#app/.server/services/content/content'
import { defaultContent } from '#app/domain/content/defaults'
import { describeSection, fieldNames } from '#app/domain/content/form'
import { contentPages, contentSectionList, contentSectionNames } from '#app/domain/content/sections'
import enAdmin from '#app/i18n/en/admin'
import esAdmin from '#app/i18n/es/admin'
import * as contentModule from '#app/routes/admin/content'
import * as homeModule from '#app/routes/marketing/home'
import { createStaff, get, ORIGIN, post, settle, signIn, testContext } from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

const { action, loader } = chain(contentModule)
const { loader: homeLoader } = chain(homeModule)

let t: TestDatabase
let cookie: string
beforeAll(async () => {
  t = await createTestDatabase()
  await createStaff(t.db, 'editor@example.com')
  cookie = await signIn(t.db, 'editor@example.com')
})
afterAll(async () => {
  await t?.drop()
})

const defaults = defaultContent.en.home.hero
const heroQuery = (lang: 'en' | 'es') => `page=home&section=hero&lang=${lang}`

function callLoader(path: string, headers: Record<string, string> = { Cookie: cookie }) {
  return settle(() =>
    loader({ request: get(path, headers), context: testContext(t.db), params: {} } as never),
  )
}
function callAction(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return settle(() =>
    action({
      request: post(path, fields, { Cookie: cookie, ...headers }),
      context: testContext(t.db),
      params: {},
    } as never),
  )
}

type LoaderAnswer = {
  data: {
    selection: { page: string; section: string; lang: string }
    editing: boolean
    state: { live: Record<'en' | 'es', Record<string, unknown>>; drafts: Record<'en' | 'es', unknown> }
    versions: { id: number; savedByEmail: string | null; restoredFrom: number | null; data: unknown }[]
    images: unknown[]
    notice: { key: string } | null
  }
}
type ActionAnswer = {
  data: {
    notice: { key: string }
    drafts?: Partial<Record<'en' | 'es', unknown>>
    issues?: Partial<Record<'en' | 'es', { path: string; problem: string }[]>>
  }
  init: { status: number }
}

async function publicHero(lang: 'en' | 'es') {
  const page = (await homeLoader({
    request: new Request(`${ORIGIN}${lang === 'es' ? '/es' : '/'}`),
    context: testContext(t.db),
    params: {},
  } as never)) as { content: { hero: { title: string; backgroundImage: string } } }
  return page.content.hero
}

const heroForm = (hero: { title: string; subtitle: string; earnings?: string; backgroundImage: string }) => ({
  intent: 'save',
  'c.title': hero.title,
  'c.subtitle': hero.subtitle,
  'c.earnings': hero.earnings ?? defaults.earnings,
  'c.backgroundImage': hero.backgroundImage,
})

describe('Content Editor: access', () => {
  it('the loader and the action refuse a signed-out request with a redirect to the login page', async () => {
    for (const path of [`/admin/content?${heroQuery('en')}`, `/es/admin/content?${heroQuery('es')}`]) {
      const answer = (await callLoader(path, {})) as Response
      expect(answer).toBeInstanceOf(Response)
      expect(answer.status).toBe(302)
      expect(answer.headers.get('Location')).toMatch(/^(\/es)?\/admin\?redirectTo=/)
      const refused = (await settle(() =>
        action({
          request: post(path, heroForm({ ...defaults, title: 'Hacked' })),
          context: testContext(t.db),
          params: {},
        } as never),
      )) as Response
      expect(refused.status).toBe(302)
    }
    expect((await getContentSection(t.db, 'home', 'hero', 'en')).title).toBe(defaults.title)
  })

  it('refuses a cross-site POST even with a live session', async () => {
    const answer = (await callAction(
      `/admin/content?${heroQuery('en')}`,
      heroForm({ ...defaults, title: 'Cross-site' }),
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    )) as Response
    expect(answer.status).toBe(403)
    expect(await listSectionVersions(t.db, 'home', 'hero', 'en')).toEqual([])
  })
})

describe('Content Editor: reading', () => {
  it('shows the section of the URL in the chosen language, falling back to home › hero', async () => {
    const answer = (await callLoader(`/admin/content?page=opportunity&section=faq&lang=es`)) as LoaderAnswer
    expect(answer.data.selection).toEqual({ page: 'opportunity', section: 'faq', lang: 'es' })
    expect(answer.data.state.live.es).toEqual(defaultContent.es.opportunity.faq)
    expect(answer.data.state.live.en).toEqual(defaultContent.en.opportunity.faq)
    expect(answer.data.editing).toBe(false)

    const fallback = (await callLoader(`/es/admin/content?page=nope&section=x`)) as LoaderAnswer
    expect(fallback.data.selection).toEqual({ page: 'home', section: 'hero', lang: 'es' })
    expect(fallback.data.state.live.es).toEqual(defaultContent.es.home.hero)
  })

  it('every page, section and field of the editor has a label in English and Spanish', () => {
    const names = new Set<string>()
    for (const { page, section } of contentSectionList) fieldNames(describeSection(page, section), names)
    for (const admin of [enAdmin, esAdmin]) {
      for (const page of contentPages) {
        expect(admin.content.pages[page], page).toBeTruthy()
        for (const section of contentSectionNames(page) as string[])
          expect((admin.content.sections as Record<string, string>)[section], section).toBeTruthy()
      }
      for (const name of names)
        expect((admin.content.fields as Record<string, string>)[name], `field ${name}`).toBeTruthy()
    }
  })
})

describe('Content Editor: save, versions and restore', () => {
  it('refuses a section that does not fit its shape: problems by field, the typed values kept, nothing stored', async () => {
    const answer = (await callAction(
      `/admin/content?${heroQuery('en')}&edit=1`,
      heroForm({ title: '   ', subtitle: 'Typed subtitle', backgroundImage: 'javascript:alert(1)' }),
    )) as ActionAnswer
    expect(answer.init.status).toBe(400)
    expect(answer.data.notice.key).toBe('admin.content.invalid')
    expect(answer.data.issues!.en!.map((i) => i.path).sort()).toEqual(['backgroundImage', 'title'])
    expect(answer.data.issues!.en!.find((i) => i.path === 'title')!.problem).toBe('required')
    expect(answer.data.drafts!.en).toEqual({
      title: '   ',
      subtitle: 'Typed subtitle',
      earnings: defaults.earnings,
      backgroundImage: 'javascript:alert(1)',
    })
    expect(await getContentSection(t.db, 'home', 'hero', 'en')).toEqual(defaults)
    expect(await listSectionVersions(t.db, 'home', 'hero', 'en')).toEqual([])
  })

  it('publishes a valid section at once, per language, and keeps a version with who saved it', async () => {
    expect((await publicHero('en')).title).toBe(defaults.title)
    const answer = (await callAction(
      `/admin/content?${heroQuery('en')}&edit=1`,
      heroForm({
        ...defaults,
        title: '  New English title ',
        backgroundImage: '/images/u/0123456789abcdef-640.webp',
      }),
    )) as Response
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toBe(`/admin/content?${heroQuery('en')}&done=saved`)

    // The public page reads it on its next load (the cache of this instance was dropped).
    expect(await publicHero('en')).toMatchObject({
      title: 'New English title',
      backgroundImage: '/images/u/0123456789abcdef-640.webp',
    })
    expect((await publicHero('es')).title).toBe(defaultContent.es.home.hero.title)

    const versions = await listSectionVersions(t.db, 'home', 'hero', 'en')
    expect(versions.map((v) => [v.savedByEmail, (v.data as { title: string }).title])).toEqual([
      ['editor@example.com', 'New English title'],
      [null, defaults.title],
    ])

    const es = (await callAction(
      `/es/admin/content?${heroQuery('es')}&edit=1`,
      heroForm({ ...defaultContent.es.home.hero, title: 'Nuevo título' }),
    )) as Response
    expect(es.headers.get('Location')).toBe(`/es/admin/content?${heroQuery('es')}&done=saved`)
    expect((await publicHero('es')).title).toBe('Nuevo título')
    expect((await publicHero('en')).title).toBe('New English title')

    const shown = (await callLoader(`/admin/content?${heroQuery('en')}&done=saved`)) as LoaderAnswer
    expect(shown.data.notice?.key).toBe('admin.content.publishedNow')
    expect(shown.data.state.live.en).toMatchObject({ title: 'New English title' })
    expect(shown.data.versions).toHaveLength(2)
  })

  it('restores an earlier version: published again, as a new version', async () => {
    const [latest, original] = await listSectionVersions(t.db, 'home', 'hero', 'en')
    const answer = (await callAction(`/admin/content?${heroQuery('en')}`, {
      intent: 'restore',
      version: String(original!.id),
    })) as Response
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toBe(`/admin/content?${heroQuery('en')}&done=restored`)
    expect(await publicHero('en')).toEqual(defaults)

    const versions = await listSectionVersions(t.db, 'home', 'hero', 'en')
    expect(versions.map((v) => v.id).slice(1)).toEqual([latest!.id, original!.id])
    expect(versions[0]).toMatchObject({ savedByEmail: 'editor@example.com', restoredFrom: original!.id })
    expect(versions[0]!.data).toEqual(defaults)
    // Spanish is untouched.
    expect((await publicHero('es')).title).toBe('Nuevo título')
  })

  it('restores only a version of the chosen section and language', async () => {
    const [spanish] = await listSectionVersions(t.db, 'home', 'hero', 'es')
    for (const version of [String(spanish!.id), '999999', 'abc']) {
      const answer = (await callAction(`/admin/content?${heroQuery('en')}`, {
        intent: 'restore',
        version,
      })) as ActionAnswer
      expect(answer.init.status).toBe(404)
      expect(answer.data.notice.key).toBe('admin.content.versionNotFound')
    }
    expect(await publicHero('en')).toEqual(defaults)
  })

  it('edits lists of objects: items in the posted order', async () => {
    const path = '/admin/content?page=home&section=features&lang=en&edit=1'
    const answer = (await callAction(path, {
      intent: 'save',
      'c.title': 'Features',
      'c.description': 'What you get',
      'c.items.0.title': 'Second first',
      'c.items.0.description': 'b',
      'c.items.1.title': 'Then this',
      'c.items.1.description': 'a',
    })) as Response
    expect(answer.status).toBe(302)
    expect(await getContentSection(t.db, 'home', 'features', 'en')).toEqual({
      title: 'Features',
      description: 'What you get',
      items: [
        { title: 'Second first', description: 'b' },
        { title: 'Then this', description: 'a' },
      ],
    })
    const empty = (await callAction(path, {
      intent: 'save',
      'c.title': 'Features',
      'c.description': 'What you get',
    })) as ActionAnswer
    expect(empty.init.status).toBe(400)
    expect(empty.data.issues).toEqual({ en: [expect.objectContaining({ path: 'items', problem: 'tooFew' })] })
  })

  it('offers the uploaded images when editing', async () => {
    const answer = (await callLoader(`/admin/content?${heroQuery('en')}&edit=1`)) as LoaderAnswer
    expect(answer.data.editing).toBe(true)
    expect(answer.data.images).toEqual([])
  })
})
