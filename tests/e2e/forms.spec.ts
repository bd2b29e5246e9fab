import {
  expect,
  expectNoAxeViolations,
  journeyLangs,
  localized,
  messages,
  test,
  visit,
  type Lang,
} from './fixtures'
import { fillLead } from './lead-form'
import { mailbox } from './mailbox'

/**
 * The lead form on /contact (marketing-site.md §2 Contact, §3-§5, §8), with JavaScript: the
 * mismatch message's timing, the disabled submit, the success panel and its way back, the failure
 * box; the e-mails are read from the end-to-end server's SMTP sink.
 */

// A refused post (honeypot) answers 400: Chromium logs the status of the form's request.
test.use({ allowedConsoleErrors: [/status of (400|429)/] })

const STAFF = 'staff@example.com'
let visitor = 0
test.beforeEach(async ({ page }, testInfo) => {
  visitor += 1
  // Each test is its own visitor (own IP through the trusted loopback proxy): rate limits stay apart.
  await page.setExtraHTTPHeaders({
    'X-Forwarded-For': `198.19.${testInfo.workerIndex % 250}.${(visitor % 250) + 1}`,
  })
})

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

for (const lang of journeyLangs) {
  const t = messages[lang].forms
  test.describe(`lead form (${lang})`, () => {
    test('mismatch message timing and the disabled submit; a refused submission shows the failure text in a red box above submit and keeps what was typed', async ({
      page,
    }) => {
      await visit(page, localized(lang, '/contact'))
      const form = page.getByTestId('lead-form')
      const submit = form.getByRole('button', { name: t.contact.submit })
      const email = form.locator('input[name="email"]')
      const confirm = form.locator('input[name="confirmEmail"]')
      const mismatch = form.getByText(t.errors.emailMismatch)

      await expect(submit).toBeDisabled()
      // Typing in the e-mail field alone says nothing: the confirm field was not touched yet.
      await email.fill('ana@example.com')
      await expect(mismatch).toHaveCount(0)
      // The confirm field is checked as it changes…
      await confirm.pressSequentially('ana@')
      await expect(mismatch).toBeVisible()
      await expect(confirm).toHaveAttribute('aria-invalid', 'true')
      await confirm.fill('ana@example.com')
      await expect(mismatch).toHaveCount(0)
      // …and once it was touched, a change of the e-mail field re-checks it.
      await email.fill('ana@example.org')
      await expect(mismatch).toBeVisible()
      await email.fill('ana@example.com')
      await expect(mismatch).toHaveCount(0)

      // Required fields still empty: disabled. All filled: enabled. A mismatch: disabled again.
      await expect(submit).toBeDisabled()
      await fillLead(page, lang, 'ana@example.com')
      await expect(submit).toBeEnabled()
      await confirm.fill('ana@example.net')
      await confirm.blur()
      await expect(mismatch).toBeVisible()
      await expect(submit).toBeDisabled()
      // The experience select offers the five options, 'none' by default.
      const experience = form.locator('select[name="experience"]')
      await expect(experience).toHaveValue('none')
      await expect(experience.locator('option')).toHaveText(Object.values(t.options.leadExperience))
      await expect(form.getByText(t.contact.ifApplicable)).toBeVisible()
      await expect(form.locator('textarea[name="message"]')).toHaveAttribute('rows', '4')

      // A refused submission: the failure text in a red box above submit, what was typed kept.
      await fillLead(page, lang, unique('bot'))
      // What a bot does: fill the honeypot nobody sees. The server refuses it.
      await page.locator('input[name="website_url"]').evaluate((el: HTMLInputElement) => {
        el.value = 'http://spam.example'
      })
      await page.getByTestId('lead-form').getByRole('button', { name: t.contact.submit }).click()
      const alert = page.getByTestId('lead-form').getByRole('alert')
      await expect(alert).toHaveText(t.contact.failure)
      await expectNoAxeViolations(page)
      await expect(page.getByTestId('lead-form').locator('input[name="firstName"]')).toHaveValue('Ana')
      // The box sits above the submit button.
      const alertBox = (await alert.boundingBox())!
      const buttonBox = (await page.getByTestId('lead-form').getByRole('button').last().boundingBox())!
      expect(alertBox.y).toBeLessThan(buttonBox.y)
    })
  })
}

// The submission journey, also in Spanish: the e-mail language's smoke journey (the visitor's
// confirmation arrives in the language of the page).
for (const lang of ['en', 'es'] as const satisfies Lang[]) {
  const t = messages[lang].forms
  test.describe(`lead form (${lang})`, () => {
    test('a submission shows Processing..., the success panel, sends both e-mails, and goes back to a blank form', async ({
      page,
    }) => {
      await visit(page, localized(lang, '/contact'))
      const address = unique(`lead-${lang}`)
      await fillLead(page, lang, address)
      const form = page.getByTestId('lead-form')
      await form.locator('textarea[name="message"]').fill('Hello <b>there</b>')
      await form.locator('input[name="hasVehicle"]').check()
      await form.locator('select[name="experience"]').selectOption('3-5')
      // Hold the answer a moment so the submitting state can be seen.
      await page.route('**/contact.data*', async (route) => {
        await new Promise((r) => setTimeout(r, 400))
        await route.continue()
      })
      await form.getByRole('button', { name: t.contact.submit }).click()
      await expect(page.getByRole('button', { name: t.common.processing })).toBeDisabled()

      const success = page.getByTestId('form-success')
      await expect(success).toContainText(t.contact.success.title)
      await expect(success).toContainText(t.contact.success.text)
      await expectNoAxeViolations(page)

      const [confirmation] = await mailbox.waitFor((m) => m.to.includes(address))
      expect(confirmation!.subject).toBe(
        lang === 'es' ? 'Hemos recibido su mensaje' : 'We received your message',
      )
      const [staff] = await mailbox.waitFor((m) => m.to.includes(STAFF) && m.text.includes(address))
      expect(staff!.subject).toBe('New lead: Ana Díaz')
      expect(staff!.html).toContain('Hello &lt;b&gt;there&lt;/b&gt;')

      await page.unroute('**/contact.data*')
      await success.getByRole('button', { name: t.contact.success.again }).click()
      await expect(page.getByTestId('lead-form')).toBeVisible()
      await expect(page.getByTestId('lead-form').locator('input[name="firstName"]')).toHaveValue('')
    })
  })
}

test('the honeypot is hidden from people and assistive technology', async ({ page }) => {
  await visit(page, '/contact')
  const honeypot = page.locator('input[name="website_url"]')
  await expect(honeypot).toHaveAttribute('tabindex', '-1')
  await expect(honeypot).toHaveAttribute('autocomplete', 'off')
  await expect(honeypot.locator('xpath=ancestor::div[@aria-hidden="true"]')).toHaveCount(1)
  await expect(honeypot).not.toBeInViewport()
})

test('the contact page shows the contact details', async ({ page }) => {
  await visit(page, '/contact')
  const details = page.getByTestId('contact-details')
  await expect(details.getByRole('link', { name: /555/ })).toHaveAttribute('href', /^tel:/)
  await expect(details.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the lead form is validated by the server, keeps the values, escapes them, and then succeeds', async ({
    page,
  }) => {
    const t = messages.en.forms
    await page.goto('/contact')
    const form = page.getByTestId('lead-form')
    const hostile = '<img src=x onerror=alert(1)>'
    await form.locator('input[name="firstName"]').fill(hostile)
    await form.locator('input[name="email"]').fill('nojs@example.com')
    await form.locator('input[name="confirmEmail"]').fill('other@example.com')
    await form.getByRole('button', { name: t.contact.submit }).click()
    await expect(page.getByTestId('lead-form')).toBeVisible()
    await expect(page.getByText(t.errors.emailMismatch)).toBeVisible()
    await expect(page.getByText(t.errors.required).first()).toBeVisible()
    // Typed values stay, as text: the markup never became an element.
    await expect(page.getByTestId('lead-form').locator('input[name="firstName"]')).toHaveValue(hostile)
    await expect(page.locator('img[src="x"]')).toHaveCount(0)

    const address = unique('nojs')
    await fillLead(page, 'en', address)
    await page.getByTestId('lead-form').getByRole('button', { name: t.contact.submit }).click()
    await expect(page.getByTestId('form-success')).toContainText(t.contact.success.text)
    await mailbox.waitFor((m) => m.to.includes(address))
    await mailbox.waitFor((m) => m.to.includes(STAFF) && m.text.includes(address))
    await page.getByRole('button', { name: t.contact.success.again }).click()
    await expect(page.getByTestId('lead-form').locator('input[name="firstName"]')).toHaveValue('')
  })
})
