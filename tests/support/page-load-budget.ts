/**
 * The page-load budget of the browser suite (issue #41): tests/page-load-budget.json states, per
 * Playwright project, how many page loads its tests may make in one whole run. A count is exact
 * (tests/support/page-loads.ts counts every document a tab asks for), so a change that adds page
 * loads beyond the budget fails the run however fast the machine is, and raising the budget is a
 * change of that file, reviewed like code.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

export type PageLoadBudget = { projects: Record<string, number> }

export const BUDGET_FILE = path.resolve(import.meta.dirname, '../page-load-budget.json')

export function readBudget(file = BUDGET_FILE): PageLoadBudget {
  return JSON.parse(readFileSync(file, 'utf8')) as PageLoadBudget
}

/**
 * What is wrong with a run's page loads per project against the budget: a project over its
 * allowance, or one that loads pages and has no allowance at all. Empty when the run is within it.
 */
export function budgetProblems(loads: Record<string, number>, budget: PageLoadBudget): string[] {
  const problems: string[] = []
  for (const [project, count] of Object.entries(loads).sort(([a], [b]) => a.localeCompare(b))) {
    const allowed = budget.projects[project]
    if (allowed === undefined) {
      if (count > 0)
        problems.push(
          `project '${project}' made ${count} page loads and has no budget in tests/page-load-budget.json`,
        )
    } else if (count > allowed) {
      problems.push(
        `project '${project}' made ${count} page loads, over its budget of ${allowed} ` +
          `(tests/page-load-budget.json): test what does not need a browser below it, or share a load`,
      )
    }
  }
  return problems
}
