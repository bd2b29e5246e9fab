import { defineConfig } from 'vitest/config'

// The start-up smoke tests run against the production build, after `npm run build`.
export default defineConfig({
  resolve: { alias: { '#app': new URL('./app', import.meta.url).pathname } },
  test: {
    include: ['tests/smoke/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // Two files at a time: each starts servers of its own (a free port, its own data directory or
    // PostgreSQL database, its own mail sink), and most of a file's time is a server starting, a
    // process killed and restarted, or a send going through the outbox: waiting, not computing.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
  },
})
