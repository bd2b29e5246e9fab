import { spawnSync } from 'node:child_process'
import { EventEmitter } from 'node:events'
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nodeFlagsFor, serverNodeFlags, shouldCollect, startIdleCollection } from './memory.js'

const memoryModule = new URL('./memory.js', import.meta.url).href

describe('nodeFlagsFor', () => {
  it('gives every flag when NODE_OPTIONS sets none of them', () => {
    expect(nodeFlagsFor(undefined)).toEqual(serverNodeFlags)
    expect(nodeFlagsFor('--enable-source-maps')).toEqual(serverNodeFlags)
  })

  it('leaves out a flag NODE_OPTIONS sets, in either spelling', () => {
    expect(nodeFlagsFor('--max-old-space-size=512')).toEqual(['--max-semi-space-size=8', '--expose-gc'])
    expect(nodeFlagsFor('--max_old_space_size=512 --expose-gc')).toEqual(['--max-semi-space-size=8'])
  })

  it('is what `npm start` and `npm run start:prod` start node with', () => {
    const scripts = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts
    expect(scripts.start).toBe(`node ${serverNodeFlags.join(' ')} scripts/start.js`)
    expect(scripts['start:prod']).toBe(
      `NODE_ENV=production node ${serverNodeFlags.join(' ')} server/index.js`,
    )
  })
})

describe('shouldCollect', () => {
  it('collects once a burst is over, never during traffic nor twice for one burst', () => {
    expect(shouldCollect({ requestsSinceCollection: 500, requestsInLastInterval: 0 })).toBe(true)
    expect(shouldCollect({ requestsSinceCollection: 500, requestsInLastInterval: 3 })).toBe(false)
    expect(shouldCollect({ requestsSinceCollection: 0, requestsInLastInterval: 0 })).toBe(false)
  })
})

describe('startIdleCollection', () => {
  afterEach(() => vi.useRealTimers())

  it('collects after an interval without requests that follows some, once', () => {
    vi.useFakeTimers()
    const server = new EventEmitter()
    const gc = vi.fn()
    const stop = startIdleCollection(server, { idleMs: 1000, gc })
    server.emit('request')
    vi.advanceTimersByTime(1000) // requests in this interval: not yet
    expect(gc).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1000) // a quiet interval after the burst
    expect(gc).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(5000) // still quiet: nothing new to give back
    expect(gc).toHaveBeenCalledTimes(1)
    stop()
    expect(server.listenerCount('request')).toBe(0)
  })

  it('does nothing when node was started without --expose-gc', () => {
    const server = new EventEmitter()
    startIdleCollection(server, { gc: undefined })()
    expect(server.listenerCount('request')).toBe(0)
  })
})

describe('compactingCollection', () => {
  // A real V8 heap in a node started as the server is: a burst leaves every old-generation page
  // with a few live objects among its garbage. A plain full collection keeps those pages; the
  // compacting one hands them back. Fails if V8 stops reading the flag at run time.
  const oldSpaceAfter = (collect) => {
    const script = `
      import v8 from 'node:v8'
      import { compactingCollection } from ${JSON.stringify(memoryModule)}
      let burst = []
      for (let i = 0; i < 400_000; i++) burst.push({ i, text: 'request ' + i })
      const kept = burst.filter((_, i) => i % 50 === 0)
      burst = null
      ${collect}
      const old = v8.getHeapSpaceStatistics().find((space) => space.space_name === 'old_space')
      console.log(JSON.stringify({ committed: old.space_size, live: old.space_used_size, kept: kept.length }))
    `
    const r = spawnSync(process.execPath, [...serverNodeFlags, '--input-type=module', '-e', script], {
      encoding: 'utf8',
    })
    if (r.status !== 0) throw new Error(r.stderr)
    return JSON.parse(r.stdout)
  }

  // V8 may compact on its own (its memory reducer) when the child waits behind other work on a
  // loaded machine, and then the plain collection has nothing left to show: tried again.
  it('gives back the old generation pages a plain collection keeps', { retry: 2 }, () => {
    const plain = oldSpaceAfter('gc()')
    const compacted = oldSpaceAfter('compactingCollection(gc)')
    expect(plain.committed).toBeGreaterThan(4 * plain.live)
    expect(compacted.committed).toBeLessThan(2 * compacted.live)
  })
})
