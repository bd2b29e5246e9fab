import { describe, expect, it } from 'vitest'
import { isSampleOperator, operatorMailRoute, sampleContactFields } from './sample-operator'

describe('sample operators (issue #45)', () => {
  it.each([
    [
      { contactEmail: 'dispatch@delraybeachcourier.example', contactPhone: '(561) 555-0142' },
      ['contactEmail', 'contactPhone'],
    ],
    [{ contactEmail: 'team@courier.example.com', contactPhone: '(404) 392-1234' }, ['contactEmail']],
    [{ contactEmail: 'team@peachtree.us', contactPhone: '404-555-0128' }, ['contactPhone']],
    [{ contactEmail: 'team@peachtree.us', contactPhone: '(404) 555-1234' }, []],
    [{ contactEmail: null, contactPhone: null }, []],
    [{ contactEmail: '', contactPhone: ' ' }, []],
  ] as const)('%o: %o', (contact, fields) => {
    expect(sampleContactFields(contact)).toEqual(fields)
    expect(isSampleOperator(contact)).toBe(fields.length > 0)
  })

  it("sends a sample operator's mail to staff, saying whose it was", () => {
    const addresses = { staff: 'office@couriernet.us', fallback: 'info@couriernet.us' }
    expect(
      operatorMailRoute(
        { name: 'Delray Beach Courier', contactEmail: 'd@delray.example', contactPhone: null },
        addresses,
      ),
    ).toEqual({
      to: 'office@couriernet.us',
      sample: { operator: 'Delray Beach Courier', address: 'd@delray.example' },
    })
    expect(
      operatorMailRoute({ name: 'Real', contactEmail: 'real@realcourier.us', contactPhone: null }, addresses),
    ).toEqual({ to: 'real@realcourier.us', sample: null })
    expect(operatorMailRoute({ name: 'Quiet', contactEmail: null, contactPhone: null }, addresses)).toEqual({
      to: 'info@couriernet.us',
      sample: null,
    })
  })
})
