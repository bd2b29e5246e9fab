import { defineConfig } from 'vitest/config'

// The start-up smoke tests run against the production build, after `npm run build`.
export default defineConfig({
  resolve: { alias: { '#app': new URL('./app', import.meta.url).pathname } },
  test: {
    include: ['tests/smoke/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // Three files at a time: each starts servers of its own (a free port, its own data directory or
    // PostgreSQL database, its own mail sink), and much of a file's time is a server starting, a
    // process killed and restarted, or a send going through the outbox: waiting, not computing.
    // Two kept the two cores 64 % busy (243 s on a clean clone); three keep them ~94 % busy
    // (183 s), each server and command still within its own timeout (issue #41).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
  },
})
