import { asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { dbOf, type DataSource } from '../../db/source'
import {
  bookingRequests,
  claimDisclosures,
  orderLines,
  orders,
  orderStatusChanges,
  outbox,
  people,
  personEvents,
  personTasks,
  submissions,
  subscribers,
} from '../../db/schema'
import { eraseDeliveryProofs } from '../../repos/delivery-jobs'
import type { Actor } from './pipeline'
import { recordPersonEvent } from './person-events'
import { addressesOf, mergedFamily } from './person-page'

/**
 * Privacy requests (issue #34, ADR 050): everything the site holds about a person, for them to
 * take away (JSON, CSV), and its erasure. A person is found through their own row, the people
 * merged into them, and every address those used; rows that name them only by address (the
 * newsletter's subscribers, booking requests, e-mails about them) are found by the addresses.
 */

const lowered = (column: SQL | unknown) => sql`lower(trim(${column}))`
const anyOf = (column: unknown, addresses: string[]) =>
  addresses.length ? inArray(lowered(column), addresses) : sql`false`
/** Rows whose JSON names one of the addresses (a staff notification's reply-to and payload). */
const jsonNames = (column: unknown, addresses: string[]) =>
  addresses.length ? or(...addresses.map((a) => sql`strpos(lower(${column}::text), ${a}) > 0`))! : sql`false`

async function heldAbout(db: Db, personId: number) {
  const ids = await mergedFamily(db, personId)
  const addresses = await addressesOf(db, ids)
  return { ids, addresses }
}

/** Everything held about a person, as one document. */
export async function exportPerson(source: DataSource, personId: number) {
  const db = dbOf(source)
  const { ids, addresses } = await heldAbout(db, personId)
  const [personRows, subs, orderRows, subscriberRows, bookings, disclosures, emails, events, tasks] =
    await Promise.all([
      db.select().from(people).where(inArray(people.id, ids)).orderBy(asc(people.id)),
      db
        .select()
        .from(submissions)
        .where(or(inArray(submissions.personId, ids), anyOf(submissions.email, addresses)))
        .orderBy(asc(submissions.id)),
      db
        .select()
        .from(orders)
        .where(or(inArray(orders.personId, ids), anyOf(orders.email, addresses)))
        .orderBy(asc(orders.id)),
      db.select().from(subscribers).where(anyOf(subscribers.email, addresses)),
      db
        .select()
        .from(bookingRequests)
        .where(anyOf(bookingRequests.email, addresses))
        .orderBy(asc(bookingRequests.id)),
      db
        .select()
        .from(claimDisclosures)
        .where(or(inArray(claimDisclosures.personId, ids), anyOf(claimDisclosures.email, addresses)))
        .orderBy(asc(claimDisclosures.id)),
      db
        .select({
          id: outbox.id,
          category: outbox.category,
          recipient: outbox.recipient,
          subject: outbox.subject,
          status: outbox.status,
          payload: outbox.payload,
          createdAt: outbox.createdAt,
          sentAt: outbox.sentAt,
        })
        .from(outbox)
        .where(or(anyOf(outbox.recipient, addresses), jsonNames(outbox.payload, addresses)))
        .orderBy(asc(outbox.id)),
      db.select().from(personEvents).where(inArray(personEvents.personId, ids)).orderBy(asc(personEvents.id)),
      db.select().from(personTasks).where(inArray(personTasks.personId, ids)).orderBy(asc(personTasks.id)),
    ])
  const orderIds = orderRows.map((o) => o.id)
  const [lines, changes] = orderIds.length
    ? await Promise.all([
        db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id)),
        db
          .select()
          .from(orderStatusChanges)
          .where(inArray(orderStatusChanges.orderId, orderIds))
          .orderBy(asc(orderStatusChanges.id)),
      ])
    : [[], []]
  return {
    person: personRows.find((p) => p.id === personId) ?? null,
    mergedPeople: personRows.filter((p) => p.id !== personId),
    submissions: subs,
    orders: orderRows.map((order) => ({
      ...order,
      lines: lines.filter((l) => l.orderId === order.id),
      statusChanges: changes.filter((c) => c.orderId === order.id),
    })),
    // A confirmation token's hash is the site's secret, not something held about the person.
    subscribers: subscriberRows.map(({ confirmTokenHash: _t, ...row }) => row),
    bookingRequests: bookings,
    claimDisclosures: disclosures,
    emails,
    events,
    tasks,
  }
}

export type PersonExport = Awaited<ReturnType<typeof exportPerson>>

const csvCell = (value: string) => {
  // A cell a spreadsheet would run as a formula starts with a quote (OWASP CSV injection).
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

const cellText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value)

/**
 * The export as one CSV: a line per field of each record (`section, record, field, value`), so
 * records of every shape sit in one sheet a person can read and filter.
 */
export function personExportCsv(data: PersonExport): string {
  const lines = [['section', 'record', 'field', 'value']]
  const add = (section: string, records: ReadonlyArray<Record<string, unknown>>) => {
    records.forEach((record, index) => {
      const id = cellText(record.id ?? index + 1)
      for (const [field, value] of Object.entries(record)) lines.push([section, id, field, cellText(value)])
    })
  }
  add('person', data.person ? [data.person] : [])
  add('merged person', data.mergedPeople)
  add('submission', data.submissions)
  add('order', data.orders)
  add('newsletter subscriber', data.subscribers)
  add('booking request', data.bookingRequests)
  add('earnings claim statement', data.claimDisclosures)
  add('e-mail', data.emails)
  add('timeline event', data.events)
  add('task', data.tasks)
  return lines.map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

/** Keeps on the timeline that staff exported what is held about the person. */
export async function recordExport(source: DataSource, personId: number, format: string, by: Actor) {
  await recordPersonEvent(dbOf(source), { personId, kind: 'export', data: { format }, by, at: new Date() })
}

/** Tables the sweep leaves alone: staff's own sign-in (a staff member's address is theirs). */
const SWEEP_SKIPS = new Set(['staff_accounts', 'staff_sessions'])

/**
 * The address as a whole address only: not inside a longer one (erasing ana@example.com must not
 * touch diana@example.com or ana@example.com.mx, another person's).
 */
const regexOf = (address: string) =>
  `(?<![[:alnum:]._%+-])${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\.?[[:alnum:]_-])`
const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`)

/**
 * The last step of an erasure: every text, JSON and text-array column of every table (but staff's
 * sign-in) that still holds one of the addresses has it replaced. The steps before it remove what
 * the site knows to be personal (names, phones, addresses, messages); this one makes sure no copy
 * of the address survives in a table added later or a field nobody thought of.
 */
async function sweepAddresses(db: Db, addresses: string[], placeholder: string) {
  const columns = (await db.execute(sql`
    select c.table_name, c.column_name, c.data_type, c.udt_name
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      and (c.data_type in ('text', 'character varying', 'jsonb', 'json') or c.udt_name in ('_text', '_varchar'))
    order by c.table_name, c.column_name`)) as unknown as {
    rows: Array<{ table_name: string; column_name: string; data_type: string; udt_name: string }>
  }
  const swept: string[] = []
  for (const address of addresses) {
    const pattern = regexOf(address)
    for (const c of columns.rows) {
      if (SWEEP_SKIPS.has(c.table_name)) continue
      const column = ident(c.column_name)
      const cast =
        c.data_type === 'jsonb' || c.data_type === 'json'
          ? sql.raw(`::${c.data_type}`)
          : c.udt_name.startsWith('_')
            ? sql.raw(`::${c.udt_name.slice(1)}[]`)
            : sql.raw('')
      const result = (await db.execute(sql`update ${ident(c.table_name)}
        set ${column} = regexp_replace(${column}::text, ${pattern}, ${placeholder}, 'gi')${cast}
        where ${column}::text ~* ${pattern}`)) as unknown as { rowCount?: number; affectedRows?: number }
      if ((result.rowCount ?? result.affectedRows ?? 0) > 0) swept.push(`${c.table_name}.${c.column_name}`)
    }
  }
  return swept
}

export type EraseResult = { ok: true; swept: string[] } | { ok: false; reason: 'no-person' | 'operator' }

/**
 * Erases a person (a privacy request): their personal fields go from every table that holds them,
 * in one transaction. What stays: their person row without any personal field (its stage, source
 * and dates, so the funnel's counts do not change), orders' numbers, amounts, city, state, ZIP and
 * dates (tax records), and an 'erased' event with who and when. A person who became an operator is
 * refused: the operator's page and account are ended first.
 */
export async function erasePerson(
  source: DataSource,
  personId: number,
  by: Actor,
  now = new Date(),
): Promise<EraseResult> {
  return dbOf(source).transaction(async (tx) => {
    const db = tx as unknown as Db
    const [person] = await db.select().from(people).where(eq(people.id, personId)).for('update')
    if (!person || person.mergedIntoId || person.erasedAt) return { ok: false, reason: 'no-person' } as const
    if (person.operatorId) return { ok: false, reason: 'operator' } as const
    const { ids, addresses } = await heldAbout(db, personId)
    const placeholder = `erased-${personId}@invalid`
    await db
      .update(submissions)
      .set({ payload: { erased: true }, email: placeholder })
      .where(or(inArray(submissions.personId, ids), anyOf(submissions.email, addresses)))
    await db
      .update(orders)
      .set({ buyerName: '', email: placeholder, phone: '', shipLine1: '', shipLine2: null, updatedAt: now })
      .where(or(inArray(orders.personId, ids), anyOf(orders.email, addresses)))
    // Each subscriber keeps a row (the newsletters' statistics count it) under an address of its own.
    await db.execute(sql`update subscribers set email = 'erased-' || id::text || '@invalid', first_name = null,
      last_name = null, status = 'unsubscribed', confirm_token_hash = null, confirm_expires_at = null,
      unsubscribed_at = coalesce(unsubscribed_at, ${now.toISOString()}::timestamptz), updated_at = ${now.toISOString()}::timestamptz
      where ${anyOf(subscribers.email, addresses)}`)
    // Their deliveries' proof goes too, and their tracking links stop working (issue #44, ADR 062).
    const erasedBookings = await db
      .select({ id: bookingRequests.id })
      .from(bookingRequests)
      .where(anyOf(bookingRequests.email, addresses))
    await eraseDeliveryProofs(
      db,
      erasedBookings.map((b) => b.id),
    )
    await db
      .update(bookingRequests)
      .set({
        name: '',
        phone: '',
        email: placeholder,
        pickup: '',
        delivery: '',
        notes: '',
        trackingTokenHash: null,
        updatedAt: now,
      })
      .where(anyOf(bookingRequests.email, addresses))
    await db
      .update(claimDisclosures)
      .set({ email: placeholder })
      .where(or(inArray(claimDisclosures.personId, ids), anyOf(claimDisclosures.email, addresses)))
    // E-mails to or about them: no recipient, subject or body left; one not sent yet never will be.
    await db
      .update(outbox)
      .set({
        recipient: placeholder,
        subject: '',
        payload: { erased: true },
        lastError: null,
        status: sql`case when ${outbox.status} in ('pending', 'held') then 'skipped' else ${outbox.status} end`,
      })
      .where(or(anyOf(outbox.recipient, addresses), jsonNames(outbox.payload, addresses)))
    await db.update(personEvents).set({ data: {} }).where(inArray(personEvents.personId, ids))
    await db.update(personTasks).set({ title: '' }).where(inArray(personTasks.personId, ids))
    await db
      .update(people)
      .set({
        email: null,
        firstName: null,
        lastName: null,
        phone: null,
        businessName: null,
        city: null,
        state: null,
        zip: null,
        sourceReferrerHost: null,
        erasedAt: now,
        updatedAt: now,
      })
      .where(inArray(people.id, ids))
    const swept = await sweepAddresses(db, addresses, placeholder)
    await recordPersonEvent(db, { personId, kind: 'erased', data: {}, by, at: now })
    return { ok: true, swept } as const
  })
}
