import { describe, expect, it } from 'vitest'
import { defaultContent } from './defaults'
import {
  blankValue,
  contentSelection,
  selectionQuery,
  describeSection,
  moveItem,
  removeItem,
  sectionDataFromForm,
  setValueAt,
  valueAt,
  type FieldSpec,
} from './form'
import { contentSectionList, parseSectionData, type ContentPage, type ContentSectionName } from './sections'

/** A section's data as the editor's form posts it (the inverse of sectionDataFromForm). */
function toForm(value: unknown, path = 'c', into = new Map<string, string>()) {
  // A rich-text document is posted whole, as its editor's hidden input does.
  if (value && typeof value === 'object' && (value as { type?: unknown }).type === 'doc')
    into.set(path, JSON.stringify(value))
  else if (Array.isArray(value)) value.forEach((v, i) => toForm(v, `${path}.${i}`, into))
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) toForm(v, `${path}.${k}`, into)
  else into.set(path, String(value))
  return into
}

const kinds = (spec: FieldSpec): unknown =>
  spec.kind === 'group'
    ? Object.fromEntries(spec.fields.map((f) => [f.name, kinds(f.spec)]))
    : spec.kind === 'list'
      ? [kinds(spec.item), spec.min, spec.max]
      : spec.kind === 'text'
        ? `${spec.inputType}${spec.multiline ? ' (multiline)' : ''}`
        : spec.kind

describe('the editor form of a section', () => {
  it.each([
    ['home', 'hero', { title: 'text', subtitle: 'text', earnings: 'text', backgroundImage: 'image' }],
    [
      'home',
      'features',
      {
        title: 'text',
        description: 'text (multiline)',
        items: [{ title: 'text', description: 'text (multiline)' }, 1, 8],
      },
    ],
    ['home', 'testimonials', { title: 'text', items: ['number', 0, 24] }],
    ['opportunity', 'hero', { title: 'text', description: 'text (multiline)', video: 'number' }],
    [
      'opportunity',
      'benefits',
      {
        title: 'text',
        items: [{ title: 'text', description: 'text (multiline)', features: ['text', 0, 10] }, 1, 6],
      },
    ],
    ['videos', 'featured', { title: 'text', description: 'text (multiline)', videoUrl: 'url' }],
  ] as const)('%s.%s has one field per content field', (page, section, expected) => {
    expect(kinds(describeSection(page, section as ContentSectionName<typeof page>))).toEqual(expected)
  })

  it.each(contentSectionList.map(({ page, section }) => [page, section] as const))(
    '%s.%s: the default content, posted through the form, comes back unchanged',
    (page, section) => {
      const s = section as ContentSectionName<ContentPage>
      for (const lang of ['en', 'es'] as const) {
        const data = (defaultContent[lang][page] as Record<string, unknown>)[section]
        const posted = sectionDataFromForm(describeSection(page, s), toForm(data))
        expect(posted).toEqual(data)
        expect(parseSectionData(page, s, posted).ok).toBe(true)
      }
    },
  )

  it('reads list items in index order, skips gaps and ignores unknown names', () => {
    const spec = describeSection('home', 'features')
    const form = new Map([
      ['c.title', 'T'],
      ['c.description', 'line one\r\nline two'],
      ['c.items.5.title', 'second'],
      ['c.items.5.description', 'b'],
      ['c.items.1.title', 'first'],
      ['c.items.1.description', 'a'],
      ['c.other', 'x'],
      ['intent', 'save'],
    ])
    expect(sectionDataFromForm(spec, form)).toEqual({
      title: 'T',
      description: 'line one\nline two',
      items: [
        { title: 'first', description: 'a' },
        { title: 'second', description: 'b' },
      ],
    })
  })

  it('reads numbers as numbers, an empty one as missing and anything else as typed', () => {
    const spec = describeSection('home', 'testimonials')
    const data = sectionDataFromForm(
      spec,
      new Map([
        ['c.title', 'T'],
        ['c.items.0', ' 3 '],
        ['c.items.1', ''],
        ['c.items.2', 'two'],
      ]),
    )
    expect(data).toEqual({ title: 'T', items: [3, undefined, 'two'] })
    const result = parseSectionData('home', 'testimonials', data)
    expect(result.ok).toBe(false)
    if (!result.ok)
      expect(result.issues.map((i) => [i.path, i.problem])).toEqual([
        ['items.1', 'number'],
        ['items.2', 'number'],
      ])
  })

  it('names each problem so the editor can translate it', () => {
    const result = parseSectionData('home', 'features', {
      title: ' ',
      description: 'x'.repeat(1201),
      items: [],
    })
    expect(result.ok).toBe(false)
    if (!result.ok)
      expect(result.issues.map(({ path, problem, values }) => ({ path, problem, values }))).toEqual([
        { path: 'title', problem: 'required', values: undefined },
        { path: 'description', problem: 'tooLong', values: { max: 1200 } },
        { path: 'items', problem: 'tooFew', values: { min: 1 } },
      ])
  })

  it('starts a new list item blank, with the least number of sub-items', () => {
    const spec = describeSection('opportunity', 'requirements')
    const items = spec.fields.find((f) => f.name === 'items')!.spec
    expect(items.kind === 'list' && blankValue(items.item)).toEqual({ title: '', details: [''] })
  })
})

describe('list editing', () => {
  it.each([
    [['a', 'b', 'c'], 1, -1, ['b', 'a', 'c']],
    [['a', 'b', 'c'], 1, 1, ['a', 'c', 'b']],
    [['a', 'b', 'c'], 0, -1, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 2, 1, ['a', 'b', 'c']],
  ] as const)('moveItem(%j, %i, %i) is %j', (items, index, by, expected) => {
    expect(moveItem(items, index, by)).toEqual(expected)
  })

  it('removes an item by index', () => {
    expect(removeItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c'])
  })

  it('reads and replaces a value at a dotted path without changing the original', () => {
    const draft = { title: 'T', items: [{ title: 'a', features: ['x', 'y'] }] }
    expect(valueAt(draft, 'items.0.features.1')).toBe('y')
    expect(valueAt(draft, 'items.3.title')).toBeUndefined()
    const next = setValueAt(draft, 'items.0.features.1', 'z')
    expect(next).toEqual({ title: 'T', items: [{ title: 'a', features: ['x', 'z'] }] })
    expect(draft.items[0]!.features[1]).toBe('y')
  })
})

describe('the selection in the URL', () => {
  it.each([
    [{ page: 'opportunity', section: 'faq', lang: 'es' }, 'en', 'opportunity', 'faq', 'es'],
    [{}, 'es', 'home', 'hero', 'es'],
    [{ page: 'contact', section: 'faq', lang: 'fr' }, 'en', 'contact', 'hero', 'en'],
    [{ page: 'toString', section: 'hero' }, 'en', 'home', 'hero', 'en'],
    [{ page: 'videos', section: 'constructor' }, 'en', 'videos', 'featured', 'en'],
  ] as const)('%j (page language %s) is %s.%s in %s', (query, fallback, page, section, lang) => {
    expect(contentSelection(query, fallback)).toEqual({ page, section, lang })
  })

  it('links back to a selection', () => {
    expect(selectionQuery({ page: 'home', section: 'hero', lang: 'es' }, { edit: '1' })).toBe(
      'page=home&section=hero&lang=es&edit=1',
    )
  })
})
