/** English: the public forms (/contact, /playbook, the three /service forms) and the playbook guide. */
const forms = {
  meta: {
    contact: {
      title: 'Contact Us | Courier Network',
      description:
        'Questions about starting your own courier business? Send us a message and a representative will contact you shortly.',
    },
    playbook: {
      title: 'Free Courier Operator Playbook | Courier Network',
      description:
        'Get the free operator playbook: how a courier business works, what it costs to start, how operators win clients and the first 30 days, step by step.',
    },
    guide: {
      title: 'The Courier Operator Playbook | Courier Network',
      description:
        'The free courier operator playbook: the business model, start-up costs, vehicles, winning business clients and a 30-day launch plan.',
    },
    businessRegistration: {
      title: 'Business Account Registration | Courier Network Delivery',
      description:
        'Register your business for courier deliveries in South Florida: same-day, scheduled and recurring routes with one account.',
    },
    serviceContact: {
      title: 'Contact Courier Network Delivery',
      description:
        'Questions about a delivery, pricing or a business account? Send us a message; we reply within 2 hours.',
    },
    operatorApplication: {
      title: 'Operator Application | Courier Network Delivery',
      description:
        'Apply to run your own courier business in our network. Applications are reviewed within 24 hours.',
    },
  },
  common: {
    optional: 'Optional',
    selectPlaceholder: 'Select an option',
    processing: 'Processing...',
    submitting: 'Submitting...',
    honeypot: 'Leave this field empty',
  },
  errors: {
    required: 'This field is required',
    email: 'Please enter a valid email address',
    phone: 'Please enter a valid phone number, such as (305) 555-0199',
    tooLong: 'This is too long',
    option: 'Please choose one of the options',
    emailMismatch: 'Email addresses do not match',
    investmentReady: 'Please confirm investment readiness',
    control:
      'This field contains invisible characters (such as control codes) that cannot be used here. Please remove them.',
    rateLimited: 'Too many submissions from your connection. Please wait a few minutes and try again.',
  },
  options: {
    /** Codes the site stores by itself with a playbook request, in words (issue #45 item 6). */
    playbookSource: { 'playbook-page': 'The playbook page' },
    leadMagnet: { 'operator-playbook': 'The Operator Playbook' },
    leadExperience: {
      none: 'None',
      'less-than-1': 'Less than 1 year',
      '1-3': '1-3 years',
      '3-5': '3-5 years',
      'more-than-5': 'More than 5 years',
    },
    applicationExperience: {
      none: 'No delivery experience',
      'less-than-1': 'Less than 1 year',
      '1-3': '1-3 years',
      '3-5': '3-5 years',
      'more-than-5': 'More than 5 years',
    },
    hearAboutUs: {
      facebook: 'Facebook',
      google: 'Google Search',
      referral: 'Friend/Referral',
      youtube: 'YouTube',
      other: 'Other',
    },
    businessType: {
      'professional-services': 'Professional Services',
      'healthcare-medical': 'Healthcare/Medical',
      'legal-services': 'Legal Services',
      'real-estate': 'Real Estate',
      'architecture-design': 'Architecture/Design',
      manufacturing: 'Manufacturing',
      'retail-ecommerce': 'Retail/E-commerce',
      technology: 'Technology',
      'financial-services': 'Financial Services',
      other: 'Other',
    },
    estimatedVolume: {
      '1-5': '1-5 deliveries per month',
      '6-15': '6-15 deliveries per month',
      '16-30': '16-30 deliveries per month',
      '31-50': '31-50 deliveries per month',
      '50+': '50+ deliveries per month',
    },
    serviceType: {
      'general-inquiry': 'General Inquiry',
      'same-day': 'Same-Day Delivery',
      scheduled: 'Scheduled Delivery',
      medical: 'Medical/Healthcare Delivery',
      legal: 'Legal Document Delivery',
      bulk: 'Bulk/Volume Pricing',
      'business-account': 'Business Account Setup',
      other: 'Other',
    },
  },
  contact: {
    details: {
      title: 'Contact Information',
      phone: 'Phone',
      email: 'Email',
      address: 'Address',
      response: 'We respond within 24 hours.',
      hours: 'Office hours: {{hours}}',
      visits: 'Office visits by appointment only.',
    },
    ifApplicable: 'If applicable',
    submit: 'Send Message',
    failure: 'Failed to send message. Please try again.',
    success: {
      title: 'Thank you!',
      text: 'Your message has been received. A representative will contact you shortly.',
      again: 'Send Another Message',
    },
  },
  playbook: {
    badge: 'Free download',
    title: 'The Courier Operator Playbook',
    intro:
      'Thinking about running your own courier business? Our free playbook explains how the business works, what it takes to start and how new operators win their first clients.',
    inside: {
      title: "What's inside",
      items: {
        model: 'How an independent courier business makes money, route by route',
        costs: 'What it costs to start, and what the $1,250 operator package covers',
        vehicle: 'Choosing a vehicle and equipment without overspending',
        clients: 'Winning medical, legal and retail clients in your area',
        launch: 'A 30-day launch plan with a checklist for every week',
      },
    },
    form: {
      title: 'Get your free copy',
      text: 'Tell us where to send it. We will e-mail you the playbook link right away.',
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      phone: 'Phone',
      hearAboutUs: 'How did you hear about us?',
      submit: 'Send Me the Playbook',
      privacy: 'We only use your details to send the playbook and follow up about the opportunity.',
    },
    incomplete: 'Please fill in all required fields',
    failure: 'Failed to send your information. Please try again.',
    success: {
      title: 'Thank you! Your playbook is on its way',
      text: 'We have e-mailed you a link to the playbook. You can also open it right now.',
      open: 'Open the playbook',
      again: 'Request Another Copy',
    },
  },
  businessRegistration: {
    title: 'Business Registration',
    intro:
      'Open a business account for same-day, scheduled and recurring deliveries. Tell us about your company and our business team will contact you within 24 hours.',
    companyName: 'Company Name',
    contactName: 'Contact Name',
    email: 'Email',
    phone: 'Phone',
    address: 'Street Address',
    city: 'City',
    state: 'State',
    zipCode: 'ZIP Code',
    businessType: 'Business Type',
    estimatedVolume: 'Estimated Monthly Volume',
    submit: 'Register Business',
    incomplete: 'Please fill in all required fields',
    failure: 'Failed to submit registration. Please try again.',
    success: {
      title: 'Registration Received!',
      text: 'Thank you for registering your business. Our business team will contact you within 24 hours to set up your account.',
      again: 'Register Another Business',
    },
  },
  serviceContact: {
    title: 'Contact Us',
    intro:
      'Questions about a delivery, our prices or a business account? Send us a message and we reply within 2 hours during business hours.',
    name: 'Full Name',
    email: 'Email',
    phone: 'Phone',
    company: 'Company',
    serviceType: 'Service Type',
    message: 'Message',
    submit: 'Send Message',
    failure: 'Failed to send message. Please try again.',
    success: {
      title: 'Message Sent!',
      text: 'Thank you for contacting us. We will reply within 2 hours during business hours.',
      again: 'Send Another Message',
    },
  },
  operatorApplication: {
    title: 'Operator Application',
    intro:
      'Apply to run your own courier business in our network. We review every application and answer within 24 hours.',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    phone: 'Phone',
    city: 'City',
    state: 'State',
    experience: 'Delivery Experience',
    hasVehicle: 'I have a reliable vehicle',
    investmentReady: 'I am ready to invest in the {{price}} operator package',
    message: 'Tell us about yourself',
    submit: 'Submit Application',
    incomplete: 'Please fill in all required fields and confirm investment readiness',
    failure: 'Failed to submit application. Please try again.',
    success: {
      title: 'Application Submitted!',
      text: 'Thank you for applying. We review every application within 24 hours and will contact you by e-mail.',
      again: 'Submit Another Application',
    },
  },
}

export default forms
