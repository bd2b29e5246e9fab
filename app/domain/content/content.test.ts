import { richTextPlain } from '#app/domain/rich-text/render'
import { describe, expect, it } from 'vitest'
import { defaultContent } from './defaults'
import {
  contentPages,
  contentSectionList,
  contentSectionNames,
  isContentPage,
  isContentSection,
  parseSectionData,
} from './sections'

/** The shape of a value with its texts blanked: both languages must have the same structure. */
function skeleton(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(skeleton)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, skeleton(v)]))
  }
  return typeof value
}

describe('editable content sections', () => {
  it('are the sections of network-site.md §3, page by page, and the earnings cards', () => {
    expect(contentSectionList.map(({ page, section }) => `${page}.${section}`)).toEqual([
      'home.hero',
      'home.features',
      'home.testimonials',
      'home.callToAction',
      'opportunity.hero',
      'opportunity.benefits',
      'opportunity.requirements',
      'opportunity.faq',
      // Not in §3: the earnings cards, earnings claims staff edit with the register (issue #35).
      'opportunity.earnings',
      'videos.featured',
      'videos.categories',
      'products.hero',
      'products.categories',
      'contact.hero',
      'contact.form',
    ])
  })

  it.each([
    ['home', 'hero', ['title', 'subtitle', 'earnings', 'backgroundImage']],
    ['home', 'features', ['title', 'description', 'items']],
    ['home', 'testimonials', ['title', 'items']],
    ['home', 'callToAction', ['title', 'description', 'buttonText']],
    ['opportunity', 'hero', ['title', 'description', 'video']],
    ['opportunity', 'benefits', ['title', 'items']],
    ['opportunity', 'earnings', ['title', 'subtitle', 'items', 'disclaimer']],
    ['opportunity', 'requirements', ['title', 'items']],
    ['opportunity', 'faq', ['title', 'items']],
    ['videos', 'featured', ['title', 'description', 'videoUrl']],
    ['videos', 'categories', ['title', 'items']],
    ['products', 'hero', ['title', 'description']],
    ['products', 'categories', ['title', 'items']],
    ['contact', 'hero', ['title', 'description']],
    ['contact', 'form', ['title', 'fields']],
  ] as const)('%s.%s holds the fields %j', (page, section, fields) => {
    for (const lang of ['en', 'es'] as const) {
      const data = (defaultContent[lang][page] as Record<string, object>)[section]!
      expect(Object.keys(data)).toEqual(fields)
    }
  })

  it('the defaults are valid in both languages', () => {
    for (const lang of ['en', 'es'] as const) {
      for (const page of contentPages) {
        for (const section of contentSectionNames(page)) {
          const data = (defaultContent[lang][page] as Record<string, unknown>)[section]
          const parsed = parseSectionData(page, section, data)
          expect(parsed, `${lang} ${page}.${section}`).toEqual({ ok: true, data })
        }
      }
    }
  })

  it('English and Spanish have the same structure', () => {
    expect(skeleton(defaultContent.es)).toEqual(skeleton(defaultContent.en))
    expect(defaultContent.es.home.testimonials.items).toEqual(defaultContent.en.home.testimonials.items)
    expect(defaultContent.es.opportunity.hero.video).toBe(defaultContent.en.opportunity.hero.video)
  })

  it('carries the counts and claims the spec gives', () => {
    const en = defaultContent.en
    expect(en.home.features.items).toHaveLength(4)
    expect(en.opportunity.benefits.items).toHaveLength(3)
    expect(en.opportunity.requirements.items.map((r) => r.title)).toEqual([
      'Vehicle',
      'Business Items',
      'Time',
    ])
    expect(en.opportunity.faq.items).toHaveLength(7)
    expect(richTextPlain(en.opportunity.faq.items[0]!.answer)).toContain('$1000 US')
    expect(en.home.callToAction.buttonText).toBe('Get Started Today')
    expect(en.videos.categories.items.map((c) => c.label)).toContain('Tutorial Videos')
  })

  it('rejects data of the wrong shape with the path of each problem', () => {
    const result = parseSectionData('home', 'hero', {
      title: '',
      subtitle: 'x',
      backgroundImage: 'javascript:x',
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues.map((i) => i.path)).toEqual(expect.arrayContaining(['title', 'backgroundImage']))
    expect(parseSectionData('opportunity', 'faq', { title: 'FAQ', items: [] }).ok).toBe(false)
  })

  it('trims texts and accepts site paths and https images', () => {
    const ok = parseSectionData('home', 'hero', {
      title: '  Title  ',
      subtitle: 'Sub',
      earnings: 'Earn',
      backgroundImage: '/images/hero.webp',
    })
    expect(ok).toEqual({
      ok: true,
      data: { title: 'Title', subtitle: 'Sub', earnings: 'Earn', backgroundImage: '/images/hero.webp' },
    })
    expect(
      parseSectionData('home', 'hero', {
        title: 'T',
        subtitle: 'S',
        earnings: 'E',
        backgroundImage: 'https://cdn.test/a.jpg',
      }).ok,
    ).toBe(true)
    expect(
      parseSectionData('home', 'hero', {
        title: 'T',
        subtitle: 'S',
        earnings: 'E',
        backgroundImage: 'http://cdn.test/a.jpg',
      }).ok,
    ).toBe(false)
  })

  it('knows its pages and sections', () => {
    expect(isContentPage('home')).toBe(true)
    expect(isContentPage('toString')).toBe(false)
    expect(isContentSection('home', 'hero')).toBe(true)
    expect(isContentSection('home', 'faq')).toBe(false)
  })
})
