import { describe, expect, it } from 'vitest'
import {
  isPlaceholderVideoUrl,
  isValidVideoSource,
  parseVideoSource,
  videoEmbedUrl,
  videoWatchUrl,
  type VideoSource,
} from './video-source'

const YT = 'dQw4w9WgXcQ'

describe('parseVideoSource', () => {
  it.each([
    [YT],
    [`  ${YT}  `],
    [`https://www.youtube.com/watch?v=${YT}`],
    [`https://youtube.com/watch?feature=share&v=${YT}&t=42s`],
    [`http://m.youtube.com/watch?v=${YT}`],
    [`www.youtube.com/watch?v=${YT}`],
    [`https://music.youtube.com/watch?v=${YT}&list=RD`],
    [`https://youtu.be/${YT}`],
    [`youtu.be/${YT}?si=abc&t=3`],
    [`https://www.youtube.com/embed/${YT}?rel=0`],
    [`https://www.youtube-nocookie.com/embed/${YT}`],
    [`https://www.youtube.com/shorts/${YT}`],
    [`https://www.youtube.com/live/${YT}?feature=share`],
    [`https://WWW.YOUTUBE.COM/watch?v=${YT}`],
    [`<iframe width="560" height="315" src="https://www.youtube.com/embed/${YT}" title="x"></iframe>`],
  ])('reads YouTube from %s', (input) => {
    expect(parseVideoSource(input)).toEqual({ ok: true, source: { provider: 'youtube', id: YT } })
  })

  it('keeps the case, dashes and underscores of a YouTube id', () => {
    expect(parseVideoSource('https://youtu.be/a-B_c1D2e3F')).toEqual({
      ok: true,
      source: { provider: 'youtube', id: 'a-B_c1D2e3F' },
    })
  })

  it.each([
    ['76979871', '76979871'],
    ['https://vimeo.com/76979871', '76979871'],
    ['vimeo.com/76979871?share=copy', '76979871'],
    ['https://www.vimeo.com/76979871', '76979871'],
    ['https://player.vimeo.com/video/76979871', '76979871'],
    ['https://player.vimeo.com/video/76979871?autoplay=1', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
    ['https://vimeo.com/showcase/1234567/video/76979871', '76979871'],
    ['https://vimeo.com/76979871/0a1b2c3d4e', '76979871/0a1b2c3d4e'],
    ['https://player.vimeo.com/video/76979871?h=0a1b2c3d4e&badge=0', '76979871/0a1b2c3d4e'],
    [
      '<iframe src="https://player.vimeo.com/video/76979871?h=0a1b2c3d4e" allow="autoplay"></iframe>',
      '76979871/0a1b2c3d4e',
    ],
    // Digits only are a Vimeo number, even eleven of them.
    ['12345678901', '12345678901'],
  ])('reads Vimeo from %s', (input, id) => {
    expect(parseVideoSource(input)).toEqual({ ok: true, source: { provider: 'vimeo', id } })
  })

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['https://example.com/watch?v=dQw4w9WgXcQ', 'unknown'],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', 'unknown'],
    ['https://notyoutube.com/watch?v=dQw4w9WgXcQ', 'unknown'],
    ['ftp://youtube.com/watch?v=dQw4w9WgXcQ', 'unknown'],
    ['javascript:alert(1)', 'unknown'],
    ['https://user:pw@youtube.com/watch?v=dQw4w9WgXcQ', 'unknown'],
    ['my great video', 'unknown'],
    ['dQw4w9WgXc', 'unknown'],
    ['dQw4w9WgXcQQ', 'unknown'],
    ['0123', 'unknown'],
    ['https://www.youtube.com/', 'youtubeId'],
    ['https://www.youtube.com/watch?v=short', 'youtubeId'],
    ['https://www.youtube.com/watch?list=PL123', 'youtubeId'],
    ['https://www.youtube.com/@channel', 'youtubeId'],
    ['https://youtu.be/', 'youtubeId'],
    ['https://www.youtube.com/embed/<script>', 'youtubeId'],
    ['https://vimeo.com/', 'vimeoId'],
    ['https://vimeo.com/channels/staffpicks', 'vimeoId'],
    ['https://player.vimeo.com/video/abc', 'vimeoId'],
    ['https://vimeo.com/76979871/not-a-hash!', 'vimeoId'],
    ['https://player.vimeo.com/video/76979871?h=<x>', 'vimeoId'],
  ])('refuses %j (%s)', (input, problem) => {
    expect(parseVideoSource(input)).toEqual({ ok: false, problem })
  })
})

describe('player and watch addresses', () => {
  it.each<[VideoSource, string, string]>([
    [
      { provider: 'youtube', id: YT },
      `https://www.youtube-nocookie.com/embed/${YT}`,
      `https://www.youtube.com/watch?v=${YT}`,
    ],
    [
      { provider: 'vimeo', id: '76979871' },
      'https://player.vimeo.com/video/76979871?dnt=1',
      'https://vimeo.com/76979871',
    ],
    [
      { provider: 'vimeo', id: '76979871/0a1b2c3d4e' },
      'https://player.vimeo.com/video/76979871?h=0a1b2c3d4e&dnt=1',
      'https://vimeo.com/76979871/0a1b2c3d4e',
    ],
  ])('%j', (source, embed, watch) => {
    expect(videoEmbedUrl(source)).toBe(embed)
    expect(videoWatchUrl(source)).toBe(watch)
  })

  it('reads back every address it builds', () => {
    for (const source of [
      { provider: 'youtube', id: YT },
      { provider: 'vimeo', id: '76979871' },
      { provider: 'vimeo', id: '76979871/0a1b2c3d4e' },
    ] as const) {
      expect(parseVideoSource(videoEmbedUrl(source))).toEqual({ ok: true, source })
      expect(parseVideoSource(videoWatchUrl(source))).toEqual({ ok: true, source })
    }
  })
})

describe('isValidVideoSource', () => {
  it('accepts only what the parser could have produced', () => {
    expect(isValidVideoSource({ provider: 'youtube', id: YT })).toBe(true)
    expect(isValidVideoSource({ provider: 'vimeo', id: '76979871/0a1b2c3d4e' })).toBe(true)
    expect(isValidVideoSource({ provider: 'youtube', id: '76979871' })).toBe(false)
    expect(isValidVideoSource({ provider: 'vimeo', id: YT })).toBe(false)
    expect(isValidVideoSource({ provider: 'dailymotion', id: YT })).toBe(false)
  })
})

describe('placeholder videos (issue #45)', () => {
  it.each([
    ['PLACEHOLD02', true],
    ['https://www.youtube-nocookie.com/embed/PLACEHOLD02', true],
    ['https://youtu.be/PLACEHOLD07', true],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', false],
    ['https://player.vimeo.com/video/76979871?dnt=1', false],
    ['not a video', false],
  ])('%s: %s', (url, placeholder) => {
    expect(isPlaceholderVideoUrl(url)).toBe(placeholder)
  })
})
