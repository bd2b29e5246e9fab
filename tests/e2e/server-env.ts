/**
 * Settings the end-to-end server runs with (playwright.config.ts passes them on), known to the tests
 * so they can unlock the private videos and sign cookies of their own (an expired one, say).
 */
export const e2eServerEnv = {
  SESSION_SECRET: 'e2e-session-secret-not-for-production-0123456789',
  SECURE_VIDEOS_PASSWORD: 'courier-tutorials-e2e',
}
