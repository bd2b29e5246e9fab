import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  hashingCostForTests,
  hashPassword,
  needsRehash,
  SCRYPT_PARAMS,
  setHashingCostForTests,
  verifyPassword,
} from './password'

describe('password hashing', () => {
  // The integration suites lower the cost when their helpers load (tests/integration/admin-helpers.ts),
  // and test files share their worker's modules (ADR 063): this file checks the app's own cost.
  let before: ReturnType<typeof hashingCostForTests>
  beforeAll(() => {
    before = hashingCostForTests()
    setHashingCostForTests(null)
  })
  afterAll(() => setHashingCostForTests(before))
  it('hashes with scrypt at the current cost and verifies', async () => {
    const hash = await hashPassword('correct horse battery')
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
    expect(await verifyPassword('correct horse battery', hash)).toBe(true)
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false)
    expect(needsRehash(hash)).toBe(false)
  })
  it('salts: the same password hashes differently', async () => {
    const [a, b] = await Promise.all([hashPassword('same-password'), hashPassword('same-password')])
    expect(a).not.toBe(b)
  })
  it('verifies an older, cheaper hash and asks for a re-hash', async () => {
    const old = await hashPassword('legacy-password', { ...SCRYPT_PARAMS, log2N: 14 })
    expect(await verifyPassword('legacy-password', old)).toBe(true)
    expect(needsRehash(old)).toBe(true)
  })
  it('refuses malformed stored values', async () => {
    for (const stored of ['', 'plain', 'scrypt$99$8$1$aa$bb', 'bcrypt$x']) {
      expect(await verifyPassword('x', stored)).toBe(false)
    }
  })
})
