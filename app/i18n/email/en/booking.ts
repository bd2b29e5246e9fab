/** E-mails of a booking request from an operator page. */
export default {
  operatorSubject: 'New booking request from {{name}}',
  operatorHeading: 'New booking request',
  sampleOperatorNote:
    'This booking was made on the page of {{operator}}, a sample operator: its address ({{address}}) is an example that reaches nobody, so the booking came to staff instead. Answer the customer yourselves, or give the operator real contact details in Admin > Operators.',
  serviceOrderNote:
    'This order came from the order form of the courier service, not from your page: your service area holds its pickup ZIP code ({{zip}}).',
  serviceOrderStaffNote:
    'This order came from the order form of the courier service and no operator’s service area holds its pickup ZIP code ({{zip}}), so it came to staff. Assign it to an operator in Admin > Bookings, or answer the customer yourselves.',
  noZip: 'none given',
  operatorIntro:
    '{{name}} sent a booking request from your page on {{site}}. Reply to this e-mail to answer.',
  visitorSubject: 'We received your booking request for {{operator}}',
  visitorHeading: 'Your booking request was sent',
  visitorIntro: 'Thank you, {{name}}. {{operator}} received your request and will contact you shortly.',
  visitorOutro: 'The final price is subject to verification. Questions? Call {{phone}}.',
  // The private tracking link of the confirmation (issue #44).
  trackingIntro:
    'Follow your delivery on its own tracking page. The link is private: anyone who has it sees the status.',
  trackingButton: 'Track your delivery',
  // The operator's answers and staff notices (issue #21 item 3).
  acceptedSubject: '{{operator}} accepted your booking request',
  acceptedHeading: 'Your booking is accepted',
  acceptedIntro: 'Hello {{name}}, {{operator}} accepted your booking request.',
  declinedSubject: '{{operator}} cannot take your booking request',
  declinedHeading: 'Your booking request was declined',
  declinedIntro: 'Hello {{name}}, {{operator}} cannot take your booking request.',
  completedSubject: 'Your delivery with {{operator}} is completed',
  completedHeading: 'Delivery completed',
  completedIntro: 'Hello {{name}}, {{operator}} marked your delivery as completed. Thank you!',
  operatorMessage: 'Message from {{operator}}:',
  answerOutro: 'Questions? Call {{phone}}.',
  escalationSubject: 'Booking request #{{id}} unanswered for two hours',
  escalationHeading: 'A booking request is unanswered',
  escalationIntro:
    '{{operator}} has not answered the booking request #{{id}} from {{name}} for two hours. Reassign it or call the operator.',
  reassignedSubject: 'Booking request from {{name}} assigned to you',
  reassignedHeading: 'A booking request was assigned to you',
  reassignedIntro:
    'Staff assigned you the booking request from {{name}}. Please answer it in the operator portal.',
  fields: {
    operator: 'Operator',
    created: 'Received',
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
