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
  /**
   * Issue #32, on PostgreSQL: the lead POSTs/s of WEB_CONCURRENCY=2 at least this many times those
   * of WEB_CONCURRENCY=1 in the same run, and every form POST's p99 under formP99Ms.
   */
  concurrency: { leadRatio: 1.6, formP99Ms: 150 },
}

/** A list of checks and the function that adds one: PASS, FAIL, or 'not measured' without a value. */
function checkList() {
  const checks = []
  const check = (name, limit, value, ok) =>
    checks.push({
      name,
      limit,
      value,
      status: value === undefined || value === null ? 'not measured' : ok ? 'PASS' : 'FAIL',
    })
  return { checks, check }
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
  const { checks, check } = checkList()

  // Issue #22's limits are those of one server process; with several (ADR 038: a primary, web
  // processes and a worker) each is judged by the processes' mean.
  const processes = run.rss?.processes > 1 ? run.rss.processes : 1
  const each = (mb) => (mb === undefined || mb === null ? mb : Math.round(mb / processes))
  const per = processes > 1 ? `, mean of ${processes} processes` : ''
  check(
    `peak RSS (MB${per})`,
    `≤ ${dbLimits.peakRssMb}`,
    each(run.rss?.peakMb),
    each(run.rss?.peakMb) <= dbLimits.peakRssMb,
  )
  check(
    `idle RSS after the run (MB${per})`,
    `≤ ${dbLimits.idleRssMb}`,
    each(run.rss?.idleAfterMb),
    each(run.rss?.idleAfterMb) <= dbLimits.idleRssMb,
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

/**
 * The comparison of PostgreSQL runs at several WEB_CONCURRENCY values (issue #32): `runs` are the
 * runs of scripts/bench.js, each with `webConcurrency`. Returns the lead POSTs/s per concurrency,
 * the ratio of the highest concurrency's to the lowest's, every form POST's p99 per concurrency,
 * and the checks (the ratio, each run's slowest form p99, none lost).
 */
export function judgeConcurrency(runs) {
  const sorted = runs.filter((r) => r.webConcurrency).sort((a, b) => a.webConcurrency - b.webConcurrency)
  if (sorted.length < 2) return null
  const lead = sorted.map((r) => ({
    webConcurrency: r.webConcurrency,
    reqPerSec: r.results.find(isLeadPost)?.reqPerSec ?? null,
  }))
  const [low, high] = [lead[0], lead[lead.length - 1]]
  const ratio = low.reqPerSec && high.reqPerSec ? Number((high.reqPerSec / low.reqPerSec).toFixed(2)) : null
  const forms = sorted.map((r) => ({
    webConcurrency: r.webConcurrency,
    p99: Object.fromEntries(r.results.filter((x) => x.kind === 'form').map((x) => [x.name, x.p99])),
  }))
  const { checks, check } = checkList()
  check(
    `lead POSTs/s, WEB_CONCURRENCY=${high.webConcurrency} ÷ ${low.webConcurrency}`,
    `≥ ${limits.concurrency.leadRatio}`,
    ratio,
    ratio >= limits.concurrency.leadRatio,
  )
  for (const f of forms) {
    const entries = Object.entries(f.p99)
    const [name, worst] = entries.reduce((w, e) => (w && w[1] >= e[1] ? w : e), null) ?? [null, null]
    check(
      `slowest form POST p99 (ms), WEB_CONCURRENCY=${f.webConcurrency}`,
      `< ${limits.concurrency.formP99Ms}`,
      worst === null ? null : `${worst} (${name})`,
      worst < limits.concurrency.formP99Ms,
    )
  }
  const lost = sorted.flatMap((r) =>
    r.results
      .filter((x) => x.kind === 'form' && !(x.stored >= x.accepted))
      .map((x) => `${x.name} at ${r.webConcurrency}: ${x.stored}/${x.accepted}`),
  )
  check(
    'form POSTs stored (none lost)',
    'stored ≥ accepted',
    lost.length ? lost.join('; ') : 'all stored',
    !lost.length,
  )
  return { lead, ratio, forms, checks, verdict: verdict(checks) }
}
