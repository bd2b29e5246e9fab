/** English e-mail texts of the public forms (server only): staff notifications and confirmations. */
const forms = {
  yes: 'Yes',
  no: 'No',
  staff: {
    intro: 'A new submission arrived from {{page}}. Reply to this e-mail to answer {{name}} directly.',
    meta: 'Page language: {{lang}}',
    kinds: {
      lead: { subject: 'New lead: {{name}}', heading: 'New lead from the contact form' },
      playbook: { subject: 'New playbook request: {{name}}', heading: 'New playbook request' },
      'business-registration': {
        subject: 'New business registration: {{name}}',
        heading: 'New business registration',
      },
      'service-contact': { subject: 'New contact message: {{name}}', heading: 'New contact message' },
      'operator-application': {
        subject: 'New operator application: {{name}}',
        heading: 'New operator application',
      },
    },
  },
  confirmation: {
    greeting: 'Hello {{name}},',
    summary: 'What you sent us:',
    closing: 'If you did not send this, you can ignore this e-mail.',
    kinds: {
      lead: {
        subject: 'We received your message',
        heading: 'Thank you for contacting us',
        text: 'Your message has been received. A representative will contact you shortly.',
      },
      playbook: {
        subject: 'Your free courier operator playbook',
        heading: 'Your playbook is ready',
        text: 'Thank you for your interest. Open the courier operator playbook with the button below; you can print it or save it as a PDF.',
        button: 'Open the playbook',
      },
      'business-registration': {
        subject: 'We received your business registration',
        heading: 'Registration received',
        text: 'Thank you for registering your business. Our business team will contact you within 24 hours to set up your account.',
      },
      'service-contact': {
        subject: 'We received your message',
        heading: 'Message received',
        text: 'Thank you for contacting us. We will reply within 2 hours during business hours.',
      },
      'operator-application': {
        subject: 'We received your operator application',
        heading: 'Application received',
        text: 'Thank you for applying. We review every application within 24 hours and will contact you by e-mail.',
      },
    },
  },
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    city: 'City',
    state: 'State',
    address: 'Address',
    zipCode: 'ZIP code',
    companyName: 'Company',
    contactName: 'Contact name',
    company: 'Company',
    message: 'Message',
    hasVehicle: 'Has a vehicle',
    experience: 'Delivery experience',
    referralCode: 'Referral code',
    hearAboutUs: 'Heard about us from',
    businessType: 'Business type',
    estimatedVolume: 'Estimated monthly volume',
    serviceType: 'Service type',
    investmentReady: 'Ready to invest',
    source: 'Source',
    tags: 'Tags',
    operator: 'Operator',
    pickup: 'Pickup address',
    delivery: 'Delivery address',
    when: 'When',
    notes: 'Notes',
    quote: 'Instant quote',
    leadMagnet: 'Lead magnet',
  },
}

export default forms
