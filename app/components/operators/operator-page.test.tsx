import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { OperatorProfile } from '#app/domain/operators/operator'
import { localizeOperator } from '#app/domain/operators/operator'
import { renderPage, tFor } from '../../../tests/support/render-route'
import { OperatorPage } from './operator-page'

const operator: OperatorProfile = {
  id: 1,
  slug: 'palm-courier',
  name: 'Palm Courier',
  contactPersonName: null,
  contactEmail: null,
  contactPhone: null,
  areaServed: 'Miami, FL',
  profileImageUrl: null,
  tagline: null,
  bio: 'We deliver across Miami.',
  yearsExperience: null,
  operatingSince: null,
  languagesSpoken: ['English', 'Spanish'],
  languagesSpokenEs: ['Inglés', 'Español'],
  businessServices: [],
  serviceAreas: [],
  territoryDescription: null,
  vehicleTypes: [],
  testimonials: [],
  paymentMethods: [],
  certifications: [],
  hoursOfOperation: 'Mon-Fri 8:00 AM-6:00 PM, closed weekends',
  responseTimeGuarantee: null,
  weightLimit: null,
  sizeLimit: null,
  rushDeliveryAvailable: false,
  recurringServices: false,
  latitude: null,
  longitude: null,
  zipCode: null,
  positionFromZip: false,
  serviceRadiusMiles: 50,
  averageRating: null,
  totalReviews: 0,
  sampleReviews: false,
  totalDeliveries: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  taglineEs: null,
  bioEs: null,
  territoryDescriptionEs: null,
  responseTimeGuaranteeEs: null,
  weightLimitEs: null,
  sizeLimitEs: null,
  businessServicesEs: [],
  vehicleTypesEs: [],
  paymentMethodsEs: [],
  certificationsEs: [],
  testimonialsEs: [],
}

function renderOperator(lang: 'en' | 'es', o: OperatorProfile) {
  return renderPage(
    () => (
      <OperatorPage
        operator={localizeOperator(o, lang)}
        qrSvg="<svg></svg>"
        pageUrl="http://x/palm-courier"
      />
    ),
    { lang, path: '/palm-courier' },
  )
}

const expected = {
  en: {
    hours: ['Monday - Friday: 8:00 AM - 6:00 PM', 'Saturday - Sunday: Closed'],
    languages: 'English, Spanish',
  },
  es: {
    hours: ['Lunes a Viernes: 8:00 AM - 6:00 PM', 'Sábado a Domingo: Cerrado'],
    languages: 'Inglés, Español',
  },
}

for (const lang of ['en', 'es'] as const) {
  const t = tFor(lang)
  describe(`an operator page (${lang})`, () => {
    it('shows the hours the operator entered, closed days included, not fixed hours (issue #30 item 4)', async () => {
      renderOperator(lang, operator)
      const hours = await screen.findByTestId('operator-hours')
      expect(
        within(hours)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(expected[lang].hours)
      expect(document.body).not.toHaveTextContent(lang === 'es' ? 'Domingo: 11:00 AM' : 'Sunday: 11:00 AM')
    })

    it('an operator without hours shows the hours of §9', async () => {
      renderOperator(lang, { ...operator, hoursOfOperation: null })
      const hours = await screen.findByTestId('operator-hours')
      expect(within(hours).getAllByRole('listitem')).toHaveLength(2)
      expect(hours).toHaveTextContent(t('operators.hours.days.sunday'))
      expect(hours).toHaveTextContent('11:00 AM - 3:00 PM')
    })

    it('lists the languages spoken in the page language (issue #30 item 9)', async () => {
      renderOperator(lang, operator)
      expect(await screen.findByText(new RegExp(expected[lang].languages))).toBeInTheDocument()
    })
  })
}
