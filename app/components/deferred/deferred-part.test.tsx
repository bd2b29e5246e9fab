import { act, Suspense, useState } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deferredPart, replayableButton } from './deferred-part'
import { resetFirstInteractionForTests } from './first-interaction'
import { reloadIntoNewBuild, resetNewBuildForTests } from './new-build'

vi.mock('./new-build', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  reloadIntoNewBuild: vi.fn(),
}))

// React's act() environment flag, for hydrateRoot/createRoot driven by hand.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {label} {count}
    </button>
  )
}

/** What the server writes for a deferred Counter (ServerPart: a wrapper, then a Suspense boundary). */
const serverHtml = (label: string) =>
  renderToString(
    <div>
      <Suspense fallback={null}>
        <Counter label={label} />
      </Suspense>
    </div>,
  )

let container: HTMLDivElement
let root: Root | undefined

beforeEach(() => {
  resetFirstInteractionForTests()
  container = document.createElement('div')
  document.body.appendChild(container)
})
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  container.remove()
})

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)))

function loader() {
  return vi.fn(() => Promise.resolve(Counter))
}

describe('deferredPart in the browser', () => {
  it('keeps the server HTML and loads nothing while hydrating', async () => {
    const load = loader()
    const Part = deferredPart(load, { trigger: 'interaction' })
    container.innerHTML = serverHtml('Chat')
    const button = container.querySelector('button')!
    await act(async () => {
      root = hydrateRoot(container, <Part label="Chat" />)
    })
    await flush()
    expect(load).not.toHaveBeenCalled()
    // The very node the server wrote, still there.
    expect(container.querySelector('button')).toBe(button)
    expect(button.textContent).toBe('Chat 0')
  })

  it('loads on the first press anywhere and replays a press made on the part before it hydrated', async () => {
    const load = loader()
    const Part = deferredPart(load, { trigger: 'interaction' })
    container.innerHTML = serverHtml('Chat')
    await act(async () => {
      root = hydrateRoot(container, <Part label="Chat" />)
    })
    const button = container.querySelector('button')!
    await act(async () => {
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }))
      button.click()
    })
    await flush()
    await flush()
    expect(load).toHaveBeenCalledTimes(1)
    // Hydrated on the same node, and the early press counted once.
    expect(container.querySelector('button')).toBe(button)
    expect(button.textContent).toBe('Chat 1')
  })

  it('loads on a first interaction elsewhere on the page', async () => {
    // A part far from the viewport: its observer never reports it near.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    )
    const load = loader()
    const Part = deferredPart(load, { trigger: 'near' })
    container.innerHTML = serverHtml('Footer')
    await act(async () => {
      root = hydrateRoot(container, <Part label="Footer" />)
    })
    expect(load).not.toHaveBeenCalled()
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
    })
    await flush()
    expect(load).toHaveBeenCalledTimes(1)
    vi.unstubAllGlobals()
  })

  it('loads at once when mounted by a navigation (no server HTML to keep)', async () => {
    const load = loader()
    const Part = deferredPart(load, { trigger: 'near' })
    await act(async () => {
      root = createRoot(container)
      root.render(<Part label="Below" />)
    })
    await flush()
    expect(load).toHaveBeenCalledTimes(1)
    expect(container.textContent).toBe('Below 0')
  })
})

describe('deferredPart after a new deployment (ADR 035)', () => {
  const manifest = window as { __reactRouterManifest?: { version: string } }
  beforeEach(() => {
    resetNewBuildForTests()
    sessionStorage.clear()
    vi.mocked(reloadIntoNewBuild).mockClear()
    manifest.__reactRouterManifest = { version: 'build-a' }
  })
  afterEach(() => {
    delete manifest.__reactRouterManifest
    vi.unstubAllGlobals()
  })

  const gone = () =>
    vi.fn((): Promise<typeof Counter> =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    )

  it('keeps the server HTML of a part whose code is gone, and a press on it reloads into the new build', async () => {
    const load = gone()
    const Part = deferredPart(load, { trigger: 'interaction' })
    container.innerHTML = serverHtml('Chat')
    await act(async () => {
      root = hydrateRoot(container, <Part label="Chat" />)
    })
    const button = container.querySelector('button')!
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
    })
    await flush()
    expect(load).toHaveBeenCalledTimes(1)
    // Not dropped: the very node the server wrote, until the page moves to the new build.
    expect(container.querySelector('button')).toBe(button)
    expect(reloadIntoNewBuild).not.toHaveBeenCalled()
    await act(async () => button.click())
    expect(reloadIntoNewBuild).toHaveBeenCalledTimes(1)
  })

  it('drops the part when the page may not move again (offline, or moved once for this build)', async () => {
    sessionStorage.setItem('courier-new-build-reload', 'build-a')
    const Part = deferredPart(gone(), { trigger: 'interaction' })
    container.innerHTML = serverHtml('Chat')
    const recovered = vi.fn()
    await act(async () => {
      // Nothing where the server wrote the part: React reports the mismatch and renders anew.
      root = hydrateRoot(container, <Part label="Chat" />, { onRecoverableError: recovered })
    })
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
    })
    await flush()
    await flush()
    expect(container.querySelector('button')).toBeNull()
    expect(reloadIntoNewBuild).not.toHaveBeenCalled()
  })
})

describe('replayableButton', () => {
  it.each([
    ['<button type="button"><span id="t">x</span></button>', 'BUTTON'],
    ['<button type="submit" id="t">x</button>', null],
    ['<button type="button" disabled id="t">x</button>', null],
    ['<a href="/x" id="t">x</a>', null],
  ])('%s → %s', (html, expected) => {
    container.innerHTML = html
    expect(replayableButton(container.querySelector('#t, button'))?.tagName ?? null).toBe(expected)
  })
})
