import { defineConfig } from 'vitest/config'

// The start-up smoke tests run against the production build, after `npm run build`.
export default defineConfig({
  resolve: { alias: { '#app': new URL('./app', import.meta.url).pathname } },
  test: {
    include: ['tests/smoke/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
})
