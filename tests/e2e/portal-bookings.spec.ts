import { operators as seeded } from '../../app/.server/db/seed-data/operators'
import { adminSession, openAdmin, SLOW } from './admin-helpers'
import { expect, expectNoAxeViolations, messages, test, visit, waitForHydration } from './fixtures'
import { mailbox } from './mailbox'
import { requestBooking } from './admin-http'

// Staff are signed in once, by the setup project (admin-session.setup.ts): they invite the operator.
test.use({ storageState: adminSession })
// Setting a password and signing in cost a password hash each: slow on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 })

// An operator no other journey invites or gives bookings to (portal.spec.ts invites the oldest one,
// admin-bookings.spec.ts books Delray Beach and reassigns to Miami).
const operator = seeded.find((o) => o.slug === 'peachtree-courier')!
const other = seeded.find((o) => o.slug === 'bayou-city-courier')!
const en = messages.en
const es = messages.es
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text)

/**
 * My bookings (issue #21 items 3, 4): a customer books in Spanish from an operator's public page;
 * the operator (invited by staff, password set through the e-mailed link) signs in, finds the request
 * in My bookings and accepts it; the customer's acceptance e-mail arrives at the SMTP peer in
 * Spanish, the booking's language. My quotes opens from the portal navigation.
 */
test('a customer books in Spanish → the operator accepts in My bookings → the customer is e-mailed in Spanish', async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
  const ownerEmail = `peachtree-owner-${stamp}@example.com`
  const customerEmail = `cliente-${stamp}@example.com`
  const otherEmail = `other-${stamp}@example.com`
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.24.${Math.floor(Math.random() * 250)}.9` })

  // Staff invite the operator from the Operators tab.
  await openAdmin(page, { path: '/admin/operators' })
  const cell = page
    .getByRole('row')
    .filter({ hasText: `/${operator.slug}` })
    .getByTestId(/^portal-access-\d+$/)
  await cell.getByLabel(en.portal.admin.email).fill(ownerEmail)
  await cell
    .getByRole('button', { name: new RegExp(`^(${en.portal.admin.invite}|${en.portal.admin.resend})`) })
    .click()
  await expect(page.getByText(fill(en.portal.admin.invitedNotice, { email: ownerEmail }))).toBeVisible({
    timeout: SLOW,
  })
  const [invitation] = await mailbox.waitFor((m) => m.to.includes(ownerEmail))
  const link = new URL(
    /https?:\/\/[^\s"<>]+\/portal\/set-password\?token=[\w-]{43}/.exec(invitation!.text)![0],
  )

  // A customer books in Spanish from the operator's page, and another operator's page gets a
  // request too (never shown to this operator): posted as the booking form posts them (the form's
  // journey: operators.spec.ts).
  await requestBooking(request, baseURL!, `/es/${operator.slug}`, {
    name: 'Lucía Gómez',
    phone: '(404) 555-0177',
    email: customerEmail,
    pickup: '55 Trinity Ave SW, Atlanta, GA 30303',
    delivery: 'Decatur, GA 30030',
  })
  await requestBooking(request, baseURL!, `/${other.slug}`, {
    name: 'Other Customer',
    phone: '(713) 555-0101',
    email: otherEmail,
    pickup: '901 Bagby St, Houston, TX 77002',
    delivery: 'Bellaire, TX 77401',
  })

  // The operator sets a password through the invitation, and signs in.
  await page.context().clearCookies()
  await page.goto(link.pathname + link.search)
  await waitForHydration(page)
  await page.getByLabel(en.portal.setPassword.password).fill('peachtree-e2e-pass')
  await page.getByLabel(en.portal.setPassword.confirmPassword).fill('peachtree-e2e-pass')
  await page.getByRole('button', { name: en.portal.setPassword.submit }).click()
  await expect(page.getByText(en.portal.login.passwordSet)).toBeVisible({ timeout: SLOW })
  await page.getByLabel(en.portal.login.email).fill(ownerEmail)
  await page.getByLabel(en.portal.login.password).fill('peachtree-e2e-pass')
  await page.getByRole('button', { name: en.portal.login.submit }).click()
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: SLOW })
  await waitForHydration(page)

  // My bookings, from the portal navigation.
  const nav = page.getByRole('navigation', { name: en.portal.shell.navLabel })
  await nav.getByRole('link', { name: en.portal.nav.bookings }).click()
  await expect(page).toHaveURL(/\/portal\/bookings$/)
  await expect(
    page.getByRole('heading', { level: 1, name: fill(en.bookings.page.title, { name: operator.name }) }),
  ).toBeVisible()
  const item = page.getByTestId('booking-item').filter({ hasText: customerEmail })
  await expect(item).toHaveCount(1)
  await expect(item.getByTestId('booking-status')).toHaveText(en.bookings.status.pending)
  await expect(item).toContainText('Decatur, GA 30030')
  await expectNoAxeViolations(page)

  // Only this operator's requests, also in the data of client-side navigation.
  const data = await page.request.get('/portal/bookings.data')
  expect(data.status()).toBe(200)
  const body = await data.text()
  expect(body).toContain(customerEmail)
  expect(body).not.toContain(otherEmail)
  await expect(page.getByTestId('booking-list')).not.toContainText(otherEmail)

  const heading = await item.getByRole('heading').textContent()
  const id = Number(/#(\d+)/.exec(heading!)![1])
  await item.getByRole('button', { name: fill(en.bookings.acceptLabel, { id }) }).click()
  await expect(page.getByTestId('booking-notice')).toHaveText(fill(en.bookings.done.accept, { id }), {
    timeout: SLOW,
  })
  await expect(item.getByTestId('booking-status')).toHaveText(en.bookings.status.accepted)
  await expect(item.getByRole('button', { name: fill(en.bookings.completeLabel, { id }) })).toBeVisible()
  await expectNoAxeViolations(page)

  // The customer's acceptance, in Spanish: the language they booked in.
  const [accepted] = await mailbox.waitFor(
    (m) => m.to.includes(customerEmail) && m.subject.includes(operator.name) && /aceptó/.test(m.subject),
    SLOW,
  )
  expect(accepted!.subject).toBe(`${operator.name} aceptó su solicitud de reserva`)
  expect(accepted!.html).toContain('lang="es"')
  expect(accepted!.text).toContain(`Hola Lucía Gómez, ${operator.name} aceptó su solicitud de reserva`)

  // My quotes, from the navigation too.
  await nav.getByRole('link', { name: en.portal.nav.quotes }).click()
  await expect(page).toHaveURL(/\/portal\/quotes$/)
  await expect(
    page.getByRole('heading', { level: 1, name: fill(en.portalQuotes.page.title, { name: operator.name }) }),
  ).toBeVisible()
  await expect(page.getByRole('table', { name: en.portalQuotes.caption })).toBeVisible()
  await expectNoAxeViolations(page)

  // And in Spanish: one page load, then My quotes from the navigation.
  await visit(page, '/es/portal/bookings')
  await expect(
    page.getByTestId('booking-item').filter({ hasText: customerEmail }).getByTestId('booking-status'),
  ).toHaveText(es.bookings.status.accepted)
  await expectNoAxeViolations(page)
  await page
    .getByRole('navigation', { name: es.portal.shell.navLabel })
    .getByRole('link', { name: es.portal.nav.quotes })
    .click()
  await expect(page).toHaveURL(/\/es\/portal\/quotes$/)
  await expect(page.getByRole('table', { name: es.portalQuotes.caption })).toBeVisible()
  await expectNoAxeViolations(page)
})
