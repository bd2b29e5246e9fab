import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { personTasks } from '#app/.server/db/schema'
import { jobHandlers } from '#app/.server/jobs/handlers'
import { createSmtpTransport } from '#app/.server/mail/transport'
import { createOutboxWorker } from '#app/.server/mail/worker'
import { attachPerson } from '#app/.server/repos/people'
import { addTask, completeTask } from '#app/.server/services/people/pipeline'
import { startMailSink } from '../support/mail-sink.js'
import { createStaff } from './admin-helpers'
import { testEnv } from './context'
import { createTestDatabase, type TestDatabase } from './test-database'

/**
 * Issue #34: an overdue follow-up task e-mails its owner exactly once, from a stored outbox job
 * scheduled with the task, across a worker restart, with a controlled clock (as the booking
 * escalation's test does); a task done or given to someone else before it is due e-mails nobody.
 */
let t: TestDatabase
let sink: Awaited<ReturnType<typeof startMailSink>>
const HOUR = 60 * 60_000
const OWNER = 'task-owner@example.com'
const OTHER = 'task-other@example.com'

beforeAll(async () => {
  ;[t, sink] = await Promise.all([createTestDatabase(), startMailSink()])
})
afterAll(async () => {
  await sink?.stop()
  await t?.drop()
})

describe('overdue tasks', () => {
  it('e-mails the owner once when due, also across a worker restart; done or reassigned tasks never', async () => {
    const owner = await createStaff(t.db, OWNER)
    const other = await createStaff(t.db, OTHER)
    const by = { id: owner.id, email: owner.email }
    const personId = await attachPerson(t.db, {
      email: 'callback@example.com',
      lang: 'es',
      details: { firstName: 'Rosa', lastName: 'Díaz' },
    })
    const created = new Date(Date.now() - 60_000)
    const dueAt = new Date(created.getTime() + 2 * HOUR)
    const taskId = await addTask(
      t.db,
      { personId, title: 'Call back Tuesday', dueAt, ownerId: owner.id },
      by,
      created,
    )
    const doneId = await addTask(
      t.db,
      { personId, title: 'Send the guide', dueAt, ownerId: owner.id },
      by,
      created,
    )
    const movedId = await addTask(
      t.db,
      { personId, title: 'Check the van', dueAt, ownerId: owner.id },
      by,
      created,
    )

    let clock = new Date(created.getTime() + HOUR)
    const env = testEnv({})
    const startWorker = () =>
      createOutboxWorker({
        db: t.db,
        env,
        logger: pino({ level: 'silent' }),
        transport: createSmtpTransport(sink.url),
        handlers: jobHandlers,
        now: () => clock,
      })
    sink.clear()
    const first = startWorker()
    await first.runOnce()
    await first.runOnce()
    expect(sink.messages).toEqual([])
    await first.stop()

    // Before it is due: one is done, another given to someone else.
    await completeTask(t.db, doneId, by, clock)
    await t.db.update(personTasks).set({ ownerId: other.id }).where(eq(personTasks.id, movedId))

    // The worker restarts; the new one finds the stored job when it is due.
    clock = new Date(dueAt.getTime() + 60_000)
    const second = startWorker()
    await second.runOnce()
    await second.runOnce()
    const toOwner = sink.messages.filter((m) => m.to.includes(OWNER))
    expect(toOwner.map((m) => m.subject)).toEqual(['Overdue task: Call back Tuesday (Rosa Díaz)'])
    expect(toOwner[0]?.text).toContain(`/admin/people/${personId}`)
    expect(toOwner[0]?.text).toMatch(/\d{1,2}:\d{2}\s[AP]M E[SD]T/)
    expect(sink.messages.filter((m) => m.to.includes(OTHER))).toEqual([])
    const [task] = await t.db.select().from(personTasks).where(eq(personTasks.id, taskId))
    expect(task?.overdueNotifiedAt?.getTime()).toBe(clock.getTime())

    // Later runs, and scheduling the same reminder again, send nothing more.
    clock = new Date(dueAt.getTime() + 5 * HOUR)
    await second.runOnce()
    await second.runOnce()
    await second.stop()
    const third = startWorker()
    await third.runOnce()
    await third.stop()
    expect(sink.messages.filter((m) => m.to.includes(OWNER))).toHaveLength(1)
  })
})
