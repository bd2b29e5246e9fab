import { describe, expect, it } from 'vitest'
import { formErrors, formSchemas, leadSchema, storedPayload, submitterName } from './schemas'

const lead = {
  firstName: 'Ana',
  lastName: 'Díaz',
  email: 'ana@example.com',
  confirmEmail: 'ana@example.com',
  phone: '555-0100',
  city: 'Miami',
  state: 'FL',
}

function issues(result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))
}

describe('phone fields (issue #20 item 9)', () => {
  it.each(['lead', 'playbook', 'business-registration', 'operator-application'] as const)(
    '%s refuses "abc" as a phone, beside the phone field',
    (kind) => {
      const result = formSchemas[kind].safeParse({ ...lead, phone: 'abc' })
      expect(issues(result).phone).toBe(formErrors.phone)
    },
  )
  it('the service contact form: the phone is optional, but "abc" is refused', () => {
    const base = { name: 'Ana', email: 'ana@example.com', message: 'Hello' }
    expect(formSchemas['service-contact'].safeParse(base).success).toBe(true)
    expect(issues(formSchemas['service-contact'].safeParse({ ...base, phone: 'abc' })).phone).toBe(
      formErrors.phone,
    )
    expect(formSchemas['service-contact'].safeParse({ ...base, phone: '(954) 555-0150' }).success).toBe(true)
  })
})

describe('lead form', () => {
  it('accepts the required fields and fills the defaults', () => {
    const result = leadSchema.safeParse(lead)
    expect(result.success).toBe(true)
    expect(result.data).toMatchObject({ hasVehicle: false, experience: 'none' })
  })
  it('reports a mismatch under confirmEmail even while other fields are missing', () => {
    const result = leadSchema.safeParse({ email: 'a@example.com', confirmEmail: 'b@example.com' })
    expect(issues(result)).toMatchObject({
      confirmEmail: formErrors.emailMismatch,
      firstName: formErrors.required,
    })
  })
  it.each([
    [{ email: 'nope', confirmEmail: 'nope' }, 'email', formErrors.email],
    [{ experience: 'forever' }, 'experience', formErrors.option],
    [{ firstName: 'x'.repeat(101) }, 'firstName', formErrors.tooLong],
    [{ city: '   ' }, 'city', formErrors.required],
  ])('%j → %s: %s', (change, path, message) => {
    expect(issues(leadSchema.safeParse({ ...lead, ...change }))[path]).toBe(message)
  })
  it('refuses control characters beside the field (PostgreSQL refuses NUL); messages keep line breaks', () => {
    const refused = issues(
      leadSchema.safeParse({
        ...lead,
        city: 'Mia\u0000mi',
        lastName: 'Ann\r\nBcc: x@example.com',
        message: 'b\u0007',
      }),
    )
    expect(refused).toMatchObject({
      city: formErrors.control,
      lastName: formErrors.control,
      message: formErrors.control,
    })
    expect(leadSchema.parse({ ...lead, message: 'a\r\nb\tc' }).message).toBe('a\nb\tc')
  })
  it.each(['"q"@example.test', 'a@[127.0.0.1]', '<a@example.test>'])(
    'refuses %j, which the outbox could not send to (issue #17)',
    (address) => {
      expect(issues(leadSchema.safeParse({ ...lead, email: address, confirmEmail: address })).email).toBe(
        formErrors.email,
      )
    },
  )
  it('parses its own output again (the service re-validates what the action parsed)', () => {
    const once = leadSchema.parse({ ...lead, hasVehicle: true, experience: '1-3', message: ' hi ' })
    expect(leadSchema.parse(once)).toEqual(once)
  })
  it('stores everything but the confirmation address', () => {
    const payload = storedPayload('lead', leadSchema.parse(lead))
    expect(payload).not.toHaveProperty('confirmEmail')
    expect(payload).toMatchObject({ email: 'ana@example.com', experience: 'none' })
  })
})

describe('other forms', () => {
  it('operator application needs investment readiness ticked', () => {
    const base = {
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      phone: '555-0100',
      city: 'c',
      state: 's',
      experience: 'none',
    }
    expect(issues(formSchemas['operator-application'].safeParse(base)).investmentReady).toBe(
      formErrors.investmentReady,
    )
    expect(formSchemas['operator-application'].safeParse({ ...base, investmentReady: true }).success).toBe(
      true,
    )
  })
  it('business registration needs a business type from the list; volume is optional', () => {
    const base = {
      companyName: 'Acme',
      contactName: 'Ana',
      email: 'a@example.com',
      phone: '555-0100',
      address: '1 Main St',
      city: 'Miami',
      state: 'FL',
      zipCode: '33101',
    }
    const schema = formSchemas['business-registration']
    expect(issues(schema.safeParse(base)).businessType).toBe(formErrors.required)
    expect(issues(schema.safeParse({ ...base, businessType: 'bakery' })).businessType).toBe(formErrors.option)
    expect(schema.safeParse({ ...base, businessType: 'technology' }).success).toBe(true)
    expect(schema.safeParse({ ...base, businessType: 'technology', estimatedVolume: '50+' }).success).toBe(
      true,
    )
  })
  it('service contact needs name, email and message only', () => {
    const schema = formSchemas['service-contact']
    expect(schema.safeParse({ name: 'A', email: 'a@example.com', message: 'Hi' }).success).toBe(true)
    expect(Object.keys(issues(schema.safeParse({})))).toEqual(['name', 'email', 'message'])
  })
  it('playbook: hearAboutUs is optional but must be one of the five', () => {
    const base = { firstName: 'A', lastName: 'B', email: 'a@example.com', phone: '555-0100' }
    expect(formSchemas.playbook.safeParse(base).success).toBe(true)
    expect(formSchemas.playbook.safeParse({ ...base, hearAboutUs: 'tv' }).success).toBe(false)
  })
  it('names the submitter per form', () => {
    expect(submitterName('lead', { firstName: 'Ana', lastName: 'Díaz' })).toBe('Ana Díaz')
    expect(submitterName('service-contact', { name: 'Bo' })).toBe('Bo')
    expect(submitterName('business-registration', { contactName: 'Cy' })).toBe('Cy')
  })
})
