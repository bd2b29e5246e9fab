import { defineConfig } from 'vitest/config'

// Kept apart from vite.config.ts: the reactRouter() plugin is not wanted under Vitest.
export default defineConfig({
  resolve: { alias: { '#app': new URL('./app', import.meta.url).pathname } },
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.{ts,js}',
      'tests/integration/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'tests/lint/**/*.test.ts',
    ],
    environment: 'node',
    // Migrates and seeds once per run; each test file starts from a copy (createTestDatabase).
    globalSetup: ['tests/integration/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
})
