/** E-mails of a booking request from an operator page. */
export default {
  operatorSubject: 'New booking request from {{name}}',
  operatorHeading: 'New booking request',
  operatorIntro:
    '{{name}} sent a booking request from your page on {{site}}. Reply to this e-mail to answer.',
  visitorSubject: 'We received your booking request for {{operator}}',
  visitorHeading: 'Your booking request was sent',
  visitorIntro: 'Thank you, {{name}}. {{operator}} received your request and will contact you shortly.',
  visitorOutro: 'The final price is subject to verification. Questions? Call {{phone}}.',
  fields: {
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    pickup: 'Pickup',
    delivery: 'Delivery',
    when: 'When',
    notes: 'Notes',
    quote: 'Instant quote',
    quoteValue: '{{price}} ({{miles}} miles)',
  },
}
