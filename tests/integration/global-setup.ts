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
  const { templates, remove } = await createTemplateDatabases(process.env.TEST_DATABASE_URL || undefined)
  project.provide('templateDatabases', templates)
  return remove
}
