import { describe, expect, it } from 'vitest'
import {
  checkFileName,
  checkUpload,
  detectImageType,
  imageVariantUrl,
  MAX_UPLOAD_BYTES,
  parseImageVariantFile,
  variantWidthsFor,
} from './upload'

const bytes = (...b: number[]) => new Uint8Array(b)
const text = (s: string) => new TextEncoder().encode(s)
const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13)
const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)
const webp = text('RIFF\x10\x00\x00\x00WEBPVP8 ')

describe('detectImageType', () => {
  it.each([
    ['png', png, 'png'],
    ['jpeg', jpeg, 'jpeg'],
    ['webp', webp, 'webp'],
    ['svg', text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'svg'],
    ['svg with prolog', text('\uFEFF  <?xml version="1.0"?>\n<svg></svg>'), 'svg'],
    ['RIFF but not WebP (WAV)', text('RIFF\x10\x00\x00\x00WAVEfmt '), null],
    ['GIF', text('GIF89a'), null],
    ['PDF', text('%PDF-1.7'), null],
    ['HTML', text('<html><script></script>'), null],
    ['empty', bytes(), null],
  ])('%s', (_label, head, expected) => {
    expect(detectImageType(head)).toBe(expected)
  })
})

describe('checkUpload', () => {
  it.each([
    [{ name: 'logo.png', size: 1000, head: png }, null],
    [{ name: 'photo.JPG', size: 1000, head: jpeg }, null],
    // the content decides, not the name
    [{ name: 'photo.png', size: 1000, head: jpeg }, null],
    [{ name: 'notes.png', size: 1000, head: text('hello world') }, 'notImage'],
    [{ name: 'drawing.svg', size: 100, head: text('<svg></svg>') }, 'svg'],
    [{ name: 'drawing.png', size: 100, head: text('<svg><script>alert(1)</script></svg>') }, 'svg'],
    [{ name: 'big.png', size: MAX_UPLOAD_BYTES + 1, head: png }, 'tooLarge'],
    [{ name: 'empty.png', size: 0, head: bytes() }, 'empty'],
    [{ name: '../../etc/passwd.png', size: 1000, head: png }, 'pathName'],
    [{ name: 'C:\\photos\\a.png', size: 1000, head: png }, 'pathName'],
    [{ name: 'a/b.png', size: 1000, head: png }, 'pathName'],
    [{ name: 'line\nbreak.png', size: 1000, head: png }, 'badName'],
  ] as const)('%j → %s', (file, expected) => {
    expect(checkUpload(file)).toBe(expected)
  })
  it('a plain name with dots and spaces is fine', () => {
    expect(checkFileName('Team photo v2.final.png')).toBeNull()
  })
})

describe('variants and URLs', () => {
  it.each([
    [100, [100]],
    [320, [320]],
    [1000, [320, 640, 1000]],
    [1280, [320, 640, 1280]],
    [1920, [320, 640, 1280, 1920]],
    [2400, [320, 640, 1280, 1920]],
    [4000, [320, 640, 1280, 1920]],
  ])('an image %i px wide gets %j', (width, expected) => {
    expect(variantWidthsFor(width)).toEqual(expected)
  })
  it('round-trips a variant URL', () => {
    const url = imageVariantUrl('0123456789abcdef', 640)
    expect(url).toBe('/images/u/0123456789abcdef-640.webp')
    expect(parseImageVariantFile(url.split('/').pop()!)).toEqual({ id: '0123456789abcdef', width: 640 })
  })
  it.each([
    '0123456789abcdef-0.webp',
    '0123456789abcdef-640.png',
    '../x-640.webp',
    'ABCDEF0123456789-640.webp',
  ])('refuses %s', (file) => {
    expect(parseImageVariantFile(file)).toBeNull()
  })
})
