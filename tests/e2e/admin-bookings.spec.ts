import { operators as seeded } from '../../app/.server/db/seed-data/operators'
import { adminSession, openAdmin } from './admin-helpers'
import { requestBooking } from './admin-http'
import { expect, expectNoAxeViolations, journeyLangs, localized, messages, test } from './fixtures'

// Signed in once, by the setup project (admin-session.setup.ts).
test.use({ storageState: adminSession })
test.describe.configure({ timeout: 150_000 })

const rich = seeded.find((o) => o.areaServed === 'Delray Beach, FL')!
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text)

/**
 * The Bookings tab (issue #21 item 3): a customer's booking request from an operator page is listed
 * for staff with its operator, status, addresses and contact, and reassigned to another operator.
 * The request is posted over HTTP as the page's form sends it (the form itself: operators.spec.ts,
 * app/routes/operators/operator.test.tsx); the list's rows and the reassignment's stored change:
 * tests/integration/booking-workflow.test.ts, app/routes/admin/bookings.test.tsx.
 */
for (const lang of journeyLangs) {
  const t = messages[lang].adminBookings
  test(`a booking request is listed for staff and reassigned (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const email = `tab-${lang}-${Date.now()}@example.com`
    await requestBooking(request, baseURL!, localized(lang, `/${rich.slug}`), {
      name: 'Ana Ruiz',
      phone: '(561) 555-0199',
      email,
      pickup: '100 E Atlantic Ave, Delray Beach, FL 33444',
      delivery: 'Boca Raton, FL 33431',
    })

    await openAdmin(page, { lang, path: '/admin/bookings' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[lang].admin.shell.tabs.bookings)
    const row = page.getByTestId('booking-row').filter({ hasText: email })
    await expect(row).toHaveCount(1)
    await expect(row.getByTestId('booking-operator')).toHaveText(rich.name)
    await expect(row.getByTestId('booking-status')).toHaveText(t.status.pending)
    await expect(row).toContainText('Boca Raton, FL 33431')
    await expectNoAxeViolations(page)

    const id = Number((await row.getByRole('cell').first().textContent())!.replace('#', ''))
    const other = seeded.find((s) => s.slug !== rich.slug)!
    await row.getByLabel(fill(t.reassignTo, { id })).selectOption({ label: other.name })
    await row.getByRole('button', { name: fill(t.reassignLabel, { id }) }).click()
    await expect(page.getByRole('status')).toHaveText(fill(t.reassigned, { id, operator: other.name }))
    await expect(row.getByTestId('booking-operator')).toContainText(other.name)
  })
}
