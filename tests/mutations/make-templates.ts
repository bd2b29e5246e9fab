// Migrates and seeds the integration tests' two starting databases once, for every integration run
// of the mutation harness (scripts/mutations.js), and prints where they are as JSON: the harness
// hands it to vitest as TEST_TEMPLATE_DATABASES (tests/integration/global-setup.ts) and removes
// the directory at the end. Run with tsx, in the harness's copy of the tree.
import { createTemplateDatabases } from '../integration/template-databases'

const { templates } = await createTemplateDatabases(undefined)
process.stdout.write(`${JSON.stringify(templates)}\n`)
