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
