/**
 * A Playwright reporter (issue #41): the browser suite's cost per file (worker-seconds: the test
 * time of every test of the file, summed over both workers, and its page loads) and per project
 * (page loads against tests/page-load-budget.json). A project over its budget fails the run,
 * whatever the tests said.
 */
import path from 'node:path'
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter'
import { budgetProblems, readBudget, type PageLoadBudget } from './page-load-budget'
import { PAGE_LOADS } from './page-loads'

type Row = { ms: number; loads: number; tests: number }

export function pageLoadsOf(test: TestCase, result: TestResult): number {
  const annotations = [...(result.annotations ?? []), ...test.annotations]
  const found = annotations.find((a) => a.type === PAGE_LOADS)
  return found?.description ? Number(found.description) : 0
}

export default class PageLoadReporter implements Reporter {
  private readonly byFile = new Map<string, Row>()
  private readonly byProject = new Map<string, number>()
  private rootDir = process.cwd()
  private readonly budget: () => PageLoadBudget

  constructor(options: { budget?: PageLoadBudget } = {}) {
    this.budget = () => options.budget ?? readBudget()
  }

  onBegin(config: FullConfig, _suite: Suite) {
    this.rootDir = config.configFile ? path.dirname(config.configFile) : process.cwd()
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const project = test.parent.project()?.name ?? '(none)'
    const file = path.relative(this.rootDir, test.location.file)
    const loads = pageLoadsOf(test, result)
    const row = this.byFile.get(file) ?? { ms: 0, loads: 0, tests: 0 }
    row.ms += result.duration
    row.loads += loads
    row.tests += 1
    this.byFile.set(file, row)
    this.byProject.set(project, (this.byProject.get(project) ?? 0) + loads)
  }

  /** The per-file table, the per-project sums and the budget's verdict, as printed at the end. */
  summary(): { text: string; problems: string[] } {
    const budget = this.budget()
    const loads = Object.fromEntries(this.byProject)
    const problems = budgetProblems(loads, budget)
    const files = [...this.byFile].sort((a, b) => b[1].ms - a[1].ms)
    const totalMs = files.reduce((s, [, r]) => s + r.ms, 0)
    const lines = [
      '',
      'Browser suite cost per file (worker-seconds: test time summed over the workers; page loads):',
      '| file | tests | worker-s | page loads |',
      '| --- | ---: | ---: | ---: |',
      ...files.map(([f, r]) => `| ${f} | ${r.tests} | ${(r.ms / 1000).toFixed(1)} | ${r.loads} |`),
      `| total | ${files.reduce((s, [, r]) => s + r.tests, 0)} | ${(totalMs / 1000).toFixed(1)} | ${files.reduce((s, [, r]) => s + r.loads, 0)} |`,
      '',
      'Page loads per project (budget: tests/page-load-budget.json):',
      ...Object.entries(loads)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([p, n]) => `  ${p}: ${n} of ${budget.projects[p] ?? 'no budget'}`),
    ]
    if (problems.length) lines.push('', 'Over the page-load budget:', ...problems.map((p) => `  ✖ ${p}`))
    return { text: lines.join('\n'), problems }
  }

  async onEnd(result: FullResult) {
    const { text, problems } = this.summary()
    console.log(text)
    if (problems.length && result.status === 'passed') return { status: 'failed' as const }
    return undefined
  }

  printsToStdio() {
    return false
  }
}
