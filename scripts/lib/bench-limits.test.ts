import { describe, expect, it } from 'vitest'
import { judgeConcurrency, judgeRun, targetFilter, verdict } from './bench-limits.js'

const staticResult = {
  kind: 'static',
  name: 'static file (baseline)',
  reqPerSec: 1000,
  p99: 20,
  ratioToStatic: 1,
}
const page = (name: string, ratioToStatic: number, p99 = 30) => ({
  kind: 'page',
  name,
  reqPerSec: ratioToStatic * 1000,
  p99,
  ratioToStatic,
})
const form = (name: string, reqPerSec: number, accepted: number, stored: number) => ({
  kind: 'form',
  name,
  reqPerSec,
  p99: 40,
  ratioToStatic: reqPerSec / 1000,
  accepted,
  stored,
})

const byName = (checks: ReturnType<typeof judgeRun>) => Object.fromEntries(checks.map((c) => [c.name, c]))

describe('judgeRun', () => {
  it('judges the RSS of a server of several processes by their mean (ADR 038)', () => {
    const checks = byName(
      judgeRun({
        database: 'postgres',
        rss: { idleBeforeMb: 430, peakMb: 521, idleAfterMb: 430, processes: 4 },
        results: [],
      }),
    )
    expect(checks['peak RSS (MB, mean of 4 processes)']).toMatchObject({ value: 130, status: 'PASS' })
    expect(checks['idle RSS after the run (MB, mean of 4 processes)']).toMatchObject({
      value: 108,
      status: 'PASS',
    })
  })

  it('passes a PostgreSQL run within every limit', () => {
    const checks = judgeRun({
      database: 'postgres',
      rss: { idleBeforeMb: 120, peakMb: 480, idleAfterMb: 140 },
      results: [
        staticResult,
        page('/', 0.6),
        page('/:slug (/delray-beach-courier)', 0.55, 45),
        form('POST lead (/contact)', 520, 2600, 2600),
      ],
    })
    expect(checks.map((c) => [c.name, c.status])).toEqual([
      ['peak RSS (MB)', 'PASS'],
      ['idle RSS after the run (MB)', 'PASS'],
      ['every page kind vs static req/s', 'PASS'],
      ['operator page p99 (ms)', 'PASS'],
      ['accepted lead POSTs/s', 'PASS'],
      ['form POSTs stored (none lost)', 'PASS'],
    ])
    expect(verdict(checks)).toBe('PASS')
  })

  it('fails each limit that is exceeded, and names the slowest page and the form that lost rows', () => {
    const checks = byName(
      judgeRun({
        database: 'postgres',
        rss: { idleBeforeMb: 165, peakMb: 1700, idleAfterMb: 900 },
        results: [
          staticResult,
          page('/', 0.3),
          page('/operators (/operators)', 0.05),
          page('/:slug (/delray-beach-courier)', 0.06, 239),
          form('POST lead (/contact)', 120, 600, 599),
          form('POST playbook (/playbook)', 100, 500, 500),
        ],
      }),
    )
    expect(checks['peak RSS (MB)']).toMatchObject({ value: 1700, status: 'FAIL' })
    expect(checks['idle RSS after the run (MB)']).toMatchObject({ value: 900, status: 'FAIL' })
    expect(checks['every page kind vs static req/s']).toMatchObject({
      value: '5.0 % (/operators (/operators))',
      status: 'FAIL',
    })
    expect(checks['operator page p99 (ms)']).toMatchObject({ value: 239, status: 'FAIL' })
    expect(checks['accepted lead POSTs/s']).toMatchObject({ value: 120, status: 'FAIL' })
    expect(checks['form POSTs stored (none lost)']).toMatchObject({
      value: 'POST lead (/contact): 599/600',
      status: 'FAIL',
    })
    expect(verdict(Object.values(checks))).toBe('FAIL')
  })

  it('judges PGlite by its own RSS limits, without the PostgreSQL-only figures', () => {
    const checks = judgeRun({
      database: 'pglite',
      rss: { idleBeforeMb: 410, peakMb: 650, idleAfterMb: 390 },
      results: [staticResult, page('/', 0.7)],
    })
    expect(checks.map((c) => [c.name, c.limit, c.status])).toEqual([
      ['peak RSS (MB)', '≤ 700', 'PASS'],
      ['idle RSS after the run (MB)', '≤ 400', 'PASS'],
      ['every page kind vs static req/s', '≥ 50 %', 'PASS'],
    ])
  })

  it('says "not measured" for what a filtered run left out, and that alone does not fail it', () => {
    const checks = byName(
      judgeRun({
        database: 'postgres',
        rss: { idleBeforeMb: 120, peakMb: 300, idleAfterMb: 130 },
        results: [staticResult, form('POST lead (/contact)', 600, 3000, 3001)],
      }),
    )
    expect(checks['every page kind vs static req/s'].status).toBe('not measured')
    expect(checks['operator page p99 (ms)'].status).toBe('not measured')
    expect(checks['accepted lead POSTs/s'].status).toBe('PASS')
    expect(checks['form POSTs stored (none lost)'].status).toBe('PASS')
    expect(verdict(Object.values(checks))).toBe('PASS')
  })
})

describe('targetFilter', () => {
  it('keeps every target without a pattern, and matches names case-insensitively with one', () => {
    expect(targetFilter(undefined)('anything')).toBe(true)
    const lead = targetFilter('lead|NEWSLETTER')
    expect(['POST lead (/contact)', 'POST newsletter signup', 'POST playbook'].map(lead)).toEqual([
      true,
      true,
      false,
    ])
  })
})

describe('judgeRun: the newsletter send', () => {
  const base = { database: 'postgres', rss: {}, results: [] }
  const status = (mail: unknown, name: string) =>
    judgeRun({ ...base, mail } as never).find((c) => c.name.includes(name))?.status
  it('passes a first message within 2 s and all 1,000 within 60 s', () => {
    const mail = { firstMessageS: 0.5, allS: 22, received: 1000 }
    expect(status(mail, 'first message')).toBe('PASS')
    expect(status(mail, 'all handed over')).toBe('PASS')
  })
  it('fails a late first message, or a send that did not finish', () => {
    expect(status({ firstMessageS: 2.5, allS: 30, received: 1000 }, 'first message')).toBe('FAIL')
    expect(status({ firstMessageS: 1, allS: null, received: 640 }, 'all handed over')).toBe('FAIL')
  })
  it('says nothing of the send when it was not measured', () => {
    expect(judgeRun(base as never).some((c) => c.name.includes('newsletter'))).toBe(false)
  })
})

describe('judgeConcurrency (issue #32)', () => {
  const run = (webConcurrency: number, leadPerSec: number, bookingP99: number, stored = 100) => ({
    database: 'postgres',
    webConcurrency,
    results: [
      staticResult,
      { ...form('POST lead (/contact)', leadPerSec, 100, stored), p99: 60 },
      { ...form('POST booking request (/delray-beach-courier)', 90, 100, 100), p99: bookingP99 },
    ],
  })
  it('passes a ratio of 1.6 or more with every form p99 under 150 ms and none lost', () => {
    const judged = judgeConcurrency([run(2, 330, 120), run(1, 200, 140)])!
    expect(judged.lead).toEqual([
      { webConcurrency: 1, reqPerSec: 200 },
      { webConcurrency: 2, reqPerSec: 330 },
    ])
    expect(judged.ratio).toBe(1.65)
    expect(judged.forms[0]!.p99).toEqual({
      'POST lead (/contact)': 60,
      'POST booking request (/delray-beach-courier)': 140,
    })
    expect(judged.verdict).toBe('PASS')
  })
  it('fails a low ratio, a slow form and a lost row, naming them', () => {
    const judged = judgeConcurrency([run(1, 200, 100), run(2, 300, 180, 99)])!
    const status = Object.fromEntries(judged.checks.map((c) => [c.name, c.status]))
    expect(status).toEqual({
      'lead POSTs/s, WEB_CONCURRENCY=2 ÷ 1': 'FAIL',
      'slowest form POST p99 (ms), WEB_CONCURRENCY=1': 'PASS',
      'slowest form POST p99 (ms), WEB_CONCURRENCY=2': 'FAIL',
      'form POSTs stored (none lost)': 'FAIL',
    })
    expect(judged.checks[2]!.value).toBe('180 (POST booking request (/delray-beach-courier))')
  })
  it('needs two runs', () => {
    expect(judgeConcurrency([run(1, 200, 100)])).toBeNull()
  })
})
