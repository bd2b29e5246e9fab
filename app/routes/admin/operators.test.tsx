import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { formatInZone } from '#app/domain/time/format'
import type { Lang } from '#app/domain/routing/locale'
import { hoursControls } from '../../../tests/support/hours-controls'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import OperatorsScreen from './operators'

function renderScreen(lang: Lang, action: () => unknown, screenData: Record<string, unknown> = {}) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/admin/operators' : '/admin/operators',
        Component: OperatorsScreen as never,
        loader: () => ({
          email: 'staff@example.com',
          operators: [],
          mode: 'new',
          editing: null,
          images: [{ id: '00112233445566aa', fileName: 'driver.jpg', previewUrl: '/images/u/x-320.webp' }],
          confirmDelete: null,
          pageChanges: 0,
          notice: null,
          ...screenData,
        }),
        action,
      },
    ],
    { lang, path: '/admin/operators' },
  )
}

for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].operators.admin
  describe(`the operators screen's form (${lang})`, () => {
    async function fill(user: ReturnType<typeof renderScreen>['user'], form: HTMLElement) {
      const values: Array<[string, string]> = [
        [t.fields.name, 'Boca Courier'],
        [t.fields.customSlug, 'boca-courier'],
        [t.fields.bio, 'We deliver across Boca Raton.'],
        [t.fields.bioEs, 'Entregamos en todo Boca Raton.'],
      ]
      for (const [label, value] of values) {
        await user.click(within(form).getByLabelText(label))
        await user.paste(value)
      }
    }

    it('offers a Spanish field beside each text, telling staff an empty one shows the English text', async () => {
      renderScreen(lang, () => null)
      const form = await screen.findByTestId('operator-admin-form')
      for (const name of ['taglineEs', 'bioEs', 'businessServicesEs', 'testimonialsEs'] as const) {
        const field = within(form).getByLabelText(t.fields[name])
        expect(field).toHaveAccessibleDescription(expect.stringContaining(t.spanishHint))
      }
      const picture = within(form).getByLabelText(t.fields.profileImageId)
      expect(within(picture).getByRole('option', { name: 'driver.jpg' })).toHaveValue('00112233445566aa')
      expect(picture).toHaveValue('')
    })

    it('offers the service radius in miles, 50 by default, and says beside it when it is out of range', async () => {
      const action = vi.fn(() => null)
      const { user } = renderScreen(lang, action)
      const form = await screen.findByTestId('operator-admin-form')
      const radius = within(form).getByLabelText(t.fields.serviceRadiusMiles)
      expect(radius).toHaveValue('50')
      expect(radius).toHaveAccessibleDescription(expect.stringContaining(t.radiusHint))
      await fill(user, form)
      await user.clear(radius)
      await user.paste('0')
      await user.click(within(form).getByRole('button', { name: t.save }))
      await waitFor(() => expect(radius).toHaveAttribute('aria-invalid', 'true'))
      expect(radius).toHaveAccessibleDescription(expect.stringContaining(t.errors.radius))
      expect(action).not.toHaveBeenCalled()
    })

    it('says beside a too long Spanish tagline what is wrong, posts nothing and keeps what was typed', async () => {
      const action = vi.fn(() => null)
      const { user } = renderScreen(lang, action)
      const form = await screen.findByTestId('operator-admin-form')
      await fill(user, form)
      const tagline = within(form).getByLabelText(t.fields.taglineEs)
      await user.click(tagline)
      await user.paste('x'.repeat(201))
      await user.click(within(form).getByRole('button', { name: t.save }))
      await waitFor(() => expect(tagline).toHaveAttribute('aria-invalid', 'true'))
      expect(tagline).toHaveAccessibleDescription(expect.stringContaining(t.errors.tooLong))
      expect(within(form).getByLabelText(t.fields.bioEs)).toHaveValue('Entregamos en todo Boca Raton.')
      expect(action).not.toHaveBeenCalled()
    })

    it("shows the server's refusal beside the slug, with what was typed kept", async () => {
      const { user } = renderScreen(lang, () => ({
        result: {
          status: 'error',
          initialValue: {
            intent: 'save',
            name: 'Boca Courier',
            customSlug: 'boca-courier',
            bio: 'We deliver across Boca Raton.',
            bioEs: 'Entregamos en todo Boca Raton.',
          },
          error: { customSlug: ['slug.taken'] },
        },
        errors: { customSlug: 'slug.taken' },
      }))
      const form = await screen.findByTestId('operator-admin-form')
      await fill(user, form)
      await user.click(within(form).getByRole('button', { name: t.save }))
      const slug = await screen.findByLabelText(t.fields.customSlug)
      await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'))
      expect(slug).toHaveAccessibleDescription(expect.stringContaining(t.errors.slug.taken))
      expect(screen.getByLabelText(t.fields.bioEs)).toHaveValue('Entregamos en todo Boca Raton.')
      expect(screen.getByLabelText(t.fields.name)).toHaveValue('Boca Courier')
    })
  })
}

for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].operators.admin
  const editing = (hoursOfOperation: string | null) => ({
    mode: 'edit',
    editing: { id: 5, name: 'Boca Courier', slug: 'boca-courier', hoursOfOperation },
    history: [],
  })
  describe(`the operator form's hours, day by day (issue #45 item 6, ${lang})`, () => {
    it('lists the days Monday first in the staff language, each labelled, starting from the stored text', async () => {
      renderScreen(lang, () => null, editing('Mon-Fri 8:00 AM-6:00 PM, closed weekends'))
      const form = await screen.findByTestId('operator-admin-form')
      const hours = hoursControls(form, lang, t.fields.hoursOfOperation)
      expect(hours.group).toHaveAccessibleDescription(t.hoursHint)
      expect(hours.days()).toEqual(hours.week)
      const monday = hours.day('monday')
      expect(monday.closed).not.toBeChecked()
      expect(monday.opens).toHaveAttribute('type', 'time')
      expect(monday.opens).toHaveValue('08:00')
      expect(monday.closes).toHaveValue('18:00')
      expect(hours.day('saturday').closed).toBeChecked()
      expect(hours.day('sunday').opens).toHaveValue('')
      // No text to type the hours into any more.
      expect(within(form).queryByRole('textbox', { name: t.fields.hoursOfOperation })).toBeNull()
    })

    it('says beside a time what is wrong, posts nothing and keeps what was chosen', async () => {
      const action = vi.fn(() => null)
      const { user } = renderScreen(lang, action, editing(null))
      const form = await screen.findByTestId('operator-admin-form')
      const hours = hoursControls(form, lang, t.fields.hoursOfOperation)
      const [monday, tuesday] = [hours.day('monday'), hours.day('tuesday')]
      // No hours stored: §9's, as the page shows them.
      expect(hours.day('sunday').opens).toHaveValue('11:00')
      await user.clear(monday.opens)
      await user.clear(tuesday.closes)
      await user.type(tuesday.closes, '07:30')
      await user.click(within(form).getByRole('button', { name: t.save }))
      await waitFor(() => expect(monday.opens).toHaveAttribute('aria-invalid', 'true'))
      expect(monday.opens).toHaveAccessibleDescription(t.errors.hours.opens)
      expect(tuesday.closes).toHaveAttribute('aria-invalid', 'true')
      expect(tuesday.closes).toHaveAccessibleDescription(t.errors.hours.order)
      expect(tuesday.closes).toHaveValue('07:30')
      expect(monday.closes).toHaveValue('18:00')
      expect(action).not.toHaveBeenCalled()
      // A time chosen again is checked again.
      await user.type(monday.opens, '09:15')
      await waitFor(() => expect(monday.opens).not.toHaveAttribute('aria-invalid'))
      expect(monday.opens).toHaveValue('09:15')
    })

    it("shows the server's refusal beside the time, with what was chosen kept", async () => {
      const wednesday = { closed: '', opens: '08:00', closes: '18:00' }
      const { user } = renderScreen(lang, () => ({
        result: {
          status: 'error',
          initialValue: { intent: 'save', name: 'Boca Courier', hoursOfOperation: { wednesday } },
          error: { 'hoursOfOperation.wednesday.closes': ['hours.time'] },
        },
        errors: { hoursOfOperation: 'hours.time' },
      }))
      const form = await screen.findByTestId('operator-admin-form')
      await user.type(within(form).getByLabelText(t.fields.name), 'Boca Courier')
      await user.type(within(form).getByLabelText(t.fields.customSlug), 'boca-courier')
      await user.click(within(form).getByRole('button', { name: t.save }))
      const day = hoursControls(form, lang, t.fields.hoursOfOperation).day('wednesday')
      await waitFor(() => expect(day.closes).toHaveAttribute('aria-invalid', 'true'))
      expect(day.closes).toHaveAccessibleDescription(t.errors.hours.time)
      expect(day.opens).toHaveValue('08:00')
      expect(day.closes).toHaveValue('18:00')
    })

    it('says which stored hours could not be read, every day left to choose', async () => {
      renderScreen(lang, () => null, editing('By appointment'))
      const form = await screen.findByTestId('operator-admin-form')
      const hours = hoursControls(form, lang, t.fields.hoursOfOperation)
      expect(hours.group).toHaveAccessibleDescription(
        `${t.hoursHint} ${t.hoursUnreadable.replace('{{text}}', 'By appointment')}`,
      )
      const friday = hours.day('friday')
      expect(friday.closed).not.toBeChecked()
      expect(friday.opens).toHaveValue('')
      expect(friday.closes).toHaveValue('')
    })
  })
}

describe('the portal access column (issue #21)', () => {
  const row = (portal: Record<string, unknown>) => ({
    id: 7,
    name: 'Boca Courier',
    slug: 'boca-courier',
    areaServed: 'Boca Raton, FL',
    contactEmail: 'contact@boca.example',
    // Made by "Approve as operator" and not published yet.
    published: false,
    portal,
  })
  function renderList(lang: Lang, portal: Record<string, unknown>, action: () => unknown = () => null) {
    return renderRoutes(
      [
        {
          path: lang === 'es' ? '/es/admin/operators' : '/admin/operators',
          Component: OperatorsScreen as never,
          loader: () => ({
            email: 'staff@example.com',
            operators: [row(portal)],
            mode: null,
            editing: null,
            images: [],
            confirmDelete: null,
            pageChanges: 0,
            notice: null,
          }),
          action,
        },
      ],
      { lang, path: '/admin/operators' },
    )
  }

  for (const lang of ['en', 'es'] as const) {
    const t = resources[lang].portal.admin
    it(`links an unpublished page (approved, issue #34) to its staff preview, beside Publish (${lang})`, async () => {
      renderList(lang, { email: null, state: 'none', expiresAt: null })
      const table = await screen.findByTestId('operators-admin-table')
      const prefix = lang === 'es' ? '/es' : ''
      expect(within(table).getByRole('link', { name: '/boca-courier' })).toHaveAttribute(
        'href',
        `${prefix}/boca-courier?preview=draft`,
      )
      expect(within(table).getByTestId('operator-unpublished')).toBeInTheDocument()
    })

    it(`offers the invitation with the contact e-mail prefilled, and the state (${lang})`, async () => {
      renderList(lang, { email: null, state: 'none', expiresAt: null })
      const cell = await screen.findByTestId('portal-access-7')
      expect(within(cell).getByTestId('portal-state')).toHaveTextContent(t.notInvited)
      expect(within(cell).getByLabelText(new RegExp(t.email))).toHaveValue('contact@boca.example')
      expect(within(cell).getByRole('button', { name: `${t.invite}: Boca Courier` })).toBeInTheDocument()
      expect(within(cell).queryByRole('button', { name: new RegExp(t.disable) })).toBeNull()
    })

    it(`an invited operator: resend, revoke and disable (${lang})`, async () => {
      renderList(lang, { email: 'owner@boca.example', state: 'invited', expiresAt: '2031-03-04T10:00:00Z' })
      const cell = await screen.findByTestId('portal-access-7')
      expect(within(cell).getByLabelText(new RegExp(t.email))).toHaveValue('owner@boca.example')
      for (const label of [t.resend, t.revoke, t.disable])
        expect(within(cell).getByRole('button', { name: `${label}: Boca Courier` })).toBeInTheDocument()
    })

    it(`shows the server's refusal beside the e-mail, with what was typed kept (${lang})`, async () => {
      const { user } = renderList(lang, { email: null, state: 'none', expiresAt: null }, () => ({
        portalRefused: { id: 7, key: 'portal.admin.emailTaken', email: 'taken@example.com' },
      }))
      const cell = await screen.findByTestId('portal-access-7')
      const field = within(cell).getByLabelText(new RegExp(t.email))
      await user.clear(field)
      await user.type(field, 'taken@example.com')
      await user.click(within(cell).getByRole('button', { name: `${t.invite}: Boca Courier` }))
      const refused = await screen.findByLabelText(new RegExp(t.email))
      await waitFor(() => expect(refused).toHaveAttribute('aria-invalid', 'true'))
      expect(refused).toHaveAccessibleDescription(t.emailTaken)
      expect(refused).toHaveValue('taken@example.com')
    })
  }
})

describe('the operators list marks sample reviews (issue #30 item 3)', () => {
  it.each(['en', 'es'] as const)(
    'shows a Sample badge on an operator whose reviews are samples, and only there (%s)',
    async (lang) => {
      const portal = { email: null, state: 'none', expiresAt: null }
      const row = (id: number, name: string, sampleReviews: boolean) => ({
        id,
        name,
        slug: `operator-${id}`,
        areaServed: null,
        contactEmail: null,
        sampleReviews,
        portal,
      })
      renderScreen(lang, () => null, {
        operators: [row(1, 'Delray Beach Courier', true), row(2, 'Jupiter Courier', false)],
        mode: null,
      })
      const table = await screen.findByTestId('operators-admin-table')
      const [sample, real] = within(table).getAllByRole('row').slice(1)
      expect(within(sample!).getByTestId('sample-badge')).toHaveTextContent(resources[lang].common.sample)
      expect(sample).toHaveTextContent(resources[lang].operators.admin.sampleReviews)
      expect(within(real!).queryByTestId('sample-badge')).toBeNull()
    },
  )
})

for (const lang of ['en', 'es'] as const) {
  const h = resources[lang].admin.history
  const fields = resources[lang].operators.admin.fields
  describe(`an operator's history (${lang})`, () => {
    it('lists the versions below the edit form, naming the changed fields by the form’s labels', async () => {
      const history = [
        {
          version: 2,
          savedAt: '2026-03-02T15:04:05.000Z',
          savedByEmail: 'staff@example.com',
          restoredFrom: null,
          changed: ['name', 'bioEs'],
          first: false,
        },
        {
          version: 1,
          savedAt: '2026-03-01T15:04:05.000Z',
          savedByEmail: 'staff@example.com',
          restoredFrom: null,
          changed: [],
          first: true,
        },
      ]
      renderScreen(lang, () => null, {
        mode: 'edit',
        editing: { id: 5, name: 'Boca Courier', slug: 'boca-courier' },
        history,
      })
      const section = await screen.findByRole('region', { name: h.title })
      const rows = within(section).getAllByTestId('operator-history-version')
      expect(rows[0]).toHaveTextContent(`${fields.name}, ${fields.bioEs}`)
      expect(rows[1]).toHaveTextContent(h.added)
      expect(
        within(section).getByRole('button', { name: h.restore.replace('{{version}}', '1') }),
      ).toBeVisible()
    })

    it("shows a portal account's sign-in pause and a Clear button naming the operator (ADR 055)", async () => {
      const limits = resources[lang].admin.signInLimits
      renderScreen(lang, () => null, {
        mode: null,
        operators: [
          {
            id: 7,
            name: 'Boca Courier',
            slug: 'boca-courier',
            areaServed: 'Boca Raton',
            contactEmail: 'boca@example.com',
            sampleReviews: false,
            published: true,
            portal: {
              email: 'boca@example.com',
              state: 'active',
              expiresAt: null,
              signIn: { failures: 12, pausedUntil: '2031-03-01T19:05:00.000Z' },
            },
          },
        ],
      })
      const cell = await screen.findByTestId('portal-access-7')
      expect(within(cell).getByTestId('sign-in-limit')).toHaveTextContent(
        limits.paused_other
          .replace('{{time}}', formatInZone('2031-03-01T19:05:00.000Z', 'America/New_York', lang))
          .replace('{{count}}', '12'),
      )
      const clear = within(cell).getByRole('button', {
        name: limits.clear.replace('{{name}}', 'Boca Courier'),
      })
      expect(clear.closest('form')!.querySelector('input[name="intent"]')).toHaveValue('portal-clear-sign-in')
      expect(clear.closest('form')!.querySelector('input[name="id"]')).toHaveValue('7')
    })
  })
}
