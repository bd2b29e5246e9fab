import { describe, expect, it } from 'vitest'
import {
  editorAfterReply,
  editorValuesOf,
  emptyEditorValues,
  newsletterEditorSchema,
  newsletterFormSchema,
  scheduleInstant,
} from './newsletter-form'
import { averageRates, audienceLangs, canSendNow, newsletterBodyHtml, percent } from './newsletters'

const errorsOf = (input: Record<string, unknown>) => {
  const r = newsletterFormSchema.safeParse(input)
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('newsletterFormSchema', () => {
  it('needs a title, a one-line subject and some content; draft and English by default', () => {
    expect(errorsOf({})).toMatchObject({
      title: 'adminNewsletters.editor.errors.titleRequired',
    })
    expect(errorsOf({ title: 'T', subject: '' })).toMatchObject({
      subject: 'adminNewsletters.editor.errors.subjectRequired',
      content: 'adminNewsletters.editor.errors.contentRequired',
    })
    expect(errorsOf({ title: 'T', subject: 'a\r\nBcc: x@y.z', content: 'x' })).toEqual({
      subject: 'adminNewsletters.editor.errors.oneLine',
    })
    const ok = newsletterFormSchema.parse({
      title: ' T ',
      subject: 'S',
      content: 'Hello',
      status: 'sent',
      lang: 'xx',
    })
    expect(ok).toMatchObject({ title: 'T', status: 'draft', lang: 'en', htmlContent: '' })
  })

  it('asks for the Spanish version when the newsletter is for both languages', () => {
    expect(errorsOf({ title: 'T', subject: 'S', content: 'x', lang: 'both' })).toEqual({
      titleEs: 'adminNewsletters.editor.errors.titleRequired',
      subjectEs: 'adminNewsletters.editor.errors.spanishRequired',
    })
    expect(
      errorsOf({
        title: 'T',
        subject: 'S',
        content: 'x',
        lang: 'both',
        titleEs: 'Título',
        subjectEs: 'A',
        htmlContentEs: '<p>b</p>',
      }),
    ).toEqual({})
  })

  it('asks for the Spanish title of a newsletter in both languages, as for every text field (issue #30 item 6)', () => {
    const spanish = { title: 'T', subject: 'S', content: 'x', lang: 'both', subjectEs: 'A', contentEs: 'b' }
    expect(errorsOf(spanish)).toEqual({ titleEs: 'adminNewsletters.editor.errors.titleRequired' })
    expect(errorsOf({ ...spanish, titleEs: '  ' })).toEqual({
      titleEs: 'adminNewsletters.editor.errors.titleRequired',
    })
    expect(errorsOf({ ...spanish, titleEs: 'x'.repeat(201) })).toEqual({
      titleEs: 'adminNewsletters.editor.errors.tooLong',
    })
    expect(newsletterFormSchema.parse({ ...spanish, titleEs: ' Noticias ' })).toMatchObject({
      titleEs: 'Noticias',
    })
  })

  // Issue #46: a malformed document was saved and sent as literal JSON text.
  it('refuses a formatted body that is a document this site does not keep, as the other rich-text editors do (ADR 047)', () => {
    const base = { title: 'T', subject: 'S', content: '' }
    const invalid = { htmlContent: 'adminNewsletters.editor.errors.bodyInvalid' }
    const doc = (content: unknown[]) => JSON.stringify({ type: 'doc', content })
    const words = [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] }]
    // Not JSON at all, cut short as a lost connection leaves it.
    expect(errorsOf({ ...base, htmlContent: '{"type":"doc","content":[{"type":"para' })).toEqual(invalid)
    // JSON, but not a document, or one with a node or link the schema refuses.
    for (const htmlContent of [
      '{"hello":"world"}',
      ` ${doc([{ type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Big' }] }])}`,
      doc([
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
          ],
        },
      ]),
    ]) {
      expect(errorsOf({ ...base, htmlContent }), htmlContent).toEqual(invalid)
    }
    // The Spanish body of a newsletter in both languages too; a hidden one is not saved.
    const spanish = { ...base, content: 'x', lang: 'both', titleEs: 'T', subjectEs: 'A', contentEs: 'b' }
    expect(errorsOf({ ...spanish, htmlContentEs: '{"type":"doc"' })).toEqual({
      htmlContentEs: 'adminNewsletters.editor.errors.bodyInvalid',
    })
    expect(errorsOf({ ...spanish, lang: 'en', htmlContentEs: '{"type":"doc"' })).toEqual({})

    // What the field legitimately holds: the editor's document, HTML (before the editor loads, or
    // without JavaScript), plain text, or nothing beside a plain-text content.
    for (const htmlContent of [doc(words), '<p>Hello <b>you</b></p>', 'Hello', '']) {
      expect(errorsOf({ ...base, content: 'x', htmlContent }), htmlContent).toEqual({})
    }
    expect(newsletterFormSchema.parse({ ...base, htmlContent: doc(words) }).htmlContent).toBe(doc(words))
  })

  it('needs a time when scheduled, in the future, read in the site time zone', () => {
    expect(errorsOf({ title: 'T', subject: 'S', content: 'x', status: 'scheduled' })).toEqual({
      scheduledAt: 'adminNewsletters.editor.errors.scheduleRequired',
    })
    const now = new Date('2026-11-22T14:00:00Z')
    expect(scheduleInstant('2026-11-22T09:30', 'America/New_York', now)).toEqual({
      ok: true,
      at: new Date('2026-11-22T14:30:00Z'),
    })
    expect(scheduleInstant('2026-11-22T08:59', 'America/New_York', now)).toEqual({
      ok: false,
      error: 'adminNewsletters.editor.errors.scheduleInPast',
    })
    expect(scheduleInstant('soon', 'America/New_York', now).ok).toBe(false)
  })
})

describe('newsletter rules', () => {
  it('makes line breaks <br> and escapes plain content; HTML content wins when present', () => {
    expect(newsletterBodyHtml({ content: 'Hi <b>you</b>\nline 2\r\nline 3', htmlContent: null })).toBe(
      'Hi &lt;b&gt;you&lt;/b&gt;<br>line 2<br>line 3',
    )
    expect(newsletterBodyHtml({ content: 'ignored', htmlContent: '<p>html</p>' })).toBe('<p>html</p>')
    expect(newsletterBodyHtml({ content: 'used', htmlContent: '   ' })).toBe('used')
  })

  it('makes the http(s) addresses typed in the text links, escaped, without their sentence punctuation (issue #30 item 6)', () => {
    expect(
      newsletterBodyHtml({
        content:
          'Read https://example.com/story?a=1&b=2.\nOr (http://example.org/x), not javascript:alert(1)',
        htmlContent: null,
      }),
    ).toBe(
      'Read <a href="https://example.com/story?a=1&amp;b=2">https://example.com/story?a=1&amp;b=2</a>.<br>' +
        'Or (<a href="http://example.org/x">http://example.org/x</a>), not javascript:alert(1)',
    )
    // Quotes and angle brackets end an address: nothing typed can leave the attribute.
    expect(newsletterBodyHtml({ content: 'https://e.com/"onmouseover="x <b>', htmlContent: null })).toBe(
      '<a href="https://e.com/">https://e.com/</a>&quot;onmouseover=&quot;x &lt;b&gt;',
    )
    expect(newsletterBodyHtml({ content: 'ftp://e.com and https:// alone', htmlContent: null })).toBe(
      'ftp://e.com and https:// alone',
    )
  })

  it('sends drafts (and failed sends) only; both languages reach both audiences', () => {
    expect(['draft', 'scheduled', 'sending', 'sent', 'failed'].filter((s) => canSendNow(s as never))).toEqual(
      ['draft', 'failed'],
    )
    expect(audienceLangs('both')).toEqual(['en', 'es'])
    expect(audienceLangs('es')).toEqual(['es'])
  })

  it('averages the rates of the sent newsletters', () => {
    expect(percent(1, 3)).toBe(33.3)
    expect(percent(5, 0)).toBe(0)
    expect(averageRates([])).toEqual({ openRate: 0, clickRate: 0 })
    expect(
      averageRates([
        { recipientCount: 10, openCount: 5, clickCount: 1 },
        { recipientCount: 4, openCount: 1, clickCount: 0 },
        { recipientCount: 0, openCount: 3, clickCount: 3 },
      ]),
    ).toEqual({ openRate: 37.5, clickRate: 5 })
  })

  // Issue #20 item 1: one subscriber who loaded the image three times showed 200 %.
  it.each([
    [{ recipientCount: 1, openCount: 1, clickCount: 0 }, 100, 0],
    [{ recipientCount: 1, openCount: 3, clickCount: 5 }, 100, 100],
    [{ recipientCount: 4, openCount: 9, clickCount: 2 }, 100, 50],
    [{ recipientCount: 4, openCount: 3, clickCount: 0 }, 75, 0],
  ])('%o: open rate %d %, click rate %d %, never above 100', (figures, openRate, clickRate) => {
    expect(averageRates([figures])).toEqual({ openRate, clickRate })
  })
})

describe('the editor', () => {
  const stored = {
    title: 'T',
    subject: 'S',
    lang: 'both',
    content: 'Hi',
    htmlContent: null,
    titleEs: 'Título',
    subjectEs: 'Asunto',
    contentEs: null,
    htmlContentEs: '<p>Hola</p>',
    status: 'scheduled',
    scheduledAt: new Date('2025-03-10T14:30:00Z'),
  }

  it('shows a stored newsletter with its send time in the site zone', () => {
    expect(editorValuesOf(stored, 'America/New_York')).toEqual({
      ...emptyEditorValues,
      title: 'T',
      subject: 'S',
      lang: 'both',
      content: 'Hi',
      titleEs: 'Título',
      subjectEs: 'Asunto',
      htmlContentEs: '<p>Hola</p>',
      status: 'scheduled',
      scheduledAt: '2025-03-10T10:30',
    })
    expect(editorValuesOf({ ...stored, status: 'failed', scheduledAt: null }, 'UTC')).toMatchObject({
      status: 'draft',
      scheduledAt: '',
    })
  })

  it('keeps what was typed after a refused save, with one message per field', () => {
    const after = editorAfterReply(emptyEditorValues, {
      initialValue: { intent: 'save', title: '', subject: 'Typed', lang: 'es' },
      error: { title: ['adminNewsletters.editor.errors.titleRequired', 'x'], '': ['form'] },
    })
    expect(after.values).toEqual({ ...emptyEditorValues, subject: 'Typed', lang: 'es' })
    expect(after.fieldErrors).toEqual({ title: 'adminNewsletters.editor.errors.titleRequired' })
  })

  it('parses the save intent with the form rules', () => {
    expect(newsletterEditorSchema.safeParse({ intent: 'save', title: 'T' }).success).toBe(false)
    expect(newsletterEditorSchema.safeParse({ intent: 'send', title: 'T' }).success).toBe(false)
    const ok = newsletterEditorSchema.parse({ intent: 'save', title: 'T', subject: 'S', content: 'x' })
    expect(ok).toMatchObject({ intent: 'save', status: 'draft', lang: 'en' })
  })
})
