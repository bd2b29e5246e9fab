import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { OperatorProfile } from '#app/domain/operators/operator'
import type { Lang } from '#app/domain/routing/locale'
import { hoursControls } from '../../../tests/support/hours-controls'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import PortalPage from './page'

const operator: OperatorProfile = {
  id: 7,
  slug: 'ann-courier',
  name: 'Ann Courier',
  contactPersonName: 'Ann',
  contactEmail: 'ann@example.com',
  contactPhone: '561-555-0100',
  areaServed: 'Delray Beach, FL',
  profileImageUrl: null,
  tagline: 'Fast and careful',
  bio: 'We deliver across Palm Beach County.',
  yearsExperience: 5,
  operatingSince: '2019',
  languagesSpoken: ['English'],
  businessServices: ['Same-day'],
  serviceAreas: ['33444'],
  territoryDescription: null,
  vehicleTypes: [],
  testimonials: [],
  paymentMethods: [],
  certifications: [],
  hoursOfOperation: null,
  responseTimeGuarantee: null,
  weightLimit: null,
  sizeLimit: null,
  rushDeliveryAvailable: false,
  recurringServices: false,
  latitude: 26.4,
  longitude: -80.1,
  zipCode: '33444',
  positionFromZip: true,
  serviceRadiusMiles: 50,
  averageRating: null,
  totalReviews: 0,
  totalDeliveries: 0,
  sampleReviews: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  taglineEs: null,
  bioEs: 'Entregamos en todo el condado.',
  territoryDescriptionEs: null,
  languagesSpokenEs: [],
  responseTimeGuaranteeEs: null,
  weightLimitEs: null,
  sizeLimitEs: null,
  businessServicesEs: [],
  vehicleTypesEs: [],
  paymentMethodsEs: [],
  certificationsEs: [],
  testimonialsEs: [],
}

function renderMyPage(
  lang: Lang,
  options: { status?: { kind: string; reason?: string }; action?: () => unknown } = {},
) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/portal/page' : '/portal/page',
        Component: PortalPage as never,
        loader: () => ({
          slug: operator.slug,
          values: operator,
          preview: lang === 'es' ? { ...operator, bio: operator.bioEs } : operator,
          status: options.status ?? { kind: 'draft' },
          pageUrl: `http://localhost/${operator.slug}`,
          qrSvg: '<svg></svg>',
          notice: null,
        }),
        action: options.action ?? (() => null),
      },
    ],
    { lang, path: '/portal/page' },
  )
}

for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].portalPage
  const fields = resources[lang].operators.admin.fields
  const errors = resources[lang].operators.admin.errors

  describe(`My page (${lang})`, () => {
    it('labels every field in the portal language, prefilled, with the status and a preview of the draft', async () => {
      renderMyPage(lang)
      expect(await screen.findByLabelText(fields.bio)).toHaveValue(operator.bio)
      expect(screen.getByLabelText(fields.bioEs)).toHaveValue(operator.bioEs)
      expect(screen.getByLabelText(t.fields.serviceAreas)).toHaveValue('33444')
      expect(screen.getByLabelText(fields.contactPhone)).toHaveValue('561-555-0100')
      expect(screen.getByLabelText(fields.serviceRadiusMiles)).toHaveValue('50')
      expect(screen.getByLabelText(t.fields.photo)).toHaveAttribute('type', 'file')
      expect(screen.getByLabelText(t.fields.photo)).toHaveAccessibleDescription(t.fields.photoHint)
      // Staff-only fields are not offered.
      expect(screen.queryByLabelText(fields.name)).toBeNull()
      expect(screen.queryByLabelText(fields.customSlug)).toBeNull()
      expect(screen.queryByLabelText(fields.testimonials)).toBeNull()
      expect(screen.getByRole('button', { name: t.save })).toBeVisible()
      expect(screen.getByRole('button', { name: t.submit })).toBeVisible()
      expect(screen.getByTestId('portal-page-status')).toHaveTextContent(t.status.draft)
      const preview = screen.getByTestId('operator-preview')
      expect(within(preview).getByRole('heading', { level: 2, name: operator.name })).toBeVisible()
      expect(preview).toHaveTextContent(lang === 'es' ? operator.bioEs! : operator.bio!)
      // The preview has no booking form of its own (it would post to this page).
      expect(
        within(preview).queryByRole('button', { name: resources[lang].operators.actions.instantQuote }),
      ).toBeNull()
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    })

    it('says beside a field what is wrong, without posting, and keeps what was typed', async () => {
      const action = vi.fn(() => null)
      const { user } = renderMyPage(lang, { action })
      const email = await screen.findByLabelText(fields.contactEmail)
      await user.clear(email)
      await user.type(email, 'not-an-email')
      await user.click(screen.getByRole('button', { name: t.save }))
      await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
      expect(email).toHaveAccessibleDescription(errors.email)
      expect(email).toHaveValue('not-an-email')
      expect(action).not.toHaveBeenCalled()
    })

    it('chooses the hours day by day in the portal language, errors beside the time, what was chosen kept (issue #45 item 6)', async () => {
      const action = vi.fn(() => null)
      const { user } = renderMyPage(lang, { action })
      const form = await screen.findByTestId('portal-page-form')
      const hours = hoursControls(form, lang, t.fields.hoursOfOperation)
      expect(hours.group).toHaveAccessibleDescription(resources[lang].operators.admin.hoursHint)
      expect(hours.days()).toEqual(hours.week)
      // None stored: §9's hours, as the page shows them.
      const [saturday, sunday] = [hours.day('saturday'), hours.day('sunday')]
      expect(saturday.opens).toHaveValue('08:00')
      expect(sunday.closed).not.toBeChecked()
      expect(sunday.opens).toHaveValue('11:00')
      expect(sunday.closes).toHaveValue('15:00')
      await user.click(saturday.closed)
      await user.clear(sunday.closes)
      await user.type(sunday.closes, '10:00')
      await user.click(screen.getByRole('button', { name: t.save }))
      await waitFor(() => expect(sunday.closes).toHaveAttribute('aria-invalid', 'true'))
      expect(sunday.closes).toHaveAccessibleDescription(errors.hours.order)
      expect(sunday.closes).toHaveValue('10:00')
      expect(saturday.closed).toBeChecked()
      expect(saturday.opens).not.toHaveAttribute('aria-invalid')
      expect(action).not.toHaveBeenCalled()
    })

    it("shows the server's refusal of the photo beside it and above the form", async () => {
      const { user } = renderMyPage(lang, {
        action: () => ({
          result: { status: 'error', initialValue: {}, error: { '': ['portalPage.photoError'] } },
          photoError: true,
        }),
      })
      await user.click(await screen.findByRole('button', { name: t.save }))
      expect(await screen.findByRole('alert')).toHaveTextContent(t.photoError)
      expect(screen.getByLabelText(t.fields.photo)).toHaveAccessibleDescription(
        `${t.fields.photoHint} ${t.photoError}`,
      )
    })

    it('shows a rejection with its reason', async () => {
      renderMyPage(lang, { status: { kind: 'rejected', reason: 'Too short.' } })
      expect(await screen.findByTestId('portal-page-status')).toHaveTextContent(
        t.status.rejected.replace('{{reason}}', 'Too short.'),
      )
    })
  })
}
