import { describe, expect, it } from 'vitest'
import path from 'node:path'
import { backupDir, EnvError, parseEnv } from './env'

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
  it('backs up into DATA_DIR/backups unless BACKUP_DIR names a folder or is off', () => {
    expect(backupDir(undefined, '/srv/data')).toBe(path.join('/srv/data', 'backups'))
    expect(backupDir('/mnt/copies', '/srv/data')).toBe('/mnt/copies')
    expect(backupDir('off', '/srv/data')).toBeNull()
    expect(backupDir('OFF', '/srv/data')).toBeNull()
  })
  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', SMTP_URL: '', STAFF_EMAIL: '' }).DATABASE_URL).toBeUndefined()
  })
  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_SITE_URL: 'not a url' }, 'PUBLIC_SITE_URL'],
    [{ PUBLIC_SITE_URL: 'ftp://example.com' }, 'PUBLIC_SITE_URL'],
    [{ ALLOWED_HOSTS: 'example.com, https://www.example.com' }, 'ALLOWED_HOSTS'],
    [{ ALLOWED_HOSTS: 'example.com:8080' }, 'ALLOWED_HOSTS'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ STAFF_EMAIL: 'nope' }, 'STAFF_EMAIL'],
    [{ ADMIN_EMAIL: 'nope' }, 'ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ RATE_LIMIT_SCALE: '0' }, 'RATE_LIMIT_SCALE'],
    [{ SESSION_SECRET: 'too-short' }, 'SESSION_SECRET'],
    [{ METRICS_TOKEN: 'short-token' }, 'METRICS_TOKEN'],
    [{ METRICS_TOKEN: 'a token with spaces in it, long enough to pass' }, 'METRICS_TOKEN'],
  ])('names the wrong variable in %j', (source, name) => {
    const found = problems(source)
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(new RegExp(`^${name}: `))
  })
  it('reads METRICS_TOKEN as a bearer token, unset when empty (ADR 040)', () => {
    const token = 'f'.repeat(64)
    expect(parseEnv({ METRICS_TOKEN: token }).METRICS_TOKEN).toBe(token)
    expect(parseEnv({ METRICS_TOKEN: 'a1B2-c3.D4_e5~F6+g7/H8'.repeat(2) + '==' }).METRICS_TOKEN).toBeDefined()
    expect(parseEnv({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined()
  })
  it('requires SESSION_SECRET in production with DATABASE_URL', () => {
    const site = { PUBLIC_SITE_URL: 'https://www.example.com' }
    expect(problems({ ...site, NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' })[0]).toMatch(
      /^SESSION_SECRET: is required/,
    )
    expect(problems({ ...site, NODE_ENV: 'production' })).toEqual([])
    expect(
      problems({
        ...site,
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/x',
        SESSION_SECRET: 'x'.repeat(32),
      }),
    ).toEqual([])
  })
  it('requires PUBLIC_SITE_URL in production only: links never come from the request (ADR 024)', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^PUBLIC_SITE_URL: is required in production/),
    ])
    expect(problems({ NODE_ENV: 'development' })).toEqual([])
    expect(problems({ NODE_ENV: 'test' })).toEqual([])
  })
  it('reads ALLOWED_HOSTS as a list of host names', () => {
    expect(parseEnv({}).ALLOWED_HOSTS).toEqual([])
    expect(
      parseEnv({ ALLOWED_HOSTS: ' Example.com,www.example.com  cdn.example.com ' }).ALLOWED_HOSTS,
    ).toEqual(['example.com', 'www.example.com', 'cdn.example.com'])
  })
  it('reads the process role, the web concurrency and the shutdown limit (issue #32, ADR 038)', () => {
    const pg = { DATABASE_URL: 'postgres://db/x' }
    expect(parseEnv({}).PROCESS_ROLE).toBeUndefined()
    expect(parseEnv({ WEB_CONCURRENCY: '' }).WEB_CONCURRENCY).toBeUndefined()
    expect(parseEnv({}).SHUTDOWN_TIMEOUT_S).toBe(10)
    expect(
      parseEnv({ ...pg, PROCESS_ROLE: 'web', WEB_CONCURRENCY: '3', SHUTDOWN_TIMEOUT_S: '2.5' }),
    ).toMatchObject({
      PROCESS_ROLE: 'web',
      WEB_CONCURRENCY: 3,
      SHUTDOWN_TIMEOUT_S: 2.5,
    })
    expect(parseEnv({ ...pg, PROCESS_ROLE: 'worker' }).PROCESS_ROLE).toBe('worker')
    expect(parseEnv({ PROCESS_ROLE: 'all' }).PROCESS_ROLE).toBe('all')
    expect(problems({ ...pg, PROCESS_ROLE: 'mailer' })[0]).toMatch(/^PROCESS_ROLE: /)
    expect(problems({ WEB_CONCURRENCY: '0' })[0]).toMatch(/^WEB_CONCURRENCY: /)
    expect(problems({ WEB_CONCURRENCY: 'two' })[0]).toMatch(/^WEB_CONCURRENCY: /)
    expect(problems({ SHUTDOWN_TIMEOUT_S: '-1' })[0]).toMatch(/^SHUTDOWN_TIMEOUT_S: /)
    // The embedded database allows one process: it runs every role.
    expect(problems({ PROCESS_ROLE: 'web' })).toEqual([
      expect.stringMatching(/^PROCESS_ROLE: web and worker need DATABASE_URL/),
    ])
    expect(problems({ PROCESS_ROLE: 'worker' })).toHaveLength(1)
  })
  it('reads the scale and the port', () => {
    expect(parseEnv({ RATE_LIMIT_SCALE: '2.5', PORT: '8080' })).toMatchObject({
      RATE_LIMIT_SCALE: 2.5,
      PORT: 8080,
    })
  })
})
