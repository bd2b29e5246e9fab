import type { TestProject } from 'vitest/node'
import { createTemplateDatabases, type TemplateDatabases } from './template-databases'

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabases: TemplateDatabases | null
  }
}

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
  const { templates, remove } = await createTemplateDatabases(process.env.TEST_DATABASE_URL || undefined)
  project.provide('templateDatabases', templates)
  return remove
}
