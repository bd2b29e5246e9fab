import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { defaultContent } from '#app/domain/content/defaults'
import { siteSettingDefaults } from '#app/domain/settings/site-settings'
import type { Lang } from '#app/domain/routing/locale'
import type { FormActionData } from '#app/components/forms/use-public-form'
import { renderRoutes, resources, TEST_SUBMISSION_KEY } from '../../../tests/support/render-route'
import Contact from './contact'

/** A deferred answer of the stubbed action: the test decides when the "server" replies. */
function pendingAction() {
  let reply: (data: FormActionData) => void = () => {}
  const action = () => new Promise<FormActionData>((resolve) => (reply = resolve))
  return { action, reply: (data: FormActionData) => act(async () => reply(data)) }
}

function renderContact(
  lang: Lang,
  action: (args: { request: Request }) => unknown = () => null,
  path = '/contact',
) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/contact' : '/contact',
        Component: Contact as never,
        loader: () => ({ content: defaultContent[lang].contact }),
        action,
      },
    ],
    { lang, path },
  )
}

/** Fills the required fields by their labels, each at once (pasted): keystrokes are tested apart. */
async function fillLead(user: ReturnType<typeof renderContact>['user'], lang: Lang, email: string) {
  const form = screen.getByTestId('lead-form')
  const labels = defaultContent[lang].contact.form.fields
  const values = {
    firstName: 'Ana',
    lastName: 'Ruiz',
    email,
    confirmEmail: email,
    phone: '5551234567',
    city: 'Miami',
    state: 'FL',
  }
  for (const [name, value] of Object.entries(values)) {
    const label = labels[name as keyof typeof values].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    await user.click(within(form).getByLabelText(new RegExp(`^${label}`)))
    await user.paste(value)
  }
}

for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].forms
  describe(`lead form on /contact (${lang})`, () => {
    it("the contact details give the spec's response time, office hours and visits by appointment", async () => {
      renderContact(lang)
      const hours = await screen.findByTestId('contact-hours')
      expect(
        within(hours)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        t.contact.details.response,
        t.contact.details.hours.replace(
          '{{hours}}',
          lang === 'es' ? siteSettingDefaults.officeHoursEs : siteSettingDefaults.officeHours,
        ),
        t.contact.details.visits,
      ])
      if (lang === 'en') {
        expect(hours).toHaveTextContent('within 24 hours')
        expect(hours).toHaveTextContent('Mon-Fri 9am-5pm EST')
        expect(hours).toHaveTextContent(/office visits by appointment only/i)
      }
    })

    it('the submit waits for every required field and matching addresses; the mismatch shows beside the field', async () => {
      const { user } = renderContact(lang)
      const form = await screen.findByTestId('lead-form')
      const submit = within(form).getByRole('button', { name: t.contact.submit })
      const email = form.querySelector<HTMLInputElement>('input[name="email"]')!
      const confirm = form.querySelector<HTMLInputElement>('input[name="confirmEmail"]')!
      // Disabled once hydrated (without JavaScript the button stays enabled and the server validates).
      await waitFor(() => expect(submit).toBeDisabled())
      // The e-mail field alone says nothing: the confirm field was not touched yet.
      await user.type(email, 'ana@example.com')
      expect(within(form).queryByText(t.errors.emailMismatch)).not.toBeInTheDocument()
      // The confirm field is checked as it changes…
      await user.type(confirm, 'ana@')
      expect(within(form).getByTestId('error-confirmEmail')).toHaveTextContent(t.errors.emailMismatch)
      expect(confirm).toHaveAttribute('aria-invalid', 'true')
      expect(confirm).toHaveAccessibleDescription(t.errors.emailMismatch)
      await user.type(confirm, 'example.com')
      expect(within(form).queryByText(t.errors.emailMismatch)).not.toBeInTheDocument()
      // …and once it was touched, a change of the e-mail field re-checks it.
      await user.type(email, 'x')
      expect(within(form).getByText(t.errors.emailMismatch)).toBeInTheDocument()
      await user.type(email, '{Backspace}')
      expect(within(form).queryByText(t.errors.emailMismatch)).not.toBeInTheDocument()
      expect(submit).toBeDisabled()
      await user.clear(email)
      await user.clear(confirm)
      await fillLead(user, lang, 'ana@example.com')
      expect(submit).toBeEnabled()
      await user.type(confirm, 'x')
      expect(submit).toBeDisabled()
      // The experience select offers the five options, 'none' by default.
      const experience = form.querySelector<HTMLSelectElement>('select[name="experience"]')!
      expect(experience).toHaveValue('none')
      expect([...experience.options].map((o) => o.textContent)).toEqual(
        Object.values(t.options.leadExperience),
      )
    })

    it('a required field left empty says so under the field once it loses focus', async () => {
      const { user } = renderContact(lang)
      const form = await screen.findByTestId('lead-form')
      const firstName = form.querySelector<HTMLInputElement>('input[name="firstName"]')!
      await user.click(firstName)
      await user.tab()
      expect(within(form).getByTestId('error-firstName')).toHaveTextContent(t.errors.required)
      expect(firstName).toHaveAttribute('aria-invalid', 'true')
      await user.type(firstName, 'Ana')
      expect(within(form).queryByTestId('error-firstName')).not.toBeInTheDocument()
    })

    it('the page a post without JavaScript is sent to once stored (?sent=1) shows the success panel', async () => {
      renderContact(lang, undefined, '/contact?sent=1')
      const success = await screen.findByTestId('form-success')
      expect(success).toHaveTextContent(t.contact.success.title)
      expect(screen.queryByTestId('lead-form')).toBeNull()
    })

    it('while the action runs the button says Processing and is disabled; success shows the panel', async () => {
      const pending = pendingAction()
      const { user } = renderContact(lang, pending.action)
      await screen.findByTestId('lead-form')
      await fillLead(user, lang, 'ana@example.com')
      await user.click(screen.getByRole('button', { name: t.contact.submit }))
      expect(await screen.findByRole('button', { name: t.common.processing })).toBeDisabled()
      await pending.reply({ outcome: 'success', result: { status: 'success' } })
      const success = await screen.findByTestId('form-success')
      expect(success).toHaveTextContent(t.contact.success.title)
      expect(success).toHaveTextContent(t.contact.success.text)
      expect(within(success).getByRole('heading', { name: t.contact.success.title })).toHaveFocus()
    })

    it("a double click posts once, with the page's submission key (ADR 056)", async () => {
      const posted: FormData[] = []
      const pending = pendingAction()
      const { user } = renderContact(lang, async ({ request }: { request: Request }) => {
        posted.push(await request.formData())
        return pending.action()
      })
      await screen.findByTestId('lead-form')
      await fillLead(user, lang, 'ana@example.com')
      // Both clicks before React renders the disabled button (a slow device, a quick double click).
      const submit = screen.getByRole('button', { name: t.contact.submit })
      act(() => {
        submit.click()
        submit.click()
      })
      await screen.findByRole('button', { name: t.common.processing })
      await pending.reply({ outcome: 'success', result: { status: 'success' } })
      await screen.findByTestId('form-success')
      expect(posted).toHaveLength(1)
      expect(posted[0]!.get('submission_key')).toBe(TEST_SUBMISSION_KEY)
    })

    it("the server's field errors and form-level failure show beside the fields and above the button", async () => {
      const { user } = renderContact(lang, () => ({
        outcome: 'rate-limited',
        result: {
          status: 'error',
          initialValue: { email: 'ana@example.com' },
          error: { '': ['forms.errors.rateLimited'], city: ['forms.errors.tooLong'] },
        },
      }))
      await screen.findByTestId('lead-form')
      await fillLead(user, lang, 'ana@example.com')
      await user.click(screen.getByRole('button', { name: t.contact.submit }))
      expect(await screen.findByTestId('form-alert')).toHaveTextContent(t.errors.rateLimited)
      expect(screen.getByTestId('error-city')).toHaveTextContent(t.errors.tooLong)
    })
  })
}
