import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderPage, resources } from '../../../tests/support/render-route'
import { MainFooter } from './main-footer'

describe('the footer’s portal links (issue #21 item 6)', () => {
  it.each(['en', 'es'] as const)(
    'Operator Portal goes to the portal, Training Resources to the private videos (%s)',
    async (lang) => {
      const t = resources[lang].footer
      renderPage(MainFooter, { lang, path: '/opportunity' })
      const prefix = lang === 'es' ? '/es' : ''
      expect(await screen.findByRole('link', { name: t.operatorPortal })).toHaveAttribute(
        'href',
        `${prefix}/portal`,
      )
      expect(screen.getByRole('link', { name: t.trainingResources })).toHaveAttribute(
        'href',
        `${prefix}/secure-videos`,
      )
    },
  )
})

describe('the footer’s social links (issue #45 item 8)', () => {
  it.each(['en', 'es'] as const)('shows only the profiles Site Settings name (%s)', async (lang) => {
    const t = resources[lang].footer
    renderPage(MainFooter, {
      lang,
      path: '/',
      settings: { facebookUrl: 'https://facebook.com/couriernet', youtubeUrl: '' },
    })
    expect(await screen.findByRole('link', { name: t.facebook })).toHaveAttribute(
      'href',
      'https://facebook.com/couriernet',
    )
    expect(screen.getByRole('heading', { name: t.socialTitle })).toBeInTheDocument()
    for (const name of [t.instagram, t.linkedin, t.youtube]) expect(screen.queryByText(name)).toBeNull()
  })

  it('shows no heading and no names when no profile is set', async () => {
    const t = resources.en.footer
    renderPage(MainFooter, { path: '/' })
    await screen.findByRole('link', { name: t.operatorPortal })
    expect(screen.queryByRole('heading', { name: t.socialTitle })).toBeNull()
    for (const name of [t.facebook, t.instagram, t.linkedin, t.youtube])
      expect(screen.queryByText(name)).toBeNull()
  })
})
