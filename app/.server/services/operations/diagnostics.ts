import { dbOf, type DataSource } from '../../db/source'
import { randomBytes } from 'node:crypto'
import journal from '../../../../drizzle/meta/_journal.json'
import {
  pendingMigrations,
  type ConnectionOutcome,
  type DatabaseFailure,
  type DelrayOutcome,
  type Exception,
  type ImageCheck,
} from '#app/domain/diagnostics/database-test'
import {
  recommendations,
  summarize,
  type StepResult,
  type VerificationRun,
  type VerifiedOperator,
} from '#app/domain/diagnostics/operator-verification'
import {
  countOperators,
  deleteOperatorById,
  findDelrayOperator,
  findOperatorBySlug,
  insertTemporaryOperator,
  lastAppliedMigration,
  listOperatorsForVerification,
  withRolledBackTransaction,
} from '../../repos/diagnostics'

/**
 * Staff diagnostics that run on the server (the old system ran them in the browser with the public
 * database client). Nothing they write survives: every write is inside a rolled-back transaction.
 */

/** A PostgreSQL error (PGlite or node-postgres, possibly wrapped by Drizzle), or anything else. */
export function classifyError(error: unknown): DatabaseFailure | Exception {
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; message?: unknown; severity?: unknown; cause?: unknown }
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return { kind: 'database', message: String(e.message ?? ''), code: e.code }
    }
    if (!e.cause) break
    current = e.cause
  }
  const e = error as {
    name?: string
    message?: string
    code?: unknown
    cause?: { message?: string; code?: unknown }
  }
  if (e?.name === 'DrizzleQueryError') {
    return { kind: 'database', message: e.cause?.message ?? e.message ?? '', code: systemCode(e.cause) }
  }
  // A socket or file-system error (ECONNREFUSED, ENOSPC…) keeps Node's code, for the hints.
  const message = error instanceof Error ? error.message || String(e.code ?? error.name) : String(error)
  return { kind: 'exception', message, code: systemCode(error) ?? systemCode(e?.cause) }
}

function systemCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null | undefined)?.code
  return typeof code === 'string' && /^E[A-Z]+$/.test(code) ? code : null
}

function temporaryOperator() {
  const suffix = randomBytes(4).toString('hex')
  return {
    name: 'Verification Test Operator',
    areaServed: 'Test City, FL',
    customSlug: `verification-test-${suffix}`,
    contactPersonName: 'Verification Test',
    contactEmail: `verification-test-${suffix}@example.com`,
    contactPhone: '(555) 555-0100',
    latitude: 26.4615,
    longitude: -80.0728,
  }
}

/** 'Test Database Connection': read, write (rolled back), then look for the Delray record. */
export async function testDatabaseConnection(source: DataSource): Promise<ConnectionOutcome> {
  const db = dbOf(source)
  try {
    return await withRolledBackTransaction(db, async (tx) => {
      const operatorCount = await countOperators(tx)
      const id = await insertTemporaryOperator(tx, temporaryOperator())
      await deleteOperatorById(tx, id)
      const record = await findDelrayOperator(tx)
      return {
        kind: 'ok' as const,
        operatorCount,
        record: record ? { name: record.name, contactEmail: record.contactEmail } : null,
        pendingMigrations: pendingMigrations(journal.entries, await lastAppliedMigration(tx)),
      }
    })
  } catch (error) {
    return classifyError(error)
  }
}

/** Whether an image URL answers with an image (relative URLs are resolved against the site). */
export async function checkImageUrl(url: string, siteOrigin: string, timeoutMs = 5000): Promise<ImageCheck> {
  let target: URL
  try {
    target = new URL(url, siteOrigin)
  } catch {
    return { accessible: false, status: null, contentType: null, error: 'not a valid URL' }
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    return {
      accessible: false,
      status: null,
      contentType: null,
      error: `unsupported protocol ${target.protocol}`,
    }
  }
  try {
    let response = await fetch(target, { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) })
    if (response.status === 405) response = await fetch(target, { signal: AbortSignal.timeout(timeoutMs) })
    await response.body?.cancel()
    const contentType = response.headers.get('content-type')
    const isImage = !!contentType?.startsWith('image/')
    return {
      accessible: response.ok && isImage,
      status: response.status,
      contentType,
      error: response.ok ? (isImage ? null : 'not an image') : response.statusText || null,
    }
  } catch (error) {
    const message =
      error instanceof Error ? (error.name === 'TimeoutError' ? 'timed out' : error.message) : String(error)
    return { accessible: false, status: null, contentType: null, error: message }
  }
}

/** 'Debug Delray Operator': the record, then its profile image. */
export async function debugDelrayOperator(
  source: DataSource,
  options: { siteOrigin: string },
): Promise<DelrayOutcome> {
  const db = dbOf(source)
  let operator
  try {
    operator = await findDelrayOperator(db)
  } catch (error) {
    const failure = classifyError(error)
    return failure.kind === 'database' ? failure : { kind: 'notFound', error: failure.message }
  }
  if (!operator) return { kind: 'notFound', error: null }
  const image = operator.profileImageUrl
    ? await checkImageUrl(operator.profileImageUrl, options.siteOrigin)
    : null
  return {
    kind: 'found',
    operator: {
      name: operator.name,
      contactPersonName: operator.contactPersonName,
      slug: operator.slug,
      profileImageUrl: operator.profileImageUrl,
    },
    image,
  }
}

const messageOf = (error: unknown) => {
  const c = classifyError(error)
  return c.kind === 'database' && c.code ? `${c.message} (${c.code})` : c.message
}

/**
 * /verify-operators' Run Verification: read all operators (newest first), insert a temporary
 * operator, delete it by id; all in one transaction that is rolled back. A failed step skips the
 * ones after it (PostgreSQL refuses further statements in a failed transaction).
 */
export async function verifyOperators(source: DataSource): Promise<VerificationRun> {
  const db = dbOf(source)
  const started = performance.now()
  const skipped: StepResult = { ok: null }
  try {
    const run = await withRolledBackTransaction(db, async (tx) => {
      let operators: VerifiedOperator[]
      try {
        operators = await listOperatorsForVerification(tx)
      } catch (error) {
        return { read: { ok: false as const, error: messageOf(error) }, insert: skipped, remove: skipped }
      }
      let id: number
      try {
        id = await insertTemporaryOperator(tx, temporaryOperator())
      } catch (error) {
        return {
          read: { ok: true as const, operators },
          insert: { ok: false as const, error: messageOf(error) },
          remove: skipped,
        }
      }
      let remove: StepResult
      try {
        remove =
          (await deleteOperatorById(tx, id)) === 1 ? { ok: true } : { ok: false, error: 'no row deleted' }
      } catch (error) {
        remove = { ok: false, error: messageOf(error) }
      }
      return { read: { ok: true as const, operators }, insert: { ok: true as const }, remove }
    })
    return { ...run, ms: Math.round(performance.now() - started) }
  } catch (error) {
    return {
      read: { ok: false, error: messageOf(error) },
      insert: skipped,
      remove: skipped,
      ms: Math.round(performance.now() - started),
    }
  }
}

/** Test Load: what the operator's page would load for `slug`. */
export async function loadOperatorForVerification(source: DataSource, slug: string) {
  const db = dbOf(source)
  try {
    const operator = await findOperatorBySlug(db, slug)
    return operator
      ? ({ ok: true, operator } as const)
      : ({ ok: false, notFound: true, error: null } as const)
  } catch (error) {
    return { ok: false, notFound: false, error: messageOf(error) } as const
  }
}

/** The Verify Operators screen's answer to "run": the run, its summary and what to do about it. */
export async function verificationReply(source: DataSource) {
  const run = await verifyOperators(source)
  const summary = summarize(run)
  return { intent: 'run' as const, run, summary, recommendations: recommendations(summary) }
}

/** The Verify Operators screen's answer to a test load of one operator's page. */
export async function testLoadReply(source: DataSource, slug: string) {
  const loaded = await loadOperatorForVerification(source, slug)
  return {
    intent: 'testLoad' as const,
    slug,
    loaded: loaded.ok
      ? {
          ok: true as const,
          operator: { ...loaded.operator, createdAt: loaded.operator.createdAt.toISOString() },
        }
      : loaded,
  }
}

/** What the Verify Operators screen's action answers. */
export type VerificationReply =
  Awaited<ReturnType<typeof verificationReply>> | Awaited<ReturnType<typeof testLoadReply>>
