import { describe, expect, it } from 'vitest'
import { passRetryAfter, retryAfter } from './retry-after'

describe('retryAfter', () => {
  it('names the seconds to wait', () => {
    expect(retryAfter(90)).toEqual({ 'Retry-After': '90' })
  })
})

describe('passRetryAfter', () => {
  it("passes a refusal's Retry-After on, beside the page's own headers", () => {
    const headers = passRetryAfter(new Headers(retryAfter(120)), { 'Cache-Control': 'private, no-store' })
    expect(Object.fromEntries(headers)).toEqual({
      'cache-control': 'private, no-store',
      'retry-after': '120',
    })
  })

  it('adds nothing when the action did not refuse', () => {
    expect([...passRetryAfter(new Headers())]).toEqual([])
    const own = new Headers({ 'Cache-Control': 'private, no-store' })
    expect(Object.fromEntries(passRetryAfter(new Headers({ 'X-Other': '1' }), own))).toEqual({
      'cache-control': 'private, no-store',
    })
  })
})
