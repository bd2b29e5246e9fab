import { isOverdue } from '#app/domain/people/pipeline'
import { localizedPath } from '#app/domain/routing/locale'
import type { Db } from '../../db/client'
import type { Env } from '../../env'
import { enqueueEmails, enqueueJob } from '../../mail/outbox'
import { findTaskForReminder, markTaskOverdueNotified } from '../../repos/person-tasks'
import { siteOrigin } from '../../site-origin'

/** The outbox job channel of the overdue-task reminder (app/.server/jobs/handlers.ts). */
export const TASK_OVERDUE_CHANNEL = 'person-task-overdue'

/**
 * Schedules the reminder of a task just added: a stored outbox job due when the task is, so a
 * restart in between loses nothing. Call it in the transaction that stores the task. Idempotent:
 * one job per task, due time and owner (another owner or due time is another reminder).
 */
export async function scheduleTaskOverdue(
  db: Db,
  task: { id: number; dueAt: Date; ownerId: number | null },
): Promise<void> {
  if (task.ownerId === null) return
  await enqueueJob(db, {
    channel: TASK_OVERDUE_CHANNEL,
    category: 'person.taskOverdue',
    payload: { taskId: task.id, ownerId: task.ownerId },
    dedupeKey: `${TASK_OVERDUE_CHANNEL}:${task.id}:${task.dueAt.getTime()}:${task.ownerId}`,
    runAt: task.dueAt,
  })
}

/**
 * The job: when the task is overdue, not done, still owned by the owner it was scheduled for and
 * its owner not yet told, e-mails the owner once and sets overdue_notified_at, in one transaction.
 * Anything else ends without a word (done, reassigned, already told, owner's account disabled).
 */
export async function runTaskOverdue(
  db: Db,
  payload: { taskId: number; ownerId: number },
  { env, now }: { env: Pick<Env, 'PUBLIC_SITE_URL' | 'PORT'>; now: Date },
): Promise<'notified' | 'skipped'> {
  const task = await findTaskForReminder(db, payload.taskId)
  if (
    !task ||
    task.ownerId !== payload.ownerId ||
    task.overdueNotifiedAt ||
    !task.ownerEmail ||
    task.ownerDisabledAt ||
    !isOverdue(task, now)
  )
    return 'skipped'
  const to = task.ownerEmail
  return db.transaction(async (tx) => {
    if (!(await markTaskOverdueNotified(tx, { id: task.id, ownerId: payload.ownerId }, now)))
      return 'skipped' as const
    await enqueueEmails(tx, [
      {
        to,
        template: {
          name: 'person.taskOverdue',
          data: {
            title: task.title,
            personName: task.personName ?? `#${task.personId}`,
            personUrl: `${siteOrigin(env)}${localizedPath('en', `/admin/people/${task.personId}`)}`,
            dueAt: task.dueAt.toISOString(),
          },
        },
        category: 'person.taskOverdue',
        lang: 'en',
      },
    ])
    return 'notified' as const
  })
}
