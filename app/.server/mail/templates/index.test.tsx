import { describe, expect, it } from 'vitest'
import { resolveSiteSettings } from '#app/domain/settings/site-settings'
import { renderEmail } from '../render'
import { formConfirmation } from './forms'
import { checkTemplate, renderTemplate, TemplateError } from './index'
import { newsletterIssue } from './newsletter'

const settings = resolveSiteSettings([])
const data = {
  kind: 'playbook',
  lang: 'es',
  guideUrl: 'https://www.example.com/es/playbook/guide?key=abc',
  payload: { email: 'ana@example.com', firstName: 'Ana', lastName: 'Díaz', hearAboutUs: 'youtube' },
} as const

describe('e-mail templates', () => {
  it('renders a queued template as the element rendered directly', async () => {
    const context = { settings, subject: 'Su manual' }
    const rendered = await renderTemplate({ name: 'form.confirmation', data }, context)
    expect(rendered).toEqual(await renderEmail(formConfirmation.element(data, context)))
    expect(rendered.html).toContain('lang="es"')
    expect(rendered.text).toContain('https://www.example.com/es/playbook/guide?key=abc')
  })

  it.each([
    [{ name: 'no.such', data }, 'unknown e-mail template: no.such'],
    [{ name: 'toString', data }, 'unknown e-mail template: toString'],
    [{ name: 'form.staff', data }, 'invalid data for the e-mail template form.staff'],
    [{ name: 'form.confirmation', data: { ...data, lang: 'fr' } }, 'invalid data'],
  ])('refuses %j', (queued, message) => {
    expect(() => checkTemplate(queued)).toThrow(TemplateError)
    expect(() => checkTemplate(queued)).toThrow(message)
  })
})

describe('booking request e-mails', () => {
  const booking = {
    name: 'Ana Díaz',
    phone: '(561) 555-0199',
    email: 'ana@example.com',
    pickup: '100 E Atlantic Ave, Delray Beach, FL 33444',
    delivery: 'Boca Raton, FL 33431',
    when: '',
    notes: 'Two boxes.',
    quoteCents: 2450,
    quoteMiles: 9.84,
  }

  it('the operator’s e-mail lists the request and the quote, in English', async () => {
    const { text } = await renderTemplate(
      { name: 'booking.operator', data: { booking } },
      { settings, subject: 's' },
    )
    expect(text).toContain('Ana Díaz')
    expect(text).toContain('Two boxes.')
    expect(text).toContain('$24.50')
    expect(text).toContain('9.8')
  })

  it('the visitor’s confirmation shows the site’s phone when the operator has none', async () => {
    const { html, text } = await renderTemplate(
      {
        name: 'booking.confirmation',
        data: { booking, lang: 'es', operatorName: 'Delray Beach Courier', operatorPhone: null },
      },
      { settings, subject: 's' },
    )
    expect(html).toContain('lang="es"')
    expect(text).toContain('Delray Beach Courier')
    expect(text).toContain(settings.phone)
    // Queued before issue #44: no tracking link, and none shown.
    expect(text).not.toContain('/track/')
  })

  it('the confirmation carries the private tracking link, in the booking’s language (issue #44)', async () => {
    const trackingUrl = `https://www.example.com/es/track/${'t'.repeat(43)}`
    const { html, text } = await renderTemplate(
      {
        name: 'booking.confirmation',
        data: { booking, lang: 'es', operatorName: 'Delray Beach Courier', operatorPhone: null, trackingUrl },
      },
      { settings, subject: 's' },
    )
    expect(html).toContain(`href="${trackingUrl}"`)
    expect(text).toContain('Seguir mi entrega')
    expect(text).toContain(trackingUrl)
  })
})

describe('delivery job e-mails (issue #44)', () => {
  const update = {
    lang: 'en',
    name: 'Ana Díaz',
    operatorName: 'Delray Beach Courier',
    courierName: 'Maria',
    operatorPhone: null,
    at: '2026-12-02T17:00:00.000Z',
  } as const

  it('at pick-up: who picked it up and when, in the site’s zone', async () => {
    const queued = { name: 'delivery.update', data: { ...update, status: 'picked_up' } } as const
    expect(checkTemplate(queued).name).toBe('delivery.update')
    const { text } = await renderTemplate(queued, { settings, subject: 's', timeZone: 'America/Chicago' })
    expect(text).toContain('Maria of Delray Beach Courier picked up your delivery')
    expect(text).toMatch(/11:00\sAM CST/)
    expect(text).toContain(settings.phone)
  })

  it('at delivery, in Spanish: the recipient and the photo’s link', async () => {
    const photoUrl = 'https://www.example.com/images/u/0123456789abcdef-640.webp'
    const { html, text } = await renderTemplate(
      {
        name: 'delivery.update',
        data: { ...update, lang: 'es', status: 'delivered', recipientName: 'Ana Paz', photoUrl },
      },
      { settings, subject: 's' },
    )
    expect(html).toContain('lang="es"')
    expect(text).toContain('Recibida por')
    expect(text).toContain('Ana Paz')
    expect(html).toContain(`href="${photoUrl}"`)
  })
})

describe('a newsletter issue, rendered once per version (ADR 041)', () => {
  const version = {
    lang: 'es',
    subject: 'Noticias de noviembre',
    title: 'Novedades',
    bodyHtml:
      '<p>Hola <strong>amigos</strong></p><p><a href="https://example.com/c?u=1&amp;s=2">Leer</a></p>',
    test: false,
  } as const
  // Characters React escapes, and a '$&' that String.replace would read as a pattern.
  const readers = [
    {
      unsubscribeUrl: 'https://www.example.com/es/newsletter/unsubscribe?token=a-b_c',
      openPixelUrl: 'https://www.example.com/newsletter/o/7-aaaa-sig.gif',
    },
    {
      unsubscribeUrl: "https://www.example.com/es/newsletter/unsubscribe?token=x&y='z'$&<b>",
      openPixelUrl: null,
    },
  ]

  it('gives each reader the message rendered with their own links, as a render of its own would', async () => {
    const context = { settings, subject: version.subject }
    for (const reader of readers) {
      const data = { ...version, ...reader }
      const rendered = await renderTemplate({ name: 'newsletter.issue', data }, context)
      expect(rendered).toEqual(await renderEmail(newsletterIssue.element(data, context)))
      expect(rendered.text).toContain(reader.unsubscribeUrl)
      expect(rendered.html).not.toContain('personal.invalid')
    }
  })

  it('renders the shared part again when the settings change', async () => {
    const data = { ...version, ...readers[0]! }
    const renamed = { ...settings, businessName: 'Renamed Courier Co' }
    const rendered = await renderTemplate(
      { name: 'newsletter.issue', data },
      { settings: renamed, subject: 's' },
    )
    expect(rendered.html).toContain('Renamed Courier Co')
    expect(rendered).toEqual(
      await renderEmail(newsletterIssue.element(data, { settings: renamed, subject: 's' })),
    )
  })
})
