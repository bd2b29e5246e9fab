import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { createOutboxWaker, OUTBOX_WAKE_CHANNEL } from './outbox-wake'

const logger = pino({ level: 'silent' })

describe('the outbox waker of a web process (ADR 038)', () => {
  it('sends one NOTIFY at a time, and one more for the nudges that came meanwhile', async () => {
    const sent: string[] = []
    let release: () => void = () => {}
    const notify = async (channel: string) => {
      sent.push(channel)
      await new Promise<void>((resolve) => (release = resolve))
    }
    const waker = createOutboxWaker({ notify, logger })
    waker.nudge()
    for (let i = 0; i < 50; i++) waker.nudge()
    expect(sent).toEqual([OUTBOX_WAKE_CHANNEL])
    release()
    await new Promise((r) => setTimeout(r, 0))
    expect(sent).toHaveLength(2)
    release()
    await waker.settled()
    expect(sent).toHaveLength(2)
    waker.nudge()
    expect(sent).toHaveLength(3)
    release()
    await waker.settled()
  })
  it('survives a failed NOTIFY: the worker polls anyway', async () => {
    let calls = 0
    const waker = createOutboxWaker({
      notify: async () => {
        calls++
        throw new Error('connection lost')
      },
      logger,
    })
    waker.nudge()
    await waker.settled()
    waker.nudge()
    await waker.settled()
    expect(calls).toBe(2)
  })
})
