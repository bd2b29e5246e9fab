#!/usr/bin/env node
// Lists the slowest end-to-end tests and the time per spec file from the JSON report the last
// Playwright run wrote (reports/e2e.json): where the browser step's minutes go.
import { readFileSync } from 'node:fs'

const file = process.argv[2] ?? 'reports/e2e.json'
const report = JSON.parse(readFileSync(file, 'utf8'))
const tests = []
function walk(suite, path) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const duration = test.results.reduce((sum, r) => sum + r.duration, 0)
      tests.push({
        file: spec.file,
        title: [...path, spec.title].join(' › '),
        project: test.projectName,
        duration,
        retries: test.results.length - 1,
      })
    }
  }
  for (const child of suite.suites ?? []) walk(child, [...path, child.title].filter(Boolean))
}
for (const suite of report.suites) walk(suite, [])
const total = tests.reduce((s, t) => s + t.duration, 0)
const byFile = new Map()
for (const t of tests) byFile.set(t.file, (byFile.get(t.file) ?? 0) + t.duration)
const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7)
console.log(`${tests.length} tests, ${seconds(total)} s of test time (both workers summed)\n\nPer file:`)
for (const [f, ms] of [...byFile].sort((a, b) => b[1] - a[1])) console.log(`${seconds(ms)} s  ${f}`)
console.log('\nSlowest tests:')
for (const t of tests.sort((a, b) => b.duration - a.duration).slice(0, 30)) {
  console.log(
    `${seconds(t.duration)} s  [${t.project}] ${t.file} › ${t.title}${t.retries ? ` (retried ${t.retries})` : ''}`,
  )
}
