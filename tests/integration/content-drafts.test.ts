/**
 * Drafts, preview and scheduled publishing of the website content (issue #33): the Content Editor's
 * side-by-side form on a real database, the staff-only preview of the real page, and the stored job
 * that publishes a scheduled change at its time (a controlled clock), once, across a worker restart.
 */
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobHandlers } from '#app/.server/jobs/handlers'
import { createOutboxWorker } from '#app/.server/mail/worker'
import { getContentSection, listSectionVersions } from '#app/.server/services/content/content'
import { getSectionEditorState, saveSectionDrafts } from '#app/.server/services/content/content-drafts'
import { defaultContent } from '#app/domain/content/defaults'
import type { RichTextDocument } from '#app/domain/rich-text/document'
import { richTextPlain } from '#app/domain/rich-text/render'
import * as contentModule from '#app/routes/admin/content'
import * as opportunityModule from '#app/routes/marketing/opportunity'
import { chain } from '../support/route-chain'
import { createStaff, get, post, settle, signIn, testContext, testEnv } from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

const { action, loader } = chain(contentModule)
const { loader: opportunityLoader } = chain(opportunityModule)

let t: TestDatabase
let cookie: string
let editorId: number
beforeAll(async () => {
  t = await createTestDatabase()
  editorId = (await createStaff(t.db, 'owner@example.com')).id
  cookie = await signIn(t.db, 'owner@example.com')
})
afterAll(async () => {
  await t?.drop()
})

const faqPath = '/admin/content?page=opportunity&section=faq&lang=en'
type Faq = { title: string; items: { question: string; answer: RichTextDocument }[] }
const plain = (answer: unknown) => richTextPlain(answer as RichTextDocument)
const faqEn = defaultContent.en.opportunity.faq as Faq
const faqEs = defaultContent.es.opportunity.faq as Faq

/** The side-by-side form's fields for both languages, with the first answer replaced. */
function faqForm(intent: string, answers: { en: string; es: string }, extra: Record<string, string> = {}) {
  const fields: Record<string, string> = { intent, ...extra }
  for (const [lang, faq] of [
    ['en', faqEn],
    ['es', faqEs],
  ] as const) {
    fields[`${lang}.title`] = faq.title
    faq.items.forEach((item, i) => {
      fields[`${lang}.items.${i}.question`] = item.question
      fields[`${lang}.items.${i}.answer`] = i === 0 ? answers[lang] : JSON.stringify(item.answer)
    })
  }
  return fields
}

function callAction(fields: Record<string, string>, path = `${faqPath}&edit=1`) {
  return settle(() =>
    action({
      request: post(path, fields, { Cookie: cookie }),
      context: testContext(t.db),
      params: {},
    } as never),
  )
}

/** /opportunity as a visitor or (with the staff cookie and ?preview=draft) as the staff member's preview. */
async function publicFaq(lang: 'en' | 'es', options: { preview?: boolean; cookie?: string } = {}) {
  const path = `${lang === 'es' ? '/es' : ''}/opportunity${options.preview ? '?preview=draft' : ''}`
  const headers: Record<string, string> = options.cookie ? { Cookie: options.cookie } : {}
  const data = (await opportunityLoader({
    request: get(path, headers),
    context: testContext(t.db),
    params: {},
  } as never)) as { faq: { answerText: string; answerHtml: string }[] }
  return data.faq[0]!.answerText
}

describe('Content Editor drafts and preview', () => {
  it('keeps both languages as a draft the public page does not show, and the staff preview does', async () => {
    const answer = (await callAction(
      faqForm('draft', { en: 'Draft answer', es: 'Respuesta borrador' }),
    )) as Response
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toBe(`${faqPath.replace('lang=en', 'lang=en')}&done=draft`)

    expect(await publicFaq('en')).toBe(plain(faqEn.items[0]!.answer))
    expect(await publicFaq('es')).toBe(plain(faqEs.items[0]!.answer))
    // ?preview=draft without a staff session: the live page.
    expect(await publicFaq('en', { preview: true })).toBe(plain(faqEn.items[0]!.answer))
    // A staff member's preview: the drafts, in each language.
    expect(await publicFaq('en', { preview: true, cookie })).toBe('Draft answer')
    expect(await publicFaq('es', { preview: true, cookie })).toBe('Respuesta borrador')

    const state = await getSectionEditorState(t.db, { page: 'opportunity', section: 'faq' })
    expect(state.drafts.en).toMatchObject({ savedByEmail: 'owner@example.com', publishAt: null })
    const shown = (await settle(() =>
      loader({ request: get(faqPath, { Cookie: cookie }), context: testContext(t.db), params: {} } as never),
    )) as { data: { notice: { key: string }; preview: { en: string; es: string } } }
    expect(shown.data.preview).toEqual({
      en: '/opportunity?preview=draft',
      es: '/es/opportunity?preview=draft',
    })
  })

  it('refuses a draft that does not fit, per language, beside the field, storing nothing', async () => {
    const answer = (await callAction(faqForm('draft', { en: 'Fine', es: '   ' }))) as {
      data: { issues: Record<string, { path: string; problem: string }[]> }
      init: { status: number }
    }
    expect(answer.init.status).toBe(400)
    expect(answer.data.issues).toEqual({
      es: [expect.objectContaining({ path: 'items.0.answer', problem: 'required' })],
    })
    const state = await getSectionEditorState(t.db, { page: 'opportunity', section: 'faq' })
    expect(plain((state.drafts.en!.data as Faq).items[0]!.answer)).toBe('Draft answer')
  })

  it('refuses "Publish at" in the past or empty, keeping what was typed', async () => {
    for (const [value, problem] of [
      ['', 'publishAtRequired'],
      ['2001-01-01T10:00', 'publishAtPast'],
    ] as const) {
      const answer = (await callAction(
        faqForm('schedule', { en: 'Typed', es: 'Escrito' }, { publishAt: value }),
      )) as {
        data: { publishAtError: string; drafts: { en: Faq } }
        init: { status: number }
      }
      expect(answer.init.status).toBe(400)
      expect(answer.data.publishAtError).toBe(`admin.content.publishAtErrors.${problem}`)
      expect(answer.data.drafts.en.items[0]!.answer).toBe('Typed')
    }
  })

  it('publishes the draft now: live in both languages, versions kept, draft gone', async () => {
    const answer = (await callAction({ intent: 'publishDraft' }, faqPath)) as Response
    expect(answer.headers.get('Location')).toBe(`${faqPath}&done=saved`)
    expect(await publicFaq('en')).toBe('Draft answer')
    expect(await publicFaq('es')).toBe('Respuesta borrador')
    const state = await getSectionEditorState(t.db, { page: 'opportunity', section: 'faq' })
    expect(state.drafts).toEqual({ en: null, es: null })
    const versions = await listSectionVersions(t.db, 'opportunity', 'faq', 'es')
    expect(versions[0]!.savedByEmail).toBe('owner@example.com')
  })

  it('discards a draft, and cancels a schedule keeping the draft', async () => {
    await callAction(faqForm('draft', { en: 'To discard', es: 'A descartar' }))
    expect(
      ((await callAction({ intent: 'discard' }, faqPath)) as Response).headers.get('Location'),
    ).toContain('done=discarded')
    expect(await getSectionEditorState(t.db, { page: 'opportunity', section: 'faq' })).toMatchObject({
      drafts: { en: null, es: null },
    })
    const later = new Date(Date.now() + 3_600_000)
    await saveSectionDrafts(t.db, {
      page: 'opportunity',
      section: 'faq',
      drafts: { en: { ...faqEn } },
      editor: { id: editorId, email: 'owner@example.com' },
      publishAt: later,
    })
    expect(
      ((await callAction({ intent: 'unschedule' }, faqPath)) as Response).headers.get('Location'),
    ).toContain('done=unscheduled')
    const state = await getSectionEditorState(t.db, { page: 'opportunity', section: 'faq' })
    expect(state.drafts.en).toMatchObject({ publishAt: null })
    await callAction({ intent: 'discard' }, faqPath)
  })
})

describe('a language left as it is', () => {
  it('keeps no draft and makes no version', async () => {
    const esBefore = (await listSectionVersions(t.db, 'opportunity', 'faq', 'es')).length
    const live = {
      en: JSON.stringify((await getContentSection(t.db, 'opportunity', 'faq', 'en')).items[0]!.answer),
      es: JSON.stringify((await getContentSection(t.db, 'opportunity', 'faq', 'es')).items[0]!.answer),
    }
    await callAction(faqForm('draft', { en: 'Only English changes', es: live.es }))
    const state = await getSectionEditorState(t.db, { page: 'opportunity', section: 'faq' })
    expect(state.drafts.es).toBeNull()
    expect(state.drafts.en).not.toBeNull()
    await callAction(faqForm('save', { en: live.en, es: live.es }))
    expect((await listSectionVersions(t.db, 'opportunity', 'faq', 'es')).length).toBe(esBefore)
    expect(await getSectionEditorState(t.db, { page: 'opportunity', section: 'faq' })).toMatchObject({
      drafts: { en: null, es: null },
    })
  })
})

describe('scheduled publishing', () => {
  it('goes live at its time in both languages, once, across a worker restart, and purges the pages', async () => {
    const start = new Date()
    const at = new Date(start.getTime() + 2 * 60_000)
    await saveSectionDrafts(
      t.db,
      {
        page: 'opportunity',
        section: 'faq',
        drafts: {
          en: {
            ...faqEn,
            items: [{ ...faqEn.items[0]!, answer: 'Scheduled answer' }, ...faqEn.items.slice(1)],
          },
          es: {
            ...faqEs,
            items: [{ ...faqEs.items[0]!, answer: 'Respuesta programada' }, ...faqEs.items.slice(1)],
          },
        },
        editor: { id: editorId, email: 'owner@example.com' },
        publishAt: at,
      },
      start,
    )
    let clock = new Date(start.getTime() + 60_000)
    const purges: string[] = []
    const startWorker = () =>
      createOutboxWorker({
        db: t.db,
        env: testEnv(),
        logger: pino({ level: 'silent' }),
        transport: null,
        handlers: jobHandlers,
        now: () => clock,
        purgePages: async (reason) => void purges.push(reason),
      })
    const first = startWorker()
    await first.runOnce()
    expect(await publicFaq('en')).toBe('Draft answer')
    await first.stop()

    clock = new Date(at.getTime() + 1_000)
    const second = startWorker()
    await second.runOnce()
    await second.runOnce()
    await second.stop()
    expect(await publicFaq('en')).toBe('Scheduled answer')
    expect(await publicFaq('es')).toBe('Respuesta programada')
    expect(purges).toEqual(['scheduled content published'])
    const en = await listSectionVersions(t.db, 'opportunity', 'faq', 'en')
    expect(en.filter((v) => plain((v.data as Faq).items[0]!.answer) === 'Scheduled answer')).toHaveLength(1)
    expect(en[0]!.savedByEmail).toBe('owner@example.com')
    expect(await getSectionEditorState(t.db, { page: 'opportunity', section: 'faq' })).toMatchObject({
      drafts: { en: null, es: null },
    })
    expect(plain((await getContentSection(t.db, 'opportunity', 'faq', 'es')).items[0]!.answer)).toBe(
      'Respuesta programada',
    )
  })

  it('a rescheduled change waits for its new time: the earlier job publishes nothing', async () => {
    const start = new Date()
    const editor = { id: editorId, email: 'owner@example.com' }
    const draft = { en: { ...faqEn, items: [{ ...faqEn.items[0]!, answer: 'Moved later' }] } }
    const first = new Date(start.getTime() + 60_000)
    const second = new Date(start.getTime() + 10 * 60_000)
    await saveSectionDrafts(
      t.db,
      { page: 'opportunity', section: 'faq', drafts: draft, editor, publishAt: first },
      start,
    )
    await saveSectionDrafts(
      t.db,
      { page: 'opportunity', section: 'faq', drafts: draft, editor, publishAt: second },
      start,
    )
    let clock = new Date(first.getTime() + 1_000)
    const worker = createOutboxWorker({
      db: t.db,
      env: testEnv(),
      logger: pino({ level: 'silent' }),
      transport: null,
      handlers: jobHandlers,
      now: () => clock,
    })
    await worker.runOnce()
    expect(await publicFaq('en')).toBe('Scheduled answer')
    clock = new Date(second.getTime() + 1_000)
    await worker.runOnce()
    await worker.stop()
    expect(await publicFaq('en')).toBe('Moved later')
  })
})
