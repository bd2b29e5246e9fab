import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import {
  isVideoDuration,
  moveInOrder,
  videoActionSchema,
  videoFormSchema,
  videoFormText,
  VIDEO_TITLE_MAX,
} from './video-form'
import {
  toVideoRecord,
  videoThumbnailSrcSet,
  videoThumbnailUrl,
  DEFAULT_VIDEO_THUMBNAIL,
  type StoredVideo,
} from './videos'

const valid = {
  titleEn: 'How dispatch works',
  titleEs: 'Cómo funciona el despacho',
  descriptionEn: 'A tour of the board.',
  descriptionEs: 'Un recorrido por el panel.',
  address: 'https://youtu.be/dQw4w9WgXcQ',
  duration: '3:05',
  category: 'business',
}

/** Parses fields as the browser posts them (Conform: an empty field is no value). */
function parse(fields: Record<string, string>) {
  const formData = new FormData()
  for (const [k, v] of Object.entries(fields)) formData.set(k, v)
  return parseWithZod(formData, { schema: videoActionSchema })
}

describe('the video form schema', () => {
  it('takes a valid video and reads its address into provider and id', () => {
    const result = parse({ intent: 'save', ...valid, titleEn: '  How dispatch works ' })
    expect(result.status).toBe('success')
    expect(result.status === 'success' && result.value).toEqual({
      intent: 'save',
      ...valid,
      address: { provider: 'youtube', id: 'dQw4w9WgXcQ' },
      category: 'business',
    })
  })

  it('keeps the id of an edited video and the chosen picture', () => {
    const result = parse({ intent: 'save', id: '12', thumbnailImageId: '0123456789abcdef', ...valid })
    expect(result.status === 'success' && result.value).toMatchObject({
      id: 12,
      thumbnailImageId: '0123456789abcdef',
    })
  })

  it.each([
    [{ address: '' }, 'address', 'adminVideos.errors.address.empty'],
    [{ address: 'https://example.com/video.mp4' }, 'address', 'adminVideos.errors.address.unknown'],
    [{ address: 'https://www.youtube.com/@channel' }, 'address', 'adminVideos.errors.address.youtubeId'],
    [{ address: 'https://vimeo.com/channels/x' }, 'address', 'adminVideos.errors.address.vimeoId'],
    [{ titleEs: '' }, 'titleEs', 'adminVideos.errors.required'],
    [{ titleEn: 'x'.repeat(VIDEO_TITLE_MAX + 1) }, 'titleEn', 'adminVideos.errors.titleTooLong'],
    [{ titleEn: 'one\ntwo' }, 'titleEn', 'adminVideos.errors.oneLine'],
    [{ descriptionEn: '   ' }, 'descriptionEn', 'adminVideos.errors.required'],
    [{ duration: '3 minutes' }, 'duration', 'adminVideos.errors.duration'],
    [{ duration: '0:00' }, 'duration', 'adminVideos.errors.duration'],
    [{ duration: '1:75' }, 'duration', 'adminVideos.errors.duration'],
    [{ category: 'webinar' }, 'category', 'adminVideos.errors.category'],
    [{ thumbnailImageId: '../etc/passwd' }, 'thumbnailImageId', 'adminVideos.errors.image'],
  ])('refuses %j beside %s', (change, field, message) => {
    const result = parse({ intent: 'save', ...valid, ...change })
    expect(result.status).toBe('error')
    expect(result.status === 'error' && result.error?.[field]).toEqual([message])
  })

  it('the form schema alone checks the same fields', () => {
    expect(videoFormSchema.safeParse({ ...valid, address: 'nope nope' }).success).toBe(false)
    expect(videoFormSchema.safeParse(valid).success).toBe(true)
  })

  it('reads the row posts: move, hide, show, delete', () => {
    expect(parse({ intent: 'move', id: '3', direction: 'up' })).toMatchObject({
      status: 'success',
      value: { intent: 'move', id: 3, direction: 'up' },
    })
    for (const intent of ['hide', 'show', 'delete'])
      expect(parse({ intent, id: '7' })).toMatchObject({ status: 'success', value: { intent, id: 7 } })
    expect(parse({ intent: 'move', id: '3', direction: 'sideways' }).status).toBe('error')
    expect(parse({ intent: 'delete', id: '-1' }).status).toBe('error')
    expect(parse({ intent: 'delete' }).status).toBe('error')
    expect(parse({ intent: 'publish', id: '3' }).status).toBe('error')
  })
})

describe('isVideoDuration', () => {
  it.each([
    ['1:48', true],
    ['12:05', true],
    ['1:02:03', true],
    ['0:01', true],
    ['0:00', false],
    ['148', false],
    ['1:5', true],
    ['1:60', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isVideoDuration(value)).toBe(expected)
  })
})

describe('moveInOrder', () => {
  it.each<[number[], number, 'up' | 'down', number[] | null]>([
    [[1, 2, 3], 2, 'up', [2, 1, 3]],
    [[1, 2, 3], 2, 'down', [1, 3, 2]],
    [[1, 2, 3], 1, 'up', null],
    [[1, 2, 3], 3, 'down', null],
    [[1, 2, 3], 9, 'up', null],
    [[5], 5, 'down', null],
  ])('%j: %i %s → %j', (ids, id, direction, expected) => {
    expect(moveInOrder(ids, id, direction)).toEqual(expected)
  })
})

const stored: StoredVideo = {
  id: 12,
  title: { en: 'T', es: 'T es' },
  description: { en: 'D', es: 'D es' },
  provider: 'vimeo',
  providerVideoId: '76979871/0a1b2c3d4e',
  thumbnailImage: null,
  thumbnailUrl: null,
  duration: '2:00',
  category: 'tutorial',
  sortOrder: 9,
  hidden: false,
}

describe('a stored video', () => {
  it('fills the edit form with its watch link', () => {
    expect(videoFormText(stored)).toEqual({
      titleEn: 'T',
      titleEs: 'T es',
      descriptionEn: 'D',
      descriptionEs: 'D es',
      address: 'https://vimeo.com/76979871/0a1b2c3d4e',
      duration: '2:00',
      category: 'tutorial',
      thumbnailImageId: '',
    })
  })

  it('plays in its provider’s player', () => {
    expect(toVideoRecord(stored).videoUrl).toBe('https://player.vimeo.com/video/76979871?h=0a1b2c3d4e&dnt=1')
  })

  it('shows its library image, else its seeded picture, else the default picture', () => {
    const image = { id: '0123456789abcdef', variantWidths: [320, 640, 1280, 1920] }
    expect(videoThumbnailUrl({ thumbnailImage: image, thumbnailUrl: '/x.svg' })).toBe(
      '/images/u/0123456789abcdef-1280.webp',
    )
    expect(
      videoThumbnailUrl({ thumbnailImage: { ...image, variantWidths: [320, 640] }, thumbnailUrl: null }),
    ).toBe('/images/u/0123456789abcdef-640.webp')
    expect(
      videoThumbnailUrl({ thumbnailImage: { ...image, variantWidths: [200] }, thumbnailUrl: null }),
    ).toBe('/images/u/0123456789abcdef-200.webp')
    // Every stored variant is offered in srcset, up to 1920 px.
    expect(videoThumbnailSrcSet({ thumbnailImage: image })).toBe(
      [320, 640, 1280, 1920].map((w) => `/images/u/0123456789abcdef-${w}.webp ${w}w`).join(', '),
    )
    expect(toVideoRecord({ ...stored, thumbnailImage: image }).thumbnailSrcSet).toMatch(/-1920\.webp 1920w$/)
    expect(videoThumbnailSrcSet({ thumbnailImage: null })).toBeUndefined()
    expect(videoThumbnailUrl({ thumbnailImage: null, thumbnailUrl: '/images/videos/video-2.svg' })).toBe(
      '/images/videos/video-2.svg',
    )
    expect(videoThumbnailUrl({ thumbnailImage: null, thumbnailUrl: null })).toBe(DEFAULT_VIDEO_THUMBNAIL)
  })
})
