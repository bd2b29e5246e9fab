import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderPage, resources } from '../../../tests/support/render-route'
import { PrivacyNote } from './form-parts'

describe('the privacy line of the forms (issue #20 item 5)', () => {
  it.each(['en', 'es'] as const)(
    'says what the details are for and links to the policy (%s)',
    async (lang) => {
      const t = resources[lang].privacyNote
      renderPage(() => <PrivacyNote />, { lang, path: lang === 'es' ? '/es/contact' : '/contact' })
      const note = await screen.findByTestId('privacy-note')
      expect(note).toHaveTextContent(t.text)
      expect(within(note).getByRole('link', { name: t.link })).toHaveAttribute(
        'href',
        lang === 'es' ? '/es/privacy' : '/privacy',
      )
    },
  )
})
