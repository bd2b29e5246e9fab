// `npm run audit:lighthouse`: builds, starts the production server on a new embedded database and
// runs Lighthouse 12 (mobile preset: emulated phone, simulated slow 4G and 4× CPU slowdown) in
// Debian's Chromium, 3 times per page kind of the route inventory and language, keeping the median
// of each figure. Writes reports/lighthouse.json, reports/lighthouse.md and, per page, the HTML
// report of its median run under reports/lighthouse/. Exits 1 when a page misses a budget of
// perf-budgets.json.
//
// Options: --runs N (3), --lang en|es|en,es (both), --only <page id or path>[,…], SKIP_BUILD=1,
// LIGHTHOUSE_PORT (4202), CHROME_PATH or CHROMIUM_PATH (/usr/bin/chromium).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { argValue, build, median, root, startServer } from './lib/measure.js'
import { importTool, toolVersion } from './lib/tools.js'

// Lighthouse and its Chrome launcher are installed under tools/ on first use (scripts/lib/tools.js).
const { default: lighthouse, chromeLauncher } = await importTool('lighthouse')

const runs = Number(argValue('runs') ?? 3)
const langs = (argValue('lang') ?? 'en,es').split(',')
const only = argValue('only')?.split(',')
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4202)
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const categories = ['performance', 'accessibility', 'best-practices', 'seo']
const budgets = JSON.parse(readFileSync(path.join(root, 'perf-budgets.json'), 'utf8'))

// The flags of playwright.config.ts: headless, no sandbox (containers), no background traffic.
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The budget of a page: every rule that matches it, in order. */
function budgetFor(page) {
  const budget = { minScores: {}, maxFirstLoadJsKb: undefined }
  for (const rule of budgets.rules) {
    const matches =
      rule.pages === '*' ||
      (Array.isArray(rule.pages) && rule.pages.includes(page.id)) ||
      (Array.isArray(rule.groups) && rule.groups.includes(page.group))
    if (!matches) continue
    Object.assign(budget.minScores, rule.minScores ?? {})
    if (rule.maxFirstLoadJsKb !== undefined) budget.maxFirstLoadJsKb = rule.maxFirstLoadJsKb
  }
  return budget
}

/** The figures of one Lighthouse result. */
function figuresOf(lhr) {
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  )
  return {
    scores: Object.fromEntries(
      categories.map((c) => [
        c,
        lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100),
      ]),
    ),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
    firstLoadJsKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    scriptRequests: scripts.length,
    // Lighthouse's measure of the machine's speed at the time: low when the machine is busy.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  }
}

async function auditPage(chrome, url) {
  const results = []
  let failures = 0
  while (results.length < runs) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: categories,
    })
    if (result.lhr.runtimeError) {
      // A trace that could not be recorded (NO_NAVSTART on a busy machine) is retried, twice at most.
      failures++
      if (failures > 2)
        throw new Error(`Lighthouse could not audit ${url}: ${result.lhr.runtimeError.message}`)
      process.stdout.write(`(retrying: ${result.lhr.runtimeError.code}) `)
      continue
    }
    results.push({ figures: figuresOf(result.lhr), html: result.report })
  }
  const pick = (f) => median(results.map((r) => f(r.figures)))
  const figures = {
    scores: Object.fromEntries(categories.map((c) => [c, pick((f) => f.scores[c])])),
    lcpMs: Math.round(pick((f) => f.lcpMs)),
    tbtMs: Math.round(pick((f) => f.tbtMs)),
    cls: Number(pick((f) => f.cls).toFixed(3)),
    firstLoadJsKb: Number(pick((f) => f.firstLoadJsKb).toFixed(1)),
    benchmarkIndex: Math.round(pick((f) => f.benchmarkIndex) ?? 0),
    runs: results.map((r) => ({ ...r.figures })),
  }
  // The HTML report of the run whose performance score is the median, to see why.
  const medianRun = [...results].sort((a, b) => a.figures.scores.performance - b.figures.scores.performance)[
    Math.floor(results.length / 2)
  ]
  return { figures, html: medianRun.html, failedAudits: medianRun.figures.failedAudits }
}

function misses(figures, budget) {
  const problems = []
  for (const [category, min] of Object.entries(budget.minScores)) {
    const score = figures.scores[category]
    if (score === null || score < min) problems.push(`${category} ${score ?? 'n/a'} < ${min}`)
  }
  if (budget.maxFirstLoadJsKb !== undefined && figures.firstLoadJsKb > budget.maxFirstLoadJsKb) {
    problems.push(`first-load JS ${figures.firstLoadJsKb} KB > ${budget.maxFirstLoadJsKb} KB`)
  }
  return problems
}

function markdown(report) {
  const lines = [
    '# Lighthouse',
    '',
    `${report.date}; Lighthouse ${report.lighthouseVersion}, mobile preset, median of ${report.runs} runs; ${report.chrome}.`,
    'Scores 0-100; LCP and TBT in ms; JS = JavaScript transferred (gzip) by the first load, KB of 1024 bytes.',
    "Budgets: perf-budgets.json. The HTML report of each page's median run is in reports/lighthouse/.",
    '',
    "CPU = Lighthouse's benchmark index of the machine during the runs (median): TBT and the performance",
    'score suffer when it is low (a busy machine); compare runs made at similar values.',
    '',
    '| page | perf. | a11y | best pr. | SEO | LCP | TBT | CLS | JS KB | CPU | budget |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...report.pages.map((p) => {
      const f = p.figures
      const s = f.scores
      return `| ${p.path} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${f.lcpMs} | ${f.tbtMs} | ${f.cls} | ${f.firstLoadJsKb} | ${f.benchmarkIndex} | ${p.misses.length ? `**missed**: ${p.misses.join('; ')}` : 'met'} |`
    }),
    '',
  ]
  const failing = report.pages.filter((p) => p.failedAudits.length)
  if (failing.length) {
    lines.push('Failed binary audits (median run):', '')
    for (const p of failing) lines.push(`- ${p.path}: ${p.failedAudits.join(', ')}`)
    lines.push('')
  }
  return lines.join('\n')
}

if (!existsSync(chromePath)) {
  console.error(
    `No Chromium at ${chromePath}: install it with \`sudo apt-get install chromium\`, or set CHROME_PATH.`,
  )
  process.exit(1)
}

let exitCode = 0
build()
const server = await startServer({ port, logLevel: 'warn' })
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'error' })
const report = {
  date: new Date().toISOString(),
  lighthouseVersion: toolVersion('lighthouse'),
  chrome: chromePath,
  runs,
  pages: [],
}
try {
  const pages = server.inventory.filter(
    (p) => langs.includes(p.lang) && (!only || only.includes(p.id) || only.includes(p.path)),
  )
  const reportDir = path.join(root, 'reports/lighthouse')
  rmSync(reportDir, { recursive: true, force: true })
  mkdirSync(reportDir, { recursive: true })
  for (const page of pages) {
    process.stdout.write(`${page.path}: `)
    const { figures, html, failedAudits } = await auditPage(chrome, `${server.origin}${page.path}`)
    const budget = budgetFor(page)
    const missed = misses(figures, budget)
    const file = `${page.id}-${page.lang}.html`
    writeFileSync(path.join(reportDir, file), html)
    report.pages.push({
      id: page.id,
      lang: page.lang,
      path: page.path,
      group: page.group,
      figures,
      budget,
      misses: missed,
      failedAudits,
      htmlReport: `reports/lighthouse/${file}`,
    })
    const s = figures.scores
    console.log(
      `perf ${s.performance}, a11y ${s.accessibility}, best practices ${s['best-practices']}, SEO ${s.seo}, ` +
        `LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, CLS ${figures.cls}, JS ${figures.firstLoadJsKb} KB, CPU index ${figures.benchmarkIndex}` +
        (missed.length ? `  ✖ ${missed.join('; ')}` : '  ✔'),
    )
    if (missed.length) exitCode = 1
  }
} catch (error) {
  console.error(`\nLighthouse audit failed: ${error.stack ?? error}`)
  exitCode = 1
} finally {
  chrome.kill()
  await server.stop()
}
mkdirSync(path.join(root, 'reports'), { recursive: true })
writeFileSync(path.join(root, 'reports/lighthouse.json'), `${JSON.stringify(report, null, 2)}\n`)
writeFileSync(path.join(root, 'reports/lighthouse.md'), markdown(report))
console.log(`\n${markdown(report)}\nwritten: reports/lighthouse.json, reports/lighthouse.md`)
if (exitCode) console.error('Some pages miss their budgets (perf-budgets.json): see above.')
process.exit(exitCode)
