import type { Page } from '@playwright/test'
import { content, type Lang } from './fixtures'

/** The lead form on /contact, filled as a visitor would (tests/e2e/forms.spec.ts, deploy.spec.ts). */
export async function fillLead(page: Page, lang: Lang, email: string) {
  // The lead form's labels are the contact page's editable content; the tests see its defaults.
  const labels = content[lang].contact.form.fields
  const form = page.getByTestId('lead-form')
  await form.getByLabel(labels.firstName, { exact: false }).first().fill('Ana')
  await form.getByLabel(labels.lastName, { exact: false }).first().fill('Díaz')
  await form.locator('input[name="email"]').fill(email)
  await form.locator('input[name="confirmEmail"]').fill(email)
  await form.locator('input[name="phone"]').fill('(305) 555-0101')
  await form.locator('input[name="city"]').fill('Miami')
  await form.locator('input[name="state"]').fill('FL')
}
