import { adminSession, signIn } from './admin-helpers'
import { test as setup } from './fixtures'

/** Signs in once through the form; the admin specs reuse the session (playwright.config.ts). */
setup('sign in as the first staff account', async ({ page }) => {
  setup.setTimeout(120_000)
  await signIn(page)
  await page.context().storageState({ path: adminSession })
})
