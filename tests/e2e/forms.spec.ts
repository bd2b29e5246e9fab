import { expect, expectNoAxeViolations, journeyLangs, localized, messages, test, visit } from './fixtures'
import { fillLead } from './lead-form'
import { mailbox } from './mailbox'

/**
 * The lead form on /contact (marketing-site.md §2 Contact, §3-§5, §8) in the browser: one journey
 * (issue #41) through the refusal's red box, the pending state, the success panel, the e-mails at the
 * end-to-end server's SMTP sink and the way back. The field rules (the mismatch message's timing,
 * the disabled submit, the options) are app/routes/forms/contact.test.tsx; the form without
 * JavaScript, the honeypot's markup and the contact details are visitor-http.spec.ts; the e-mails of
 * every form in both languages are tests/integration/forms.test.ts.
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
    test('a refused submission shows the failure in a red box above submit and keeps what was typed; then Processing..., the success panel, both e-mails, and back to a blank form', async ({
      page,
    }) => {
      await visit(page, localized(lang, '/contact'))
      const form = page.getByTestId('lead-form')
      const submit = form.getByRole('button', { name: t.contact.submit })
      // The honeypot is off the screen (its markup: visitor-http.spec.ts).
      await expect(page.locator('input[name="website_url"]')).not.toBeInViewport()
      await expect(submit).toBeDisabled()
      const address = unique(`lead-${lang}`)
      await fillLead(page, lang, address)
      await form.locator('textarea[name="message"]').fill('Hello <b>there</b>')
      await form.locator('input[name="hasVehicle"]').check()
      await form.locator('select[name="experience"]').selectOption('3-5')
      await expect(submit).toBeEnabled()

      // What a bot does: fill the honeypot nobody sees. The server refuses it.
      const honeypot = (value: string) =>
        page.locator('input[name="website_url"]').evaluate((el: HTMLInputElement, v) => {
          el.value = v
        }, value)
      await honeypot('http://spam.example')
      await submit.click()
      const alert = form.getByRole('alert')
      await expect(alert).toHaveText(t.contact.failure)
      await expectNoAxeViolations(page)
      await expect(form.locator('input[name="firstName"]')).toHaveValue('Ana')
      await expect(form.locator('select[name="experience"]')).toHaveValue('3-5')
      // The box sits above the submit button.
      const alertBox = (await alert.boundingBox())!
      const buttonBox = (await form.getByRole('button').last().boundingBox())!
      expect(alertBox.y).toBeLessThan(buttonBox.y)

      // A person's submission: the answer is held until the pending state has been seen.
      await honeypot('')
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/contact.data*', async (route) => {
        await held
        await route.continue()
      })
      await submit.click()
      await expect(form.getByRole('button', { name: t.common.processing })).toBeDisabled()
      release()

      const success = page.getByTestId('form-success')
      await expect(success).toContainText(t.contact.success.title)
      await expect(success).toContainText(t.contact.success.text)
      await expectNoAxeViolations(page)
      await page.unroute('**/contact.data*')

      const subject = lang === 'es' ? 'Hemos recibido su mensaje' : 'We received your message'
      await mailbox.waitFor((m) => m.to.includes(address) && m.subject === subject)
      const [staff] = await mailbox.waitFor((m) => m.to.includes(STAFF) && m.text.includes(address))
      expect(staff!.subject).toBe('New lead: Ana Díaz')
      expect(staff!.html).toContain('Hello &lt;b&gt;there&lt;/b&gt;')

      await success.getByRole('button', { name: t.contact.success.again }).click()
      await expect(page.getByTestId('lead-form')).toBeVisible()
      await expect(page.getByTestId('lead-form').locator('input[name="firstName"]')).toHaveValue('')
    })
  })
}
