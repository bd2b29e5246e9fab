import type { TestProject } from 'vitest/node'
import { createTemplateDatabases, type TemplateDatabases } from './template-databases'

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabases: TemplateDatabases | null
  }
}

type Made = Awaited<ReturnType<typeof createTemplateDatabases>>

/**
 * The templates of this run, shared by the projects that name this setup (vitest.config.ts: `node`
 * and `node (isolated)`, ADR 063): each project runs its global setup, and both run in Vitest's
 * main process, so the first makes them and the last to finish removes them.
 */
const shared = globalThis as { templateDatabasesOfRun?: { made: Promise<Made>; users: number } }

/**
 * Vitest global setup: migrate and seed once per run, so each test file starts from a copy
 * (createTestDatabase) instead of building a database of its own.
 */
export default async function setup(project: TestProject) {
  // Made once by the caller for many runs (the mutation harness: tests/mutations/make-templates.ts).
  const kept = process.env.TEST_TEMPLATE_DATABASES
  if (kept && !process.env.TEST_DATABASE_URL) {
    project.provide('templateDatabases', JSON.parse(kept) as TemplateDatabases)
    return
  }
  shared.templateDatabasesOfRun ??= {
    made: createTemplateDatabases(process.env.TEST_DATABASE_URL || undefined),
    users: 0,
  }
  const run = shared.templateDatabasesOfRun
  run.users += 1
  const { templates, remove } = await run.made
  project.provide('templateDatabases', templates)
  return async () => {
    run.users -= 1
    if (run.users > 0) return
    shared.templateDatabasesOfRun = undefined
    await remove()
  }
}
