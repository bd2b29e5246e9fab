import { act, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderPage, resources, TEST_SUBMISSION_KEY } from '../../../tests/support/render-route'
import NewsletterPopup from './newsletter-popup'

/** A page with a link that has focus before the popup opens, and a button that opens it. */
function Page() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open popup
      </button>
      {open ? <NewsletterPopup onClose={() => setOpen(false)} /> : null}
    </>
  )
}

async function openPopup(lang: 'en' | 'es' = 'en') {
  const view = renderPage(Page, { lang })
  await view.user.click(await screen.findByRole('button', { name: 'open popup' }))
  const dialog = screen.getByRole('dialog')
  return { ...view, dialog }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

/** The edge's reply to a signup it stored (guarded-edge.ts). */
const accepted = { outcome: 'success', result: { status: 'success' } }

describe('newsletter popup', () => {
  const t = resources.en.newsletter

  it('takes focus, keeps Tab and Shift+Tab inside, closes on Escape and gives focus back', async () => {
    const { user, dialog } = await openPopup()
    const email = within(dialog).getByLabelText(t.popup.emailLabel)
    const close = within(dialog).getByRole('button', { name: t.popup.close })
    const privacy = within(dialog).getByRole('link', { name: t.popup.privacy })
    expect(email).toHaveFocus()
    for (let i = 0; i < 9; i++) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
    email.focus()
    await user.tab({ shift: true })
    expect(close).toHaveFocus()
    await user.tab({ shift: true })
    expect(privacy).toHaveFocus()
    await user.tab()
    expect(close).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // Radix gives focus back once the dialog is gone.
    await waitFor(() => expect(screen.getByRole('button', { name: 'open popup' })).toHaveFocus())
  })

  it('closes on the close button and on a click on the backdrop, not on a click inside', async () => {
    const { user, dialog } = await openPopup()
    await user.click(within(dialog).getByText(t.popup.description))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await user.click(screen.getByTestId('newsletter-backdrop'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'open popup' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.popup.close }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('validates while typing; the button waits for a valid address and consent', async () => {
    const { user, dialog } = await openPopup()
    const email = within(dialog).getByLabelText(t.popup.emailLabel)
    const consent = within(dialog).getByLabelText(t.popup.consentLabel)
    const submit = within(dialog).getByRole('button', { name: t.popup.submit })
    expect(submit).toBeDisabled()
    await user.type(email, 'ana@')
    expect(within(dialog).getByTestId('newsletter-email-error')).toHaveTextContent(t.errors.emailInvalid)
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription(t.errors.emailInvalid)
    await user.clear(email)
    expect(within(dialog).getByTestId('newsletter-email-error')).toHaveTextContent(t.errors.emailRequired)
    await user.type(email, 'ana@example.com')
    expect(within(dialog).queryByTestId('newsletter-email-error')).not.toBeInTheDocument()
    expect(submit).toBeDisabled()
    await user.click(consent)
    expect(submit).toBeEnabled()
    await user.click(consent)
    expect(within(dialog).getByTestId('newsletter-consent-error')).toHaveTextContent(t.errors.consentRequired)
    expect(submit).toBeDisabled()
    // Enter with something missing says what is missing.
    await user.clear(email)
    await user.type(email, 'bad address{Enter}')
    expect(within(dialog).getByTestId('newsletter-email-error')).toHaveTextContent(t.errors.emailInvalid)
    expect(within(dialog).getByTestId('newsletter-consent-error')).toHaveTextContent(t.errors.consentRequired)
  })

  it('while the request runs the button says so and is disabled; then the thank-you', async () => {
    let answer: (r: Response) => void = () => {}
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    vi.stubGlobal('fetch', fetch)
    const { user, dialog } = await openPopup()
    await user.type(within(dialog).getByLabelText(t.popup.emailLabel), 'ana@example.com')
    await user.click(within(dialog).getByLabelText(t.popup.consentLabel))
    await user.click(within(dialog).getByRole('button', { name: t.popup.submit }))
    expect(within(dialog).getByRole('button', { name: t.popup.submitting })).toBeDisabled()
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/newsletter/subscribe')
    expect(Object.fromEntries(init.body as URLSearchParams)).toMatchObject({
      email: 'ana@example.com',
      consent: 'on',
      lang: 'en',
      // The page's submission key: a signup sent twice is stored once (ADR 056).
      submission_key: TEST_SUBMISSION_KEY,
    })
    answer(Response.json(accepted))
    expect(await within(dialog).findByRole('status')).toHaveTextContent(t.popup.successMessage)
  })

  it('a refused request shows the failure and gives the button back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            outcome: 'rate-limited',
            result: { status: 'error', error: { '': ['newsletter.errors.rateLimited'] } },
          },
          { status: 429 },
        ),
      ),
    )
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { user, dialog } = await openPopup()
    await user.type(within(dialog).getByLabelText(t.popup.emailLabel), 'ana@example.com')
    await user.click(within(dialog).getByLabelText(t.popup.consentLabel))
    await user.click(within(dialog).getByRole('button', { name: t.popup.submit }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent(t.errors.failed)
    expect(alert).toHaveTextContent(t.errors.rateLimited)
    expect(within(dialog).getByRole('button', { name: t.popup.submit })).toBeEnabled()
  })

  it('a server error that is not a form answer (500, no JSON) shows the failure; the popup stays open with what was typed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('boom', { status: 500 })),
    )
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { user, dialog } = await openPopup()
    await user.type(within(dialog).getByLabelText(t.popup.emailLabel), 'ana@example.com')
    await user.click(within(dialog).getByLabelText(t.popup.consentLabel))
    await user.click(within(dialog).getByRole('button', { name: t.popup.submit }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(t.errors.failed)
    expect(within(dialog).getByLabelText(t.popup.emailLabel)).toHaveValue('ana@example.com')
    // No auto-close after a failure (only the thank-you closes itself, after 3 s).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    try {
      await act(async () => void vi.advanceTimersByTime(5_000))
    } finally {
      vi.useRealTimers()
    }
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: t.popup.submit })).toBeEnabled()
  })

  it("the server's message about a field shows beside that field", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            outcome: 'invalid',
            result: { status: 'error', error: { email: ['newsletter.errors.emailInvalid'] } },
          },
          { status: 400 },
        ),
      ),
    )
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { user, dialog } = await openPopup()
    await user.type(within(dialog).getByLabelText(t.popup.emailLabel), 'ana@example.com')
    await user.click(within(dialog).getByLabelText(t.popup.consentLabel))
    await user.click(within(dialog).getByRole('button', { name: t.popup.submit }))
    expect(await within(dialog).findByTestId('newsletter-email-error')).toHaveTextContent(
      t.errors.emailInvalid,
    )
    expect(within(dialog).getByRole('alert')).toHaveTextContent(t.errors.failed)
  })

  it('speaks Spanish on /es: title, labels, errors and the language sent', async () => {
    const es = resources.es.newsletter
    const fetch = vi.fn(async () => Response.json(accepted))
    vi.stubGlobal('fetch', fetch)
    const { user, dialog } = await openPopup('es')
    expect(dialog).toHaveAccessibleName(es.popup.title)
    const email = within(dialog).getByLabelText(es.popup.emailLabel)
    await user.type(email, 'ana@')
    expect(within(dialog).getByTestId('newsletter-email-error')).toHaveTextContent(es.errors.emailInvalid)
    expect(within(dialog).getByRole('link', { name: es.popup.privacy })).toHaveAttribute(
      'href',
      '/es/privacy',
    )
    await user.type(email, 'example.com')
    await user.click(within(dialog).getByLabelText(es.popup.consentLabel))
    await user.click(within(dialog).getByRole('button', { name: es.popup.submit }))
    expect(await within(dialog).findByRole('status')).toHaveTextContent(es.popup.successMessage)
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(Object.fromEntries(init.body as URLSearchParams)).toMatchObject({ lang: 'es' })
  })
})
