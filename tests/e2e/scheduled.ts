import type { APIRequestContext } from '@playwright/test'
import { expect } from '@playwright/test'

/**
 * Runs the end-to-end server's outbox jobs of `channel` that are due by `at`, as if it were `at`
 * (POST /__e2e/outbox, app/routes/system/test-outbox.ts; test-only). A browser test of scheduled
 * work schedules at a time the server accepts and then runs the job at once instead of waiting for
 * its time (issue #41): what the job does at its time is proven with a controlled clock in
 * integration (tests/integration/content-drafts.test.ts, newsletter-send.test.tsx).
 */
export async function runDueJobs(
  request: APIRequestContext,
  baseURL: string,
  { at, channel }: { at: Date; channel: string },
) {
  const response = await request.post('/__e2e/outbox', {
    form: { at: at.toISOString(), channel },
    headers: { Origin: new URL(baseURL).origin },
  })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as { sent: number; retried: number; failed: number }
}
