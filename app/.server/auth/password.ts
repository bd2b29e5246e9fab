import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * Password hashing with scrypt from node:crypto (ADR 011): N = 2^17, r = 8, p = 1 (OWASP's
 * recommended minimum), a 16-byte random salt and a 32-byte key. One hash takes ~0.3 s and 128 MB
 * on the project's machines, so at most two run at once per process; the rest wait their turn.
 *
 * Stored as `scrypt$<log2 N>$<r>$<p>$<salt>$<key>` (base64url), so the cost can be raised later:
 * `needsRehash` tells the login to re-hash an old-cost password with the current parameters.
 */
export type ScryptParams = { log2N: number; r: number; p: number }
export const SCRYPT_PARAMS: Readonly<ScryptParams> = { log2N: 17, r: 8, p: 1 }

let decoy: Promise<string> | undefined

/** The parameters new hashes get. Tests that sign in hundreds of times lower them (never the app). */
let current: ScryptParams = { ...SCRYPT_PARAMS }
export function setHashingCostForTests(params: Partial<ScryptParams> | null) {
  current = { ...SCRYPT_PARAMS, ...params }
  decoy = undefined
}
/** The parameters new hashes get now, so a test that changes them can put them back (ADR 063). */
export function hashingCostForTests(): Readonly<ScryptParams> {
  return current
}
const KEY_LENGTH = 32

function scryptAsync(
  password: string,
  salt: Buffer,
  keylen: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keylen, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  )
}

// A small semaphore: scrypt's memory (128 × N × r bytes) is the cost of a login, so cap the concurrency.
const MAX_CONCURRENT = 2
let running = 0
const waiting: Array<() => void> = []
async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve))
  running++
  try {
    return await work()
  } finally {
    running--
    waiting.shift()?.()
  }
}

function derive(password: string, salt: Buffer, params: ScryptParams) {
  const N = 2 ** params.log2N
  return withSlot(() =>
    scryptAsync(password, salt, KEY_LENGTH, { N, r: params.r, p: params.p, maxmem: 256 * N * params.r }),
  )
}

export async function hashPassword(password: string, params: ScryptParams = current): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, params)
  return [
    'scrypt',
    params.log2N,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$')
}

function parse(stored: string) {
  const [scheme, log2N, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return null
  const params = { log2N: Number(log2N), r: Number(r), p: Number(p) }
  if (![params.log2N, params.r, params.p].every((n) => Number.isInteger(n) && n > 0) || params.log2N > 22)
    return null
  return { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') }
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored)
  if (!parsed) return false
  const key = await derive(password, parsed.salt, parsed.params)
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key)
}

export function needsRehash(stored: string): boolean {
  const parsed = parse(stored)
  return (
    !parsed ||
    parsed.params.log2N < current.log2N ||
    parsed.params.r !== current.r ||
    parsed.params.p !== current.p
  )
}

/**
 * A hash of nothing anyone knows, verified when the e-mail is unknown so that a wrong e-mail takes
 * as long as a wrong password (the answer must not tell them apart).
 */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(24).toString('base64url'))
  return decoy
}
