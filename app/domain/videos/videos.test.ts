import { describe, expect, it } from 'vitest'
import {
  featuredVideo,
  filterByCategory,
  isoDuration,
  parseCategoryParam,
  parseVideoId,
  relatedVideos,
  toVideoCard,
  toVideoWithPlayer,
  type VideoRecord,
} from './videos'

function video(id: number, category: 'business' | 'tutorial', sortOrder = id): VideoRecord {
  return {
    id,
    title: { en: `Video ${id}`, es: `Vídeo ${id}` },
    description: { en: `About ${id}`, es: `Sobre ${id}` },
    thumbnailUrl: `/t/${id}.svg`,
    videoUrl: `https://player.example/${id}`,
    duration: '1:00',
    category,
    sortOrder,
  }
}

// The spec's 8: tutorials 4, 6, 10.
const library = [2, 3, 4, 6, 7, 8, 9, 10].map((id) =>
  video(id, [4, 6, 10].includes(id) ? 'tutorial' : 'business'),
)

describe('cards', () => {
  it('never carry a player URL, in either language', () => {
    for (const v of library) {
      for (const lang of ['en', 'es'] as const) {
        const card = toVideoCard(v, lang)
        expect(card).not.toHaveProperty('videoUrl')
        expect(JSON.stringify(card)).not.toContain('player.example')
      }
    }
  })
  it('are localized and flag tutorials as secured', () => {
    expect(toVideoCard(library[2]!, 'es')).toEqual({
      id: 4,
      title: 'Vídeo 4',
      description: 'Sobre 4',
      thumbnailUrl: '/t/4.svg',
      duration: '1:00',
      category: 'tutorial',
      secured: true,
    })
    expect(toVideoCard(library[0]!, 'en').secured).toBe(false)
    expect(toVideoWithPlayer(library[0]!, 'en').videoUrl).toBe('https://player.example/2')
  })
})

describe('parseCategoryParam and filterByCategory', () => {
  it.each<[string | null, number[]]>([
    [null, [2, 3, 4, 6, 7, 8, 9, 10]],
    ['', [2, 3, 4, 6, 7, 8, 9, 10]],
    ['all', [2, 3, 4, 6, 7, 8, 9, 10]],
    ['business', [2, 3, 7, 8, 9]],
    [' Tutorial ', [4, 6, 10]],
    ['webinars', []],
  ])('%j → %j', (param, ids) => {
    expect(filterByCategory(library, parseCategoryParam(param)).map((v) => v.id)).toEqual(ids)
  })
  it('keeps the list order (sortOrder, then id)', () => {
    const shuffled = [video(9, 'business', 1), video(3, 'business', 2), video(2, 'business', 2)]
    expect(filterByCategory(shuffled, null).map((v) => v.id)).toEqual([9, 2, 3])
  })
})

describe('parseVideoId', () => {
  it.each<[string | undefined, number | null]>([
    ['4', 4],
    ['10', 10],
    ['04', null],
    ['0', null],
    ['-4', null],
    ['4.0', null],
    ['4a', null],
    ['abc', null],
    ['', null],
    [undefined, null],
    ['99999999999', null],
  ])('%j → %j', (param, id) => {
    expect(parseVideoId(param)).toBe(id)
  })
})

describe('relatedVideos', () => {
  it('gives up to 3 of the same category, without the current one', () => {
    expect(relatedVideos(library, { id: 2, category: 'business' }).map((v) => v.id)).toEqual([3, 7, 8])
    expect(relatedVideos(library, { id: 8, category: 'business' }).map((v) => v.id)).toEqual([2, 3, 7])
    expect(relatedVideos(library, { id: 6, category: 'tutorial' }).map((v) => v.id)).toEqual([4, 10])
    expect(relatedVideos([library[0]!], { id: 2, category: 'business' })).toEqual([])
  })
})

describe('featuredVideo', () => {
  it('is the first public video', () => {
    expect(featuredVideo(library)?.id).toBe(2)
    expect(featuredVideo([video(4, 'tutorial', 0), video(9, 'business', 5)])?.id).toBe(9)
    expect(featuredVideo([video(4, 'tutorial')])).toBeUndefined()
  })
})

describe('isoDuration', () => {
  it.each([
    ['1:48', 'PT1M48S'],
    ['6:18', 'PT6M18S'],
    ['10:00', 'PT10M'],
    ['0:07', 'PT7S'],
    ['1:02:03', 'PT1H2M3S'],
    ['1:00:00', 'PT1H'],
    ['0:00', 'PT0S'],
    ['1:75', undefined],
    ['abc', undefined],
    ['148', undefined],
  ])('%s → %s', (text, iso) => {
    expect(isoDuration(text)).toBe(iso)
  })
})
