import { isExampleAddress, isFictionalPhone } from '../checklist/placeholders'

/**
 * Sample operators (issue #45 item 1). The seed data ships operators that are no business: their
 * e-mail is on a domain reserved for examples (`.example`, RFC 2606) and their phone one of the
 * 555-01xx numbers reserved for fiction. Such an operator is a sample until staff give it a real
 * address and number (or delete it): the launch check lists it, the launch waits for it, its page
 * carries no structured data, and mail meant for it goes to staff. After launch no operator may be
 * saved with such contact details.
 */
export type OperatorContact = { contactEmail: string | null; contactPhone: string | null }

/** The contact fields of an operator that hold a sample value, in the form's order. */
export function sampleContactFields(operator: OperatorContact): ('contactEmail' | 'contactPhone')[] {
  const fields: ('contactEmail' | 'contactPhone')[] = []
  const email = operator.contactEmail?.trim() ?? ''
  const phone = operator.contactPhone?.trim() ?? ''
  if (email !== '' && isExampleAddress(email)) fields.push('contactEmail')
  if (phone !== '' && isFictionalPhone(phone)) fields.push('contactPhone')
  return fields
}

export function isSampleOperator(operator: OperatorContact): boolean {
  return sampleContactFields(operator).length > 0
}

/**
 * Where an e-mail meant for an operator goes: its own address, or, when it is a sample (its address
 * cannot receive mail and nobody would answer), staff, with the reason the e-mail states. An
 * operator without an address gets the site's (`fallback`), as before.
 */
export function operatorMailRoute(
  operator: OperatorContact & { name: string },
  addresses: { staff: string; fallback: string },
): { to: string; sample: { operator: string; address: string } | null } {
  if (isSampleOperator(operator))
    return {
      to: addresses.staff,
      sample: { operator: operator.name, address: operator.contactEmail ?? operator.contactPhone ?? '' },
    }
  return { to: operator.contactEmail ?? addresses.fallback, sample: null }
}
