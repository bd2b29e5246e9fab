import { describe, expect, it } from 'vitest'
import type { TestCase, TestResult } from '@playwright/test/reporter'
import { budgetProblems, readBudget } from '../support/page-load-budget'
import PageLoadReporter from '../support/page-load-reporter'
import { PAGE_LOADS } from '../support/page-loads'

/** A finished test as the reporter sees it: its project, file, duration and counted page loads. */
function finished(project: string, file: string, loads: number, duration = 1000) {
  const test = {
    parent: { project: () => ({ name: project }) },
    location: { file: `/repo/tests/${file}`, line: 1, column: 1 },
    annotations: [{ type: PAGE_LOADS, description: String(loads) }],
  } as unknown as TestCase
  const result = { duration, annotations: [] } as unknown as TestResult
  return [test, result] as const
}

async function run(budget: Record<string, number>, tests: ReturnType<typeof finished>[]) {
  const reporter = new PageLoadReporter({ budget: { projects: budget } })
  reporter.onBegin({ configFile: '/repo/playwright.config.ts' } as never, {} as never)
  for (const [test, result] of tests) reporter.onTestEnd(test, result)
  const log = console.log
  console.log = () => {}
  try {
    return { verdict: await reporter.onEnd({ status: 'passed' } as never), summary: reporter.summary() }
  } finally {
    console.log = log
  }
}

describe('the page-load budget (issue #41)', () => {
  it('passes a run within every project budget', () => {
    expect(budgetProblems({ desktop: 120, mobile: 9 }, { projects: { desktop: 120, mobile: 10 } })).toEqual(
      [],
    )
  })

  it('names a project over its budget, and one that loads pages without a budget', () => {
    const problems = budgetProblems({ desktop: 121, extra: 3, idle: 0 }, { projects: { desktop: 120 } })
    expect(problems).toHaveLength(2)
    expect(problems[0]).toMatch(/'desktop' made 121 page loads, over its budget of 120/)
    expect(problems[1]).toMatch(/'extra' made 3 page loads and has no budget/)
  })

  it('the reporter fails a passing run whose page loads exceed the budget, by an exact count', async () => {
    const within = await run({ desktop: 5 }, [
      finished('desktop', 'e2e/a.spec.ts', 3),
      finished('desktop', 'e2e/b.spec.ts', 2),
    ])
    expect(within.verdict).toBeUndefined()
    const over = await run({ desktop: 5 }, [
      finished('desktop', 'e2e/a.spec.ts', 3),
      finished('desktop', 'e2e/b.spec.ts', 3),
    ])
    expect(over.verdict).toEqual({ status: 'failed' })
    expect(over.summary.problems.join('\n')).toMatch(/made 6 page loads, over its budget of 5/)
  })

  it('prints worker-seconds and page loads per file, slowest first', async () => {
    const { summary } = await run({ desktop: 10 }, [
      finished('desktop', 'e2e/a.spec.ts', 1, 2000),
      finished('desktop', 'e2e/b.spec.ts', 4, 9000),
      finished('desktop', 'e2e/a.spec.ts', 1, 500),
    ])
    const rows = summary.text.split('\n').filter((l) => l.startsWith('| tests/'))
    expect(rows).toEqual(['| tests/e2e/b.spec.ts | 1 | 9.0 | 4 |', '| tests/e2e/a.spec.ts | 2 | 2.5 | 2 |'])
    expect(summary.text).toMatch(/desktop: 6 of 10/)
  })

  it('the committed budget names every browser project of the configuration', async () => {
    const { default: config } = await import('../../playwright.config')
    const budget = readBudget()
    const browserProjects = (config.projects ?? [])
      .map((p) => p.name!)
      .filter((n) => n !== 'audits-inventory')
    for (const name of browserProjects) expect(budget.projects, name).toHaveProperty(name)
  })
})
