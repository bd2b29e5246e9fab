/**
 * The Newsletter Manager's routes (issue #16): the list, the new and edit editors and the preview
 * are routes of their own, each action parses its post once through the guarded edge, and a
 * refused save keeps what was typed with a message beside the field.
 */
import { chain } from '../support/route-chain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messagesFor } from '#app/i18n/resources.server'
import { createT } from '#app/i18n/translate'
import * as listModule from '#app/routes/admin/newsletters'
import * as newModule from '#app/routes/admin/newsletter-new'
import * as editModule from '#app/routes/admin/newsletter-edit'
import * as previewModule from '#app/routes/admin/newsletter-preview'
import { createStaff, get, post, settle, signIn, testContext } from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

const list = chain(listModule)
const create = chain(newModule)
const edit = chain(editModule)
const preview = chain(previewModule)

let t: TestDatabase
let cookie: string
beforeAll(async () => {
  t = await createTestDatabase()
  await createStaff(t.db, 'nl-staff@example.com')
  cookie = await signIn(t.db, 'nl-staff@example.com')
})
afterAll(async () => {
  await t?.drop()
})

type Answer = {
  data: Record<string, unknown> & { notice?: { key: string } | null }
  init?: { status?: number }
}
const run = (
  fn: ((args: never) => unknown) | undefined,
  request: Request,
  params: Record<string, string> = {},
) => settle(() => fn!({ request, context: testContext(t.db), params } as never))
const send = (path: string, fields: Record<string, string>, params: Record<string, string> = {}) => {
  const fn = path.endsWith('/new')
    ? create.action
    : path.endsWith('/edit')
      ? edit.action
      : path.endsWith('/preview')
        ? preview.action
        : list.action
  return run(fn, post(path, fields, { Cookie: cookie }), params)
}
const draft = { intent: 'save', title: 'March news', subject: 'Our March news', content: 'Hello' }

async function newestId() {
  const answer = (await run(list.loader, get('/admin/newsletters', { Cookie: cookie }))) as {
    data: { newsletters: Array<{ id: number; title: string; status: string }> }
  }
  return answer.data.newsletters
}

describe('the newsletter routes', () => {
  it('keeps a rich-text body as sanitized HTML (bold and a link), and refuses an empty one (issue #33)', async () => {
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Big news', marks: [{ type: 'bold' }] },
            { type: 'text', text: ' read ' },
            {
              type: 'text',
              text: 'more',
              marks: [{ type: 'link', attrs: { href: 'https://example.com/x' } }],
            },
          ],
        },
      ],
    }
    const saved = (await send('/admin/newsletters/new', {
      ...draft,
      title: 'Rich body',
      content: '',
      htmlContent: JSON.stringify(doc),
    })) as Response
    expect(saved.status).toBe(302)
    const id = new URL(saved.headers.get('Location')!, 'http://x').searchParams.get('id')!
    const opened = (await run(edit.loader, get(`/admin/newsletters/${id}/edit`, { Cookie: cookie }), {
      id,
    })) as {
      data: { values: { htmlContent: string } }
    }
    expect(opened.data.values.htmlContent).toContain('<strong>Big news</strong>')
    expect(opened.data.values.htmlContent).toMatch(/<a href="https:\/\/example\.com\/x"[^>]*>more<\/a>/)

    const empty = (await send('/admin/newsletters/new', {
      ...draft,
      content: '',
      htmlContent: JSON.stringify({ type: 'doc', content: [{ type: 'paragraph' }] }),
    })) as Answer & { data: { result: { error: Record<string, string[]> } } }
    expect(empty.init?.status).toBe(400)
    expect(empty.data.result.error.content).toEqual(['adminNewsletters.editor.errors.contentRequired'])
  })

  // Issue #46: a malformed document was kept as the HTML body and sent as literal JSON text.
  it('refuses a malformed rich-text body with a message beside it, in the staff’s language, and stores nothing', async () => {
    const before = (await newestId()).length
    const bodies = [
      '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Cut',
      JSON.stringify({
        type: 'doc',
        content: [{ type: 'heading', content: [{ type: 'text', text: 'Big' }] }],
      }),
    ]
    for (const [lang, path] of [
      ['en', '/admin/newsletters/new'],
      ['es', '/es/admin/newsletters/new'],
    ] as const) {
      for (const htmlContent of bodies) {
        const refused = (await send(path, { ...draft, title: 'Malformed body', htmlContent })) as Answer & {
          data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } }
        }
        expect(refused.init?.status, htmlContent).toBe(400)
        expect(refused.data.result.error).toEqual({
          htmlContent: ['adminNewsletters.editor.errors.bodyInvalid'],
        })
        expect(refused.data.result.initialValue.htmlContent).toBe(htmlContent)
      }
      // The editor's page carries the message in its language.
      const t = createT(lang, messagesFor(lang, path), (key) => expect.fail(`no text for ${key}`))
      expect(t('adminNewsletters.editor.errors.bodyInvalid')).toMatch(
        lang === 'en' ? /formatted text/ : /texto con formato/,
      )
    }
    expect((await newestId()).map((r) => r.title)).not.toContain('Malformed body')
    expect((await newestId()).length).toBe(before)
  })

  it('saves a new newsletter and goes back to the list with a notice', async () => {
    const saved = (await send('/admin/newsletters/new', draft)) as Response
    expect(saved.status).toBe(302)
    expect(saved.headers.get('Location')).toMatch(/^\/admin\/newsletters\?notice=saved&id=\d+$/)
    const rows = await newestId()
    expect(rows.map((r) => r.title)).toContain('March news')
    const shown = (await run(list.loader, get(saved.headers.get('Location')!, { Cookie: cookie }))) as Answer
    expect(shown.data.notice).toEqual({ tone: 'success', key: 'adminNewsletters.messages.saved' })
  })

  it('refuses bad input with a message beside the field, keeping what was typed, in Spanish too', async () => {
    for (const path of ['/admin/newsletters/new', '/es/admin/newsletters/new']) {
      const refused = (await send(path, { ...draft, title: '', subject: 'Kept subject' })) as Answer & {
        data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } }
      }
      expect(refused.init?.status).toBe(400)
      expect(refused.data.result.error.title).toEqual(['adminNewsletters.editor.errors.titleRequired'])
      expect(refused.data.result.initialValue.subject).toBe('Kept subject')
    }
  })

  it('edits a draft at its own URL, and refuses an unknown or sent one', async () => {
    const [row] = await newestId()
    const loaded = (await run(edit.loader, get(`/admin/newsletters/${row!.id}/edit`, { Cookie: cookie }), {
      id: String(row!.id),
    })) as Answer
    expect(loaded.data.values).toMatchObject({ title: 'March news', status: 'draft' })
    const saved = (await send(
      `/admin/newsletters/${row!.id}/edit`,
      { ...draft, title: 'March news, edited' },
      { id: String(row!.id) },
    )) as Response
    expect(saved.status).toBe(302)
    expect((await newestId())[0]!.title).toBe('March news, edited')
    const missing = (await run(edit.loader, get('/admin/newsletters/999999/edit', { Cookie: cookie }), {
      id: '999999',
    })) as Answer
    expect(missing.init?.status).toBe(404)
  })

  it('previews at its own URL over the list, and sends a test copy from there', async () => {
    const [row] = await newestId()
    const path = `/admin/newsletters/${row!.id}/preview`
    const shown = (await run(preview.loader, get(path, { Cookie: cookie }), { id: String(row!.id) })) as {
      data: { preview: { subject: string }; newsletters: unknown[] }
    }
    expect(shown.data.preview.subject).toBe('Our March news')
    expect(shown.data.newsletters.length).toBeGreaterThan(0)
    const tested = (await send(path, { intent: 'test' }, { id: String(row!.id) })) as Answer
    expect(tested.data.notice?.key).toBe('adminNewsletters.messages.testSent')
  })

  it('stores the Spanish title of a newsletter in both languages, shows it in the editor and heads the Spanish preview with it (issue #30 item 6)', async () => {
    const bilingual = {
      ...draft,
      title: 'April news',
      lang: 'both',
      titleEs: 'Noticias de abril',
      subjectEs: 'Nuestras noticias de abril',
      contentEs: 'Hola',
    }
    const missing = (await send('/es/admin/newsletters/new', { ...bilingual, titleEs: '' })) as Answer & {
      data: { result: { error: Record<string, string[]> } }
    }
    expect(missing.init?.status).toBe(400)
    expect(missing.data.result.error.titleEs).toEqual(['adminNewsletters.editor.errors.titleRequired'])

    expect(((await send('/admin/newsletters/new', bilingual)) as Response).status).toBe(302)
    const [row] = await newestId()
    const id = String(row!.id)
    const loaded = (await run(edit.loader, get(`/admin/newsletters/${id}/edit`, { Cookie: cookie }), {
      id,
    })) as Answer
    expect(loaded.data.values).toMatchObject({ title: 'April news', titleEs: 'Noticias de abril' })
    const previewOf = async (query: string) =>
      (
        (await run(preview.loader, get(`/admin/newsletters/${id}/preview${query}`, { Cookie: cookie }), {
          id,
        })) as { data: { preview: { title: string; subject: string } } }
      ).data.preview
    expect(await previewOf('?plang=es')).toMatchObject({
      title: 'Noticias de abril',
      subject: 'Nuestras noticias de abril',
    })
    expect(await previewOf('')).toMatchObject({ title: 'April news', subject: 'Our March news' })
  })

  it('parses the list intents once: an unknown intent or a bad id is a 400 with a notice', async () => {
    const bad: Record<string, string>[] = [
      { intent: 'other', id: '1' },
      { intent: 'send', id: 'x' },
      { intent: 'delete' },
    ]
    for (const fields of bad) {
      const refused = (await send('/admin/newsletters', fields)) as Answer & { data: { outcome: string } }
      expect(refused.init?.status, JSON.stringify(fields)).toBe(400)
      expect(refused.data.outcome).toBe('invalid')
    }
    const [row] = await newestId()
    const deleted = (await send('/admin/newsletters', { intent: 'delete', id: String(row!.id) })) as Response
    expect(deleted.headers.get('Location')).toBe('/admin/newsletters?notice=deleted')
  })
})
