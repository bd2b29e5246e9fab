// Set-up of the jsdom project of vitest.config.ts: Testing Library's DOM matchers, and a clean
// document after every test (Vitest's globals are off, so Testing Library cannot register it).
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => cleanup())
