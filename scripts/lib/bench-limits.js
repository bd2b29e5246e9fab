// The figures of issue #22's "Done when" that `npm run bench` can judge, and the judgement: one
// check per limit, PASS or FAIL, or "not measured" when the run left the target out (BENCH_ONLY).

/** The limits, per database: RSS in MB (VmHWM, the process's true peak), rates in requests/s. */
export const limits = {
  pglite: { peakRssMb: 700, idleRssMb: 400 },
  postgres: { peakRssMb: 500, idleRssMb: 150, operatorP99Ms: 50, leadPostsPerSec: 500 },
  /** Every anonymous page kind serves at least this share of the static baseline's requests/s. */
  pageShareOfStatic: 0.5,
  /** A newsletter to 1,000 active subscribers: seconds to the first message and to the last. */
  mailFirstMessageS: 2,
  mailAllS: 60,
}

/** Whether a result is the operator page (the route inventory's `/:slug` pattern). */
const isOperatorPage = (r) => r.kind === 'page' && r.name.startsWith('/:slug')
const isLeadPost = (r) => r.kind === 'form' && /^(POST )?lead\b/.test(r.name)

/**
 * The checks of one database's run: `{ name, limit, value, status }` with status 'PASS', 'FAIL' or
 * 'not measured'. `run` is what scripts/bench.js records: `database`, `rss` (`idleBeforeMb`,
 * `peakMb`, `idleAfterMb`) and `results` (`kind` static | page | form, `reqPerSec`, `p99`,
 * `ratioToStatic`, and for forms `accepted` and `stored`).
 */
export function judgeRun(run) {
  const dbLimits = limits[run.database] ?? {}
  const checks = []
  const check = (name, limit, value, ok) =>
    checks.push({
      name,
      limit,
      value,
      status: value === undefined || value === null ? 'not measured' : ok ? 'PASS' : 'FAIL',
    })

  check('peak RSS (MB)', `≤ ${dbLimits.peakRssMb}`, run.rss?.peakMb, run.rss?.peakMb <= dbLimits.peakRssMb)
  check(
    'idle RSS after the run (MB)',
    `≤ ${dbLimits.idleRssMb}`,
    run.rss?.idleAfterMb,
    run.rss?.idleAfterMb <= dbLimits.idleRssMb,
  )

  const hasStatic = run.results.some((r) => r.kind === 'static')
  const pages = run.results.filter((r) => r.kind === 'page')
  const slowest = pages.reduce((low, r) => (low && low.ratioToStatic <= r.ratioToStatic ? low : r), null)
  check(
    'every page kind vs static req/s',
    `≥ ${limits.pageShareOfStatic * 100} %`,
    hasStatic && slowest ? `${(slowest.ratioToStatic * 100).toFixed(1)} % (${slowest.name})` : null,
    slowest && slowest.ratioToStatic >= limits.pageShareOfStatic,
  )

  if (dbLimits.operatorP99Ms !== undefined) {
    const operator = run.results.find(isOperatorPage)
    check(
      'operator page p99 (ms)',
      `≤ ${dbLimits.operatorP99Ms}`,
      operator?.p99,
      operator?.p99 <= dbLimits.operatorP99Ms,
    )
  }
  if (dbLimits.leadPostsPerSec !== undefined) {
    const lead = run.results.find(isLeadPost)
    check(
      'accepted lead POSTs/s',
      `≥ ${dbLimits.leadPostsPerSec}`,
      lead?.reqPerSec,
      lead?.reqPerSec >= dbLimits.leadPostsPerSec,
    )
  }
  if (run.mail) {
    check(
      'newsletter to 1,000: first message (s)',
      `≤ ${limits.mailFirstMessageS}`,
      run.mail.firstMessageS,
      run.mail.firstMessageS <= limits.mailFirstMessageS,
    )
    check(
      'newsletter to 1,000: all handed over (s)',
      `≤ ${limits.mailAllS}`,
      run.mail.allS ?? `not all (${run.mail.received} received)`,
      run.mail.allS !== null && run.mail.allS <= limits.mailAllS,
    )
  }
  const forms = run.results.filter((r) => r.kind === 'form')
  if (forms.length) {
    const lost = forms.filter((r) => !(r.stored >= r.accepted))
    check(
      'form POSTs stored (none lost)',
      'stored ≥ accepted, every form',
      lost.length ? lost.map((r) => `${r.name}: ${r.stored}/${r.accepted}`).join('; ') : 'all stored',
      lost.length === 0,
    )
  }
  return checks
}

/** PASS only when every measured check passes; checks not measured do not count either way. */
export function verdict(checks) {
  return checks.some((c) => c.status === 'FAIL') ? 'FAIL' : 'PASS'
}

/** BENCH_ONLY: a case-insensitive regular expression on target names; none keeps every target. */
export function targetFilter(pattern) {
  if (!pattern) return () => true
  const re = new RegExp(pattern, 'i')
  return (name) => re.test(name)
}
