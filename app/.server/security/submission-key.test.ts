import { describe, expect, it } from 'vitest'
import { checkSubmissionKey, submissionClaim, submissionKeyFor } from './submission-key'

const SECRET = 'a-session-secret-of-at-least-32-characters'

describe('submission keys', () => {
  it('are made from the nonce: one per response, none revealing it', () => {
    const one = submissionKeyFor(SECRET, 'nonce-one')
    expect(one).toMatch(/^[\w-]{22}\.[\w-]{22}$/)
    expect(submissionKeyFor(SECRET, 'nonce-one')).toBe(one)
    expect(submissionKeyFor(SECRET, 'nonce-two')).not.toBe(one)
    expect(one).not.toContain('nonce')
  })

  it('are recognised when this server made them, with this secret', () => {
    const key = submissionKeyFor(SECRET, 'n')
    expect(checkSubmissionKey(SECRET, key)).toEqual({ kind: 'made', key })
    expect(checkSubmissionKey(`${SECRET}-rotated`, key)).toEqual({ kind: 'forged' })
  })

  it.each([
    ['a changed tag', () => submissionKeyFor(SECRET, 'n').slice(0, -1) + 'A'],
    [
      'another id under a valid tag',
      () => `${'A'.repeat(22)}.${submissionKeyFor(SECRET, 'n').split('.')[1]}`,
    ],
    ['any text', () => 'retry-1'],
    ['a file', () => new File(['x'], 'key.txt')],
  ])('refuse %s as forged', (_what, make) => {
    expect(checkSubmissionKey(SECRET, make())).toEqual({ kind: 'forged' })
  })

  it.each([null, '', '  '])('count %j as no key', (value) => {
    expect(checkSubmissionKey(SECRET, value)).toEqual({ kind: 'none' })
  })

  it('claim a submission by its form, key and values', () => {
    const key = submissionKeyFor(SECRET, 'n')
    const claim = submissionClaim('lead', key, { email: 'a@example.com', firstName: 'Ana' })
    expect(submissionClaim('lead', key, { firstName: 'Ana', email: 'a@example.com' })).toEqual(claim)
    expect(submissionClaim('lead', key, { firstName: 'Ann', email: 'a@example.com' }).key).not.toBe(claim.key)
    expect(submissionClaim('playbook', key, { email: 'a@example.com', firstName: 'Ana' }).key).not.toBe(
      claim.key,
    )
    expect(
      submissionClaim('lead', submissionKeyFor(SECRET, 'm'), { email: 'a@example.com', firstName: 'Ana' })
        .key,
    ).not.toBe(claim.key)
  })
})
