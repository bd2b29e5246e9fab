import { describe, expect, it } from 'vitest'
import { parseEnv } from './env'
import { addressToOpen, createEdgePolicy, siteOrigin } from './site-origin'

describe('the site origin', () => {
  it('is PUBLIC_SITE_URL’s origin, whatever the request says', () => {
    const env = parseEnv({ PUBLIC_SITE_URL: 'https://www.example.com/' })
    expect(siteOrigin(env)).toBe('https://www.example.com')
  })
  it('is the listening address in development and tests', () => {
    expect(siteOrigin(parseEnv({ PORT: '4173' }))).toBe('http://localhost:4173')
    expect(siteOrigin(parseEnv({ NODE_ENV: 'test' }))).toBe('http://localhost:3000')
  })
  it('decides which host names are answered', () => {
    const policy = createEdgePolicy(
      parseEnv({ PUBLIC_SITE_URL: 'https://www.example.com', ALLOWED_HOSTS: 'example.com, Courier.Example' }),
    )
    expect(policy.hosts).toEqual(['www.example.com', 'example.com', 'courier.example'])
  })
})

describe('the address printed at start-up (issue #30 item 11)', () => {
  it('is the listening address when it is answered', () => {
    const env = parseEnv({ HOST: '127.0.0.1', PUBLIC_SITE_URL: 'http://127.0.0.1:3300' })
    expect(addressToOpen(env, 3300)).toEqual({
      listening: 'http://127.0.0.1:3300',
      open: 'http://127.0.0.1:3300',
    })
    expect(addressToOpen(parseEnv({ PORT: '3300' }), 3300).open).toBe('http://localhost:3300')
  })
  it('names the public address when the listening host name would get 421', () => {
    const env = parseEnv({ HOST: '127.0.0.1', PUBLIC_SITE_URL: 'http://localhost:3300' })
    expect(addressToOpen(env, 3300)).toEqual({
      listening: 'http://127.0.0.1:3300',
      open: 'http://localhost:3300',
    })
    const live = parseEnv({ PUBLIC_SITE_URL: 'https://www.example.com', ALLOWED_HOSTS: 'example.com' })
    expect(addressToOpen(live, 3000).open).toBe('https://www.example.com')
  })
})
