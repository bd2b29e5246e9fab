import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { POPUP_DELAY_MS, POPUP_WAIT_MS } from '#app/domain/newsletter/popup'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import { isFormField, NewsletterPopupTrigger } from './newsletter-popup-trigger'

/**
 * The trigger waits for the visitor (issue #45 item 2): on the page clock (fake timers from before
 * the first render, so the 5 s timer is one the test moves), a visitor typing slowly into a field
 * keeps every character and sees no popup; it opens once they leave the field alone. The popup's
 * own behaviour: newsletter-popup.test.tsx; the rule: app/domain/newsletter/popup.test.ts; the same
 * in a real browser on /contact: tests/e2e/newsletter.spec.ts.
 */
const t = resources.en.newsletter

/** A page of the registry (`id`) with a name field and a button, and the shell's trigger. */
function renderAt(id: 'home' | 'contact', path: string) {
  const Page = () => (
    <>
      <label>
        Your name
        <input name="name" />
      </label>
      <button type="button">Next</button>
      <NewsletterPopupTrigger />
    </>
  )
  return renderRoutes([{ id, path, Component: Page }], { path })
}

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)))
const popup = () => screen.queryByRole('dialog', { name: t.popup.title })

beforeAll(async () => {
  // The dialog's chunk, loaded once: the trigger's own import then resolves at once.
  await import('./newsletter-popup')
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  localStorage.clear()
})

async function start(id: 'home' | 'contact', path: string) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  // Testing Library ends each user-event step with a zero-delay timer, which it runs itself only
  // on Jest's fake timers: it is shown the way to run them on Vitest's.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
  renderAt(id, path)
  await advance(0)
  // user-event's own pauses run on the same fake clock.
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
  return { user, field: screen.getByLabelText('Your name') }
}

describe('the newsletter popup waits for the visitor (issue #45 item 2)', () => {
  it('opens after 5 s on the home page when the visitor does nothing', async () => {
    await start('home', '/')
    await advance(POPUP_DELAY_MS - 100)
    expect(popup()).toBeNull()
    await advance(200)
    expect(popup()).toBeInTheDocument()
  })

  it('a visitor typing slowly past the delay keeps every character in the field; the popup opens once they leave it alone', async () => {
    const { user, field } = await start('home', '/')
    await user.click(field)
    const name = 'Maria Fernanda Gonzalez de la Vega'
    // One key every 400 ms: the whole name takes far longer than the delay.
    for (const char of name) {
      await user.keyboard(char === ' ' ? '[Space]' : char)
      await advance(400)
    }
    expect(name.length * 400).toBeGreaterThan(POPUP_DELAY_MS * 2)
    expect(field).toHaveValue(name)
    expect(field).toHaveFocus()
    expect(popup()).toBeNull()

    // A long pause with the caret still in the field: still nothing takes it.
    await advance(POPUP_WAIT_MS * 4)
    expect(popup()).toBeNull()
    expect(field).toHaveFocus()

    // Out of the field (a click on a button): the popup waits a few seconds more, then opens.
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await advance(POPUP_WAIT_MS - 100)
    expect(popup()).toBeNull()
    await advance(POPUP_WAIT_MS)
    expect(popup()).toBeInTheDocument()
    expect(field).toHaveValue(name)
  })

  it('never on /contact, a page whose main content is a form, even when the visitor is idle', async () => {
    await start('contact', '/contact')
    await advance(POPUP_DELAY_MS * 4)
    expect(popup()).toBeNull()
  })
})

describe('isFormField', () => {
  it.each([
    ['<input>', true],
    ['<input type="email">', true],
    ['<input type="checkbox">', true],
    ['<textarea></textarea>', true],
    ['<select><option>a</option></select>', true],
    ['<input type="submit">', false],
    ['<button>Go</button>', false],
    ['<a href="/">Home</a>', false],
  ])('%s → %s', (html, expected) => {
    const host = document.createElement('div')
    host.innerHTML = html
    expect(isFormField(host.firstElementChild)).toBe(expected)
  })

  it('a contenteditable element is a field; nothing focused is not', () => {
    const editable = document.createElement('div')
    editable.contentEditable = 'true'
    // jsdom does not compute isContentEditable: the browser does.
    Object.defineProperty(editable, 'isContentEditable', { value: true })
    expect(isFormField(editable)).toBe(true)
    expect(isFormField(null)).toBe(false)
  })
})
