import { describe, expect, it } from 'vitest'
import { isSameOriginRequest } from './same-origin'

function post(headers: Record<string, string>, url = 'http://127.0.0.1:4400/api/x') {
  return new Request(url, { method: 'POST', headers })
}

describe('isSameOriginRequest', () => {
  it.each<[string, Record<string, string>, string | undefined, boolean]>([
    ['same origin', { origin: 'http://127.0.0.1:4400', 'sec-fetch-site': 'same-origin' }, undefined, true],
    ['another site', { origin: 'https://evil.example' }, undefined, false],
    ['another port', { origin: 'http://127.0.0.1:9999' }, undefined, false],
    ['cross-site fetch metadata', { 'sec-fetch-site': 'cross-site' }, undefined, false],
    ['same-site subdomain', { 'sec-fetch-site': 'same-site' }, undefined, false],
    ['the public site URL', { origin: 'https://www.example.com' }, 'https://www.example.com/', true],
    ['a null origin', { origin: 'null' }, undefined, false],
    ['no browser headers', {}, undefined, true],
  ])('%s', (_name, headers, site, expected) => {
    expect(isSameOriginRequest(post(headers), site)).toBe(expected)
  })
})
