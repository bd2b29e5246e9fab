import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { people, personTasks, staffAccounts } from '../db/schema'

/** Follow-up tasks' reads and writes for the overdue reminder (issue #34). */

/** A task with its person's name and its owner's address, as the reminder needs them. */
export async function findTaskForReminder(db: Db, taskId: number) {
  const [row] = await db
    .select({
      id: personTasks.id,
      personId: personTasks.personId,
      title: personTasks.title,
      dueAt: personTasks.dueAt,
      ownerId: personTasks.ownerId,
      doneAt: personTasks.doneAt,
      overdueNotifiedAt: personTasks.overdueNotifiedAt,
      ownerEmail: staffAccounts.email,
      ownerDisabledAt: staffAccounts.disabledAt,
      personName: sql<
        string | null
      >`coalesce(nullif(concat_ws(' ', ${people.firstName}, ${people.lastName}), ''), ${people.businessName}, ${people.email})`,
    })
    .from(personTasks)
    .leftJoin(staffAccounts, eq(staffAccounts.id, personTasks.ownerId))
    .leftJoin(people, eq(people.id, personTasks.personId))
    .where(eq(personTasks.id, taskId))
  return row
}

/**
 * Marks a task's owner as told it is overdue, only if they have not been, the task is not done and
 * it still has that owner: true when this call marked it (so only one e-mail is ever queued).
 */
export async function markTaskOverdueNotified(
  db: Db,
  task: { id: number; ownerId: number },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(personTasks)
    .set({ overdueNotifiedAt: now })
    .where(
      and(
        eq(personTasks.id, task.id),
        eq(personTasks.ownerId, task.ownerId),
        isNull(personTasks.overdueNotifiedAt),
        isNull(personTasks.doneAt),
      ),
    )
    .returning({ id: personTasks.id })
  return rows.length > 0
}
