import type { FormKind } from '#app/domain/forms/options'

// The valid field sets of the public forms, shared by the integration tests (forms-helpers.ts)
// and the benchmark's form POSTs (scripts/bench-forms.js): no route or React import here, so a
// script can load it with tsx alone.

/** A valid submission of each form, for the address `email`. */
export function validFields(kind: FormKind, email: string): Record<string, string> {
  switch (kind) {
    case 'lead':
      return {
        firstName: 'Ana',
        lastName: 'Díaz',
        email,
        confirmEmail: email,
        phone: '(305) 555-0101',
        city: 'Miami',
        state: 'FL',
        message: 'I would like to start in Miami.',
        hasVehicle: 'on',
        experience: '1-3',
        referralCode: 'REF-42',
      }
    case 'playbook':
      return { firstName: 'Ben', lastName: 'Cole', email, phone: '555-0102', hearAboutUs: 'youtube' }
    case 'business-registration':
      return {
        companyName: 'Acme Legal LLC',
        contactName: 'Cara Diaz',
        email,
        phone: '555-0103',
        address: '1 Main St',
        city: 'Boca Raton',
        state: 'FL',
        zipCode: '33432',
        businessType: 'legal-services',
        estimatedVolume: '16-30',
      }
    case 'service-contact':
      return {
        name: 'Dan Evans',
        email,
        phone: '555-0104',
        company: 'Evans Dental',
        serviceType: 'medical',
        message: 'Do you deliver lab samples?',
      }
    case 'operator-application':
      return {
        firstName: 'Eva',
        lastName: 'Fox',
        email,
        phone: '555-0105',
        city: 'Richmond',
        state: 'VA',
        experience: 'none',
        hasVehicle: 'on',
        investmentReady: 'on',
        message: 'Ready to start.',
      }
  }
}
