// Set-up of the jsdom project of vitest.config.ts: Testing Library's DOM matchers, and a clean
// document after every test (Vitest's globals are off, so Testing Library cannot register it).
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => cleanup())

// findBy…/waitFor poll until what they wait for is there; on a busy machine a lazy chunk or a
// loader can take longer than the default second to arrive.
configure({ asyncUtilTimeout: 10_000 })
