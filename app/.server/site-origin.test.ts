import { describe, expect, it } from 'vitest'
import { parseEnv } from './env'
import { createEdgePolicy, siteOrigin } from './site-origin'

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
