import { describe, expect, it } from 'vitest'
import { mayMoveToNewBuild, NEW_BUILD_RELOAD_KEY } from './new-build'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  }
}

describe('mayMoveToNewBuild', () => {
  it('lets a page of one build load a new document once, never twice for the same build', () => {
    const storage = memoryStorage()
    expect(mayMoveToNewBuild(storage, 'build-a')).toBe(true)
    expect(storage.items.get(NEW_BUILD_RELOAD_KEY)).toBe('build-a')
    // The reloaded page is still of build A (the chunk is missing from the newest build too).
    expect(mayMoveToNewBuild(storage, 'build-a')).toBe(false)
    // A page of the next build has its own once.
    expect(mayMoveToNewBuild(storage, 'build-b')).toBe(true)
    expect(mayMoveToNewBuild(storage, 'build-b')).toBe(false)
  })

  it('never reloads without a guard: no build version, no storage, or storage that refuses', () => {
    expect(mayMoveToNewBuild(memoryStorage(), undefined)).toBe(false)
    expect(mayMoveToNewBuild(undefined, 'build-a')).toBe(false)
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(mayMoveToNewBuild(refusing, 'build-a')).toBe(false)
  })
})
