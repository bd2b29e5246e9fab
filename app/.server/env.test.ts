import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from './env'

function problems(source: Record<string, string>) {
  try {
    parseEnv(source)
  } catch (error) {
    if (error instanceof EnvError) return error.problems
    throw error
  }
  return []
}

describe('environment', () => {
  it('runs with nothing set', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      RATE_LIMIT_SCALE: 1,
      NODE_ENV: 'development',
    })
    expect(env.DATABASE_URL).toBeUndefined()
  })
  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', SMTP_URL: '', STAFF_EMAIL: '' }).DATABASE_URL).toBeUndefined()
  })
  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_SITE_URL: 'not a url' }, 'PUBLIC_SITE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ STAFF_EMAIL: 'nope' }, 'STAFF_EMAIL'],
    [{ ADMIN_EMAIL: 'nope' }, 'ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ RATE_LIMIT_SCALE: '0' }, 'RATE_LIMIT_SCALE'],
    [{ SESSION_SECRET: 'too-short' }, 'SESSION_SECRET'],
  ])('names the wrong variable in %j', (source, name) => {
    const found = problems(source)
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(new RegExp(`^${name}: `))
  })
  it('requires SESSION_SECRET in production with DATABASE_URL', () => {
    expect(problems({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' })[0]).toMatch(
      /^SESSION_SECRET: is required/,
    )
    expect(problems({ NODE_ENV: 'production' })).toEqual([])
    expect(
      problems({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', SESSION_SECRET: 'x'.repeat(32) }),
    ).toEqual([])
  })
  it('reads the scale and the port', () => {
    expect(parseEnv({ RATE_LIMIT_SCALE: '2.5', PORT: '8080' })).toMatchObject({
      RATE_LIMIT_SCALE: 2.5,
      PORT: 8080,
    })
  })
})
