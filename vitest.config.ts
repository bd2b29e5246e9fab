import { defineConfig } from 'vitest/config'
import SlowFirstSequencer from './tests/support/slow-first-sequencer'

// Kept apart from vite.config.ts: the reactRouter() plugin is not wanted under Vitest.
// Two projects: the route and component tests (`*.test.tsx` under app/components and app/routes)
// render in jsdom; everything else (domain rules, services, integration on PGlite or PostgreSQL)
// stays in node. `vitest run tests/integration` filters both and finds only node files.
const domTests = ['app/components/**/*.test.tsx', 'app/routes/**/*.test.tsx']

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
          include: [
            'app/**/*.test.{ts,tsx}',
            'server/**/*.test.{ts,js}',
            'tests/integration/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          exclude: domTests,
          environment: 'node',
          // Migrates and seeds once per run; each test file starts from a copy (createTestDatabase).
          globalSetup: ['tests/integration/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: domTests,
          environment: 'jsdom',
          setupFiles: ['tests/support/dom-setup.ts'],
        },
      },
    ],
  },
})
