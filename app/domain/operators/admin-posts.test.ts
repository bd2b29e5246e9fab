import { describe, expect, it } from 'vitest'
import { operatorsNotice, operatorsSchema } from './admin-posts'

describe("the Operators tab's posts (issue #43)", () => {
  it('reads the invitation address once, with the invitation rule: trimmed and lower-cased', () => {
    const post = operatorsSchema.parse({
      intent: 'portal-invite',
      id: '7',
      email: ' Owner@Boca.Example ',
      lang: 'es',
    })
    expect(post).toEqual({ intent: 'portal-invite', id: 7, email: 'owner@boca.example', lang: 'es' })
  })

  it('refuses an invitation address that is not one, or none, with the portal message', () => {
    for (const [email, key] of [
      ['not-an-email', 'portal.errors.emailInvalid'],
      ['', 'portal.errors.emailRequired'],
    ] as const) {
      const parsed = operatorsSchema.safeParse({ intent: 'portal-invite', id: '7', email, lang: 'en' })
      expect(parsed.success).toBe(false)
      expect(parsed.error!.issues.map((i) => [i.path[0], i.message])).toEqual([['email', key]])
    }
  })

  it("says after a redirect what was done, from the tab's query", () => {
    const notice = (query: string, name: string | null = null) =>
      operatorsNotice(new URLSearchParams(query), name)
    expect(notice('saved=boca')).toMatchObject({ key: 'operators.admin.saved', values: { slug: 'boca' } })
    expect(notice('edit=5&restored=2', 'Boca Courier')).toMatchObject({
      key: 'admin.history.restored',
      values: { name: 'Boca Courier', version: '2' },
    })
    expect(notice('edit=5&restored=2')).toBeNull()
    expect(notice('deleted=Boca')).toMatchObject({ key: 'operators.admin.deleted', values: { name: 'Boca' } })
    expect(notice('portal=invited&email=a%40b.example')).toMatchObject({
      key: 'portal.admin.invitedNotice',
      values: { email: 'a@b.example' },
    })
    expect(notice('portal=sign-in-cleared')).toMatchObject({ key: 'portal.admin.signInClearedNotice' })
    expect(notice('portal=toString')).toBeNull()
    expect(notice('')).toBeNull()
  })
})
