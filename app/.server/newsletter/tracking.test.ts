import { describe, expect, it } from 'vitest'
import { openPixelUrl, verifyOpenPixel } from './tracking'

const secret = 'a'.repeat(40)
const subscriber = '0b6f3c1e-8d2a-4f7b-9c3d-5e6f7a8b9c0d'
const file = openPixelUrl('https://x.example', 4, subscriber, secret).split('/').pop()!

describe('open image signed per delivery', () => {
  it('names its newsletter and subscriber, and nothing else in clear', () => {
    expect(file).toMatch(/^4-0b6f3c1e8d2a4f7b9c3d5e6f7a8b9c0d-[\w-]{22}\.gif$/)
    expect(verifyOpenPixel(secret, file)).toEqual({ newsletterId: 4, subscriberId: subscriber })
  })
  it.each([
    ['the old unsigned image', '4.gif'],
    ['another newsletter', file.replace(/^4-/, '5-')],
    ['another subscriber', file.replace('0b6f3c1e', '1b6f3c1e')],
    ['a changed signature', file.replace(/-[\w-]{22}\.gif$/, `-${'A'.repeat(22)}.gif`)],
    ['no signature', file.replace(/-[\w-]{22}\.gif$/, '.gif')],
    ['another secret', openPixelUrl('', 4, subscriber, 'b'.repeat(40)).split('/').pop()!],
    ['extra text', `${file}x`],
  ])('counts nothing for %s', (_name, forged) => {
    expect(verifyOpenPixel(secret, forged)).toBeNull()
  })
})
