import type { Page } from '@playwright/test'
import type { Lang } from './fixtures'

/** The lead form on /contact, filled as a visitor would (tests/e2e/forms.spec.ts, deploy.spec.ts). */
export function leadLabels(lang: Lang) {
  // The lead form's labels are the contact page's editable content; these are its defaults.
  return lang === 'es'
    ? {
        firstName: 'Nombre',
        lastName: 'Apellido',
        email: 'Correo electrónico',
        confirmEmail: 'Confirme su correo electrónico',
        phone: 'Teléfono',
        city: 'Ciudad',
        state: 'Estado',
      }
    : {
        firstName: 'First Name',
        lastName: 'Last Name',
        email: 'Email',
        confirmEmail: 'Confirm Email',
        phone: 'Phone',
        city: 'City',
        state: 'State',
      }
}

export async function fillLead(page: Page, lang: Lang, email: string) {
  const l = leadLabels(lang)
  const form = page.getByTestId('lead-form')
  await form.getByLabel(l.firstName, { exact: false }).first().fill('Ana')
  await form.getByLabel(l.lastName, { exact: false }).first().fill('Díaz')
  await form.locator('input[name="email"]').fill(email)
  await form.locator('input[name="confirmEmail"]').fill(email)
  await form.locator('input[name="phone"]').fill('(305) 555-0101')
  await form.locator('input[name="city"]').fill('Miami')
  await form.locator('input[name="state"]').fill('FL')
}
