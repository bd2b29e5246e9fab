import { defineConfig } from 'vitest/config'

// The mutation harness (scripts/mutations.js) runs the unit files that need no database with this
// config: vitest.config.ts's node project without its global setup, which migrates and seeds two
// databases before any file runs (most of the time of a one-file run). A file that does need a
// database fails here, so the harness's --baseline run shows it.
export default defineConfig({
  resolve: { alias: { '#app': new URL('../../app', import.meta.url).pathname } },
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['app/**/*.test.ts', 'server/**/*.test.{ts,js}', 'scripts/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
  },
})
