import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { moduleMockingFiles } from './tests/support/module-mocking-files'
import SlowFirstSequencer from './tests/support/slow-first-sequencer'

// Kept apart from vite.config.ts: the reactRouter() plugin is not wanted under Vitest.
// Two environments: the route and component tests (`*.test.tsx` under app/components and app/routes)
// render in jsdom; everything else (domain rules, services, integration on PGlite or PostgreSQL)
// stays in node; each has a project without isolation and one for the files that mock a module.
// `vitest run tests/integration` filters them all and finds only node files.
const domTests = ['app/components/**/*.test.tsx', 'app/routes/**/*.test.tsx']

/**
 * The files that replace a module with `vi.mock` run isolated (a module registry of their own); all
 * others share their worker's registry (`isolate: false`), so React, React Router, the database
 * layer and the app's modules are imported once per worker instead of once per file: the import
 * and jsdom set-up were two thirds of the unit step's time (ADR 063).
 */
const isolated = moduleMockingFiles(path.dirname(fileURLToPath(import.meta.url)), [
  'app',
  'server',
  'scripts',
  'tests/integration',
  'tests/lint',
])
const isIsolatedDom = (file: string) => /^app\/(components|routes)\/.*\.test\.tsx$/.test(file)

/**
 * The integration files about the embedded database itself (ADR 054): its data directory, crash
 * recovery, its backup and restore. When `npm test` runs the integration suite on PostgreSQL, the
 * PGlite run keeps only these (VITEST_INTEGRATION=pglite-engine); the browser and smoke steps
 * serve every page and form on PGlite anyway.
 */
export const PGLITE_ENGINE_TESTS = [
  'tests/integration/database.test.ts',
  'tests/integration/backup-restore.test.ts',
  'tests/integration/outbox-kill.test.ts',
]
const integration =
  process.env.VITEST_INTEGRATION === 'pglite-engine'
    ? PGLITE_ENGINE_TESTS
    : ['tests/integration/**/*.test.{ts,tsx}']

const nodeTests = [
  'app/**/*.test.{ts,tsx}',
  'server/**/*.test.{ts,js}',
  ...integration,
  'scripts/**/*.test.ts',
  'tests/lint/**/*.test.ts',
]

export default defineConfig({
  resolve: { alias: { '#app': new URL('./app', import.meta.url).pathname } },
  test: {
    // Longer on a loaded machine (the mutation harness, scripts/mutations.js, sets them).
    testTimeout: Number(process.env.VITEST_TEST_TIMEOUT ?? 30_000),
    hookTimeout: Number(process.env.VITEST_HOOK_TIMEOUT ?? 60_000),
    pool: 'forks',
    // Vitest's default on a 2-core machine is one worker (CPUs - 1), which ran the 110 files one
    // after another (339 s). The slowest files mostly wait (a worker process killed and restarted,
    // a newsletter sent through the outbox, password hashes), so three workers keep both cores
    // busy. Each file has its own database copy, mail sink and client IPs: they never share state.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    // The few slow files first, so none of them runs alone at the end.
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: nodeTests,
          exclude: [...domTests, ...isolated],
          environment: 'node',
          isolate: false,
          // Migrates and seeds once per run; each test file starts from a copy (createTestDatabase).
          globalSetup: ['tests/integration/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node (isolated)',
          include: isolated.filter(
            (file) =>
              !isIsolatedDom(file) &&
              (!file.startsWith('tests/integration/') ||
                process.env.VITEST_INTEGRATION !== 'pglite-engine' ||
                PGLITE_ENGINE_TESTS.includes(file)),
          ),
          exclude: domTests,
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: domTests,
          exclude: isolated,
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['tests/support/dom-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom (isolated)',
          include: isolated.filter(isIsolatedDom),
          environment: 'jsdom',
          setupFiles: ['tests/support/dom-setup.ts'],
        },
      },
    ],
  },
})
