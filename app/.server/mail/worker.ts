import type { Transporter } from 'nodemailer'
import type { Logger } from 'pino'
import { resolveSiteSettings, type SiteSettings } from '#app/domain/settings/site-settings'
import { retryDelayMs } from '#app/domain/mail/retry'
import type { Db } from '../db/client'
import type { OutboxRow } from '../db/schema'
import type { Env } from '../env'
import { claimDueRows, holdDue, markAttemptFailed, markSent, markSkipped, releaseHeld } from '../repos/outbox'
import { subscriberStatuses, transitionSubscriber } from '../repos/subscribers'
import { listSiteSettingRows } from '../repos/site-settings'
import { addressesSendable, messageParts, REFUSED_ADDRESS_ERROR, type EmailPayload } from './outbox'
import { fromAddress } from './staff-address'

/** Delivers one job of a channel; throwing makes the worker retry it with back-off. */
export type JobHandler = (
  payload: Record<string, unknown>,
  /**
   * `now`: the worker's clock (tests control it). `nudge`: rows were committed (e.g. a batch of a
   * newsletter's messages): the worker starts on them now, while the job goes on.
   */
  ctx: {
    env: Env
    logger: Logger
    db: Db
    now: Date
    /**
     * The worker's clock, read again at each call (`now` is its reading when the job started): a
     * job that runs a while and records when it ended reads this.
     */
    clock?: () => Date
    nudge?: () => void
    /** Forgets the rendered pages of every instance (a scheduled change went live). */
    purgePages?: (reason: string) => Promise<void>
  },
) => Promise<void>

export type OutboxWorkerOptions = {
  db: Db
  env: Env
  logger: Logger
  /** null: no SMTP configured (e-mails are held, not sent). */
  transport: Transporter | null
  /** The job channels it serves besides e-mail, with their handlers (app/.server/jobs/handlers.ts). */
  handlers?: Record<string, JobHandler>
  /** Given to the jobs: the page cache's purge (server), absent in tests that need none. */
  purgePages?: (reason: string) => Promise<void>
  /**
   * The site's settings, which the e-mails' layout shows, read once per pass: the server passes the
   * settings service's cached read; by default they are read from the database.
   */
  siteSettings?: (db: Db) => Promise<SiteSettings>
  /** How often due rows are looked for when nobody nudges (ms). */
  pollMs?: number
  /** First retry delay; doubles per failed attempt up to retryCapMs. */
  retryBaseMs?: number
  retryCapMs?: number
  /** How long a claimed row stays claimed: a worker that dies mid-send releases it after this. */
  leaseMs?: number
  /**
   * Rows claimed (and so in flight) at once, at most MAX_IN_FLIGHT: a worker killed mid-send can
   * double at most this many messages (ADR 023).
   */
  batchSize?: number
  now?: () => Date
}

export type OutboxWorker = {
  start(): void
  stop(): Promise<void>
  /** Something was queued: look now rather than at the next poll. */
  nudge(): void
  /** One pass over the due rows (tests call it directly). */
  runOnce(): Promise<{ sent: number; retried: number; failed: number }>
  /**
   * One pass over the jobs of `channels` (never e-mail) that are due by `at`, run as if the clock
   * said `at` (and went on from there): what a scheduled job does at its time, at once. Only the
   * end-to-end server's test-only trigger calls it (app/routes/system/test-outbox.ts, reachable only
   * with ENABLE_TEST_ROUTES=1); the e-mails such a job queues are sent by the worker's own passes.
   */
  runDueAt(at: Date, channels: readonly string[]): Promise<{ sent: number; retried: number; failed: number }>
}

/** Error text without e-mail addresses: logs and the admin view must not collect personal data. */
function describeError(error: unknown) {
  const text = error instanceof Error ? error.message : String(error)
  return text.replace(/[^\s<>@"']+@[^\s<>@"']+/g, '<address>').slice(0, 500)
}

function messageIdFor(row: OutboxRow, from: string) {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost'
  return `<outbox-${row.id}-${row.createdAt.getTime().toString(36)}@${domain}>`
}

/**
 * The outbox worker: claims due rows (FOR UPDATE SKIP LOCKED, so instances share the work), sends
 * e-mail through the SMTP transport and jobs through their handlers, and reschedules a failure with
 * exponential back-off until its last attempt, after which the row is marked failed and kept.
 * Delivery is at least once; the Message-ID is the same on every attempt of a row. At most
 * MAX_IN_FLIGHT rows are claimed at once and each is marked sent the moment the SMTP server accepts
 * it, so a worker killed mid-send leaves at most that many messages whose fate is unknown; the next
 * claim of such a row flags it `uncertain` (ADR 023).
 */
/** Thrown by deliver() for a message that must not be sent any more. */
class SkipDelivery extends Error {}

/** Thrown by deliver() for an address the one address rule refuses: failed for good. */
class RefusedAddress extends Error {}

/**
 * Whether an error of sending is permanent for the message: a 5xx SMTP reply (unknown mailbox,
 * refused), or an address refused before any server was asked (by the rule, or by nodemailer:
 * EENVELOPE). Waiting changes none of these.
 */
function isPermanent(row: OutboxRow, error: unknown) {
  if (row.channel !== 'email') return false
  if (error instanceof RefusedAddress) return true
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown }
  if (typeof responseCode === 'number') return responseCode >= 500 && responseCode < 600
  // 'No recipients defined', 'Invalid recipient …'; not 'Invalid sender' (the site's setting: retried).
  return code === 'EENVELOPE' && /recipient/i.test(error instanceof Error ? error.message : '')
}

/**
 * The most rows one worker has claimed and not yet marked at any moment (issue #17 item 5). Each
 * row is marked sent as soon as the SMTP server accepts it, so a kill can leave at most this many
 * messages accepted but not marked: the only ones a restart can send twice (ADR 023).
 */
export const MAX_IN_FLIGHT = 5

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, env, logger, transport, purgePages } = options
  const handlers = options.handlers ?? {}
  const siteSettings =
    options.siteSettings ?? (async (db: Db) => resolveSiteSettings(await listSiteSettingRows(db)))
  const pollMs = options.pollMs ?? 2_000
  const retryBaseMs = options.retryBaseMs ?? 5_000
  const retryCapMs = options.retryCapMs ?? 3_600_000
  const leaseMs = options.leaseMs ?? 120_000
  const batchSize = Math.max(1, Math.min(MAX_IN_FLIGHT, options.batchSize ?? MAX_IN_FLIGHT))
  const now = options.now ?? (() => new Date())
  const jobChannels = Object.keys(handlers)

  type Lane = { channels: string[]; active: number; drained: boolean; lastClaim: number }
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | undefined
  let again = false
  let stopped = true
  /** Set by stop(): the pass claims nothing more and ends once its rows are done. */
  let stopping = false
  let released = false
  /** Wakes the pass under way (a row is done, or something was queued). */
  let passSignal: ((nudged: boolean) => void) | undefined
  /** What a job handler calls after committing rows: the pass under way picks them up at once. */
  const nudgePass = () => passSignal?.(true)
  /** The passes of runDueAt under way: stop() waits for them too. */
  const scopedPasses = new Set<Promise<unknown>>()

  /**
   * What every message of a pass shares: the From address, the settings its templates show, the
   * clock (the worker's, or runDueAt's) and what a job calls after committing rows.
   */
  type PassContext = {
    from: string
    settings: SiteSettings
    statuses: Map<string, string>
    clock: () => Date
    nudge: () => void
  }

  async function deliver(row: OutboxRow, { from, settings, statuses, clock, nudge }: PassContext) {
    if (row.channel === 'email') {
      const payload = row.payload as EmailPayload
      // A newsletter message goes only to a subscriber who is still active when its turn comes
      // (read for the whole claim at once, just before the sending: `statuses`).
      if (payload.subscriberId) {
        const status = statuses.get(payload.subscriberId)
        if (status !== 'active') throw new SkipDelivery(status ?? 'deleted')
      }
      // The one address rule, again at sending time: a row queued before it, or resent from the
      // Mail tab, fails for good rather than reaching the transport.
      if (!addressesSendable({ to: row.recipient ?? '', replyTo: payload.replyTo })) {
        throw new RefusedAddress(REFUSED_ADDRESS_ERROR)
      }
      const messageId = row.messageId ?? messageIdFor(row, from)
      const subject = row.subject ?? ''
      // A template is rendered now (ADR 033, 041): a row it cannot render fails like a refused
      // send, retried with back-off (a newer instance may know a template this one does not).
      const body = await messageParts(payload, { settings, subject, timeZone: env.SITE_TIME_ZONE })
      await transport!.sendMail({
        from,
        to: row.recipient!,
        subject,
        html: body.html,
        text: body.text,
        replyTo: payload.replyTo,
        headers: payload.headers,
        messageId,
      })
      return messageId
    }
    const handler = handlers[row.channel]
    if (!handler) throw new Error(`no handler for channel ${row.channel}`)
    await handler(row.payload, { env, logger, db, now: clock(), clock, nudge, purgePages })
    return null
  }

  type Result = { sent: number; retried: number; failed: number; skipped: number }

  /** Delivers one claimed row and records what came of it (sent, retried, failed or skipped). */
  async function handle(row: OutboxRow, pass: PassContext, result: Result) {
    const { from, clock } = pass
    try {
      const messageId = await deliver(row, pass)
      await markSent(db, row.id, messageId, clock())
      result.sent++
    } catch (error) {
      if (error instanceof SkipDelivery) {
        await markSkipped(db, row.id, `not sent: the subscriber is ${error.message}`)
        result.skipped++
        return
      }
      // A refused address will not change by waiting: fail at once.
      const permanent = isPermanent(row, error)
      const final = permanent || row.attempts >= row.maxAttempts
      const delay = retryDelayMs(row.attempts, {
        baseMs: retryBaseMs,
        capMs: retryCapMs,
        jitter: 0.2,
        random: Math.random(),
      })
      const message = describeError(error)
      await markAttemptFailed(db, row.id, {
        error: message,
        nextAttemptAt: new Date(clock().getTime() + delay),
        final,
        messageId: row.channel === 'email' ? (row.messageId ?? messageIdFor(row, from)) : null,
      })
      if (final) result.failed++
      else result.retried++
      // A refused newsletter address is a hard bounce: the subscriber gets no more issues.
      const subscriberId = (row.payload as { subscriberId?: unknown }).subscriberId
      if (permanent && typeof subscriberId === 'string') {
        await transitionSubscriber(db, subscriberId, 'active', { status: 'bounced' })
      }
      logger[final ? 'error' : 'warn'](
        {
          outboxId: row.id,
          channel: row.channel,
          category: row.category,
          attempt: row.attempts,
          error: message,
        },
        final ? 'outbox: delivery failed for good' : 'outbox: delivery failed, will retry',
      )
    }
  }

  /**
   * One pass: sends until nothing is due. Two lanes, each refilled the moment one of its rows is
   * done rather than batch after batch: e-mail (at most `batchSize` ≤ MAX_IN_FLIGHT claimed at
   * once, the bound of ADR 023) and jobs (as many, apart: a newsletter job that writes 1,000
   * messages does not hold up their sending). A lane that found nothing due looks again when it
   * is nudged (a job or a request queued rows), when one of its own rows is done, or after pollMs.
   */
  async function runOnce(): Promise<Result> {
    return pass()
  }

  /**
   * A pass: the worker's own (every channel it serves, its clock), or runDueAt's (`scope`: some job
   * channels, a clock that starts at `scope.at`, e-mail left to the worker's own passes).
   */
  async function pass(scope?: { at: Date; channels: readonly string[] }): Promise<Result> {
    const result: Result = { sent: 0, retried: 0, failed: 0, skipped: 0 }
    const offset = scope ? scope.at.getTime() - now().getTime() : 0
    const clock = scope ? () => new Date(now().getTime() + offset) : now
    if (scope) {
      // Nothing of e-mail: holding or releasing is the worker's own passes' business.
    } else if (!transport) {
      const held = await holdDue(db, 'email', now())
      if (held > 0) logger.warn({ held }, 'outbox: SMTP_URL is not configured; e-mails held, not sent')
    } else if (!released) {
      released = true
      const count = await releaseHeld(db, 'email', now())
      if (count > 0) logger.info({ count }, 'outbox: held e-mails released for sending')
    }
    const scopedChannels = scope ? jobChannels.filter((c) => scope.channels.includes(c)) : jobChannels
    const lanes: Lane[] = [
      ...(transport && !scope ? [{ channels: ['email'], active: 0, drained: false, lastClaim: 0 }] : []),
      ...(scopedChannels.length
        ? [{ channels: scopedChannels, active: 0, drained: false, lastClaim: 0 }]
        : []),
    ]
    if (lanes.length === 0) return result
    const settings = await siteSettings(db)
    const from = fromAddress(env, settings.businessName)
    const inFlight = new Set<Promise<void>>()
    /** Ids of the rows this pass has claimed and not finished. */
    const claimedIds = new Set<number>()
    let failure: { error: unknown } | undefined
    let signalled = false
    let wake: (() => void) | undefined
    const signal = (nudged: boolean) => {
      if (nudged) for (const lane of lanes) lane.drained = false
      signalled = true
      const w = wake
      wake = undefined
      w?.()
    }
    // runDueAt's pass leaves the worker's own pass its signal; a job's nudge wakes the worker's pass
    // (which sends the e-mails the job queued).
    if (!scope) passSignal = signal
    const nudge = scope ? () => api.nudge() : nudgePass
    try {
      for (;;) {
        signalled = false
        for (const lane of lanes) {
          if (stopping || failure) break
          const free = batchSize - lane.active
          // Refilled once at least half its places are free: each claim is a query (a few ms of
          // this thread on PGlite), so not one per message, nor waiting for the slowest of five.
          if (free < Math.ceil(batchSize / 2)) continue
          if (lane.drained && Date.now() - lane.lastClaim < pollMs) continue
          lane.lastClaim = Date.now()
          const rows = await claimDueRows(db, {
            channels: lane.channels,
            limit: free,
            leaseMs,
            now: now(),
            dueBy: clock(),
            exclude: [...claimedIds],
          })
          lane.drained = rows.length < free
          const statuses = await subscriberStatuses(
            db,
            rows.flatMap((r) => {
              const id = (r.payload as { subscriberId?: unknown }).subscriberId
              return r.channel === 'email' && typeof id === 'string' ? [id] : []
            }),
          )
          const context: PassContext = { from, settings, statuses, clock, nudge }
          for (const row of rows) {
            lane.active++
            claimedIds.add(row.id)
            const done: Promise<void> = handle(row, context, result)
              // Recording the outcome failed (the database went away): the pass ends with it.
              .catch((error: unknown) => void (failure ??= { error }))
              .finally(() => {
                lane.active--
                claimedIds.delete(row.id)
                lane.drained = false
                inFlight.delete(done)
                signal(false)
              })
            inFlight.add(done)
          }
        }
        if (inFlight.size === 0) break
        if (!signalled) {
          await new Promise<void>((resolve) => {
            // A drained lane looks again after pollMs even if nothing is done by then.
            const timer = setTimeout(resolve, pollMs)
            timer.unref()
            wake = () => {
              clearTimeout(timer)
              resolve()
            }
          })
        }
      }
    } finally {
      if (!scope) passSignal = undefined
      // A claim that threw leaves the rows already claimed to finish; none is left unobserved.
      await Promise.allSettled(inFlight)
    }
    if (failure) throw failure.error
    return result
  }

  function schedule(delay: number) {
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(tick, delay)
    timer.unref()
  }

  function tick() {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = runOnce()
      .catch((error) => logger.error({ error: describeError(error) }, 'outbox: pass failed'))
      .finally(() => {
        running = undefined
        if (again) {
          again = false
          schedule(0)
        } else schedule(pollMs)
      })
  }

  const api: OutboxWorker = {
    start() {
      if (!stopped) return
      stopped = false
      schedule(0)
    },
    async stop() {
      stopped = true
      stopping = true
      clearTimeout(timer)
      passSignal?.(false)
      await running
      await Promise.allSettled(scopedPasses)
      stopping = false
      transport?.close()
    },
    nudge() {
      if (stopped) return
      if (running) {
        again = true
        nudgePass()
      } else schedule(0)
    },
    runOnce,
    async runDueAt(at, channels) {
      const running = pass({ at, channels })
      scopedPasses.add(running)
      try {
        return await running
      } finally {
        scopedPasses.delete(running)
      }
    },
  }
  return api
}
