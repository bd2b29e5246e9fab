import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CONSENT_KEY, encodeConsent } from '#app/domain/analytics/consent'
import { MainFooter } from '#app/components/layout/main-footer'
import { renderPage, resources } from '../../../tests/support/render-route'
import { ConsentBanner } from './consent-banner'

afterEach(() => window.localStorage.clear())

function Page() {
  return (
    <>
      <MainFooter />
      <ConsentBanner />
    </>
  )
}

describe('Cookie Settings (issue #20 item 4)', () => {
  it.each(['en', 'es'] as const)(
    'reopens the choice; withdrawing consent is saved and says the tags go from the next page (%s)',
    async (lang) => {
      const t = resources[lang]
      window.localStorage.setItem(CONSENT_KEY, encodeConsent('granted', Date.now()))
      const { user } = renderPage(Page, { lang, path: lang === 'es' ? '/es/opportunity' : '/opportunity' })
      // A stored choice: the banner goes once the browser has read it.
      const footerButton = await screen.findByRole('button', { name: t.footer.cookies })
      await waitFor(() => expect(screen.queryByRole('region', { name: t.consent.label })).toBeNull())

      await user.click(footerButton)
      const banner = await screen.findByRole('region', { name: t.consent.label })
      expect(within(banner).getByTestId('consent-current')).toHaveTextContent(t.consent.current.granted)
      expect(within(banner).getByRole('button', { name: t.consent.accept })).toHaveFocus()

      await user.click(within(banner).getByRole('button', { name: t.consent.decline }))
      expect(await screen.findByRole('status')).toHaveTextContent(t.consent.saved.withdrawn)
      expect(window.localStorage.getItem(CONSENT_KEY)).toMatch(/^denied:/)
      expect(screen.queryByRole('region', { name: t.consent.label })).toBeNull()
    },
  )

  it('choosing again without withdrawing just confirms the choice', async () => {
    window.localStorage.setItem(CONSENT_KEY, encodeConsent('denied', Date.now()))
    const t = resources.en
    const { user } = renderPage(Page, { path: '/opportunity' })
    // The page first (the root loader resolves after the first render), then the banner gone: its
    // effects have run, so the "Cookie Settings" listener is registered before the click.
    const footerButton = await screen.findByRole('button', { name: t.footer.cookies })
    await waitFor(() => expect(screen.queryByRole('region', { name: t.consent.label })).toBeNull())
    await user.click(footerButton)
    const banner = await screen.findByRole('region', { name: t.consent.label })
    expect(within(banner).getByTestId('consent-current')).toHaveTextContent(t.consent.current.denied)
    await user.click(within(banner).getByRole('button', { name: t.consent.accept }))
    expect(await screen.findByRole('status')).toHaveTextContent(t.consent.saved.granted)
    expect(window.localStorage.getItem(CONSENT_KEY)).toMatch(/^granted:/)
  })
})
