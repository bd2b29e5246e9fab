/** An operator's bookings (issue #21 item 3): the portal list and its answers. */
export default {
  page: {
    title: 'Booking requests for {{name}}',
    intro:
      'Requests customers sent from your page. Accept or decline each one (tell the customer why), then mark it completed. The customer is e-mailed each time, in the language they booked in.',
  },
  heading: 'My bookings',
  empty: 'No booking requests yet.',
  listLabel: 'Booking requests',
  itemHeading: 'Booking #{{id}} from {{name}}',
  received: 'Received',
  status: {
    pending: 'Waiting for your answer',
    accepted: 'Accepted',
    declined: 'Declined',
    completed: 'Completed',
  },
  fields: {
    quote: 'Quote',
    quoteValue: '{{price}} ({{miles}} miles)',
    noQuote: 'No instant quote',
    pickup: 'Pickup',
    delivery: 'Delivery',
    when: 'Wished time',
    contact: 'Contact',
    notes: 'Notes',
    yourMessage: 'Your message',
  },
  accept: 'Accept',
  acceptLabel: 'Accept booking #{{id}}',
  decline: 'Decline',
  declineLabel: 'Decline booking #{{id}}',
  declineMessage: 'Message to the customer (why you decline)',
  complete: 'Mark completed',
  // An accepted booking's delivery job (issue #44).
  openJob: 'Open the delivery',
  openJobLabel: 'Open the delivery of booking #{{id}}',
  completeLabel: 'Mark booking #{{id}} completed',
  done: {
    accept: 'Booking #{{id}} accepted; the customer was e-mailed.',
    decline: 'Booking #{{id}} declined; the customer was e-mailed.',
    complete: 'Booking #{{id}} marked completed; the customer was e-mailed.',
  },
  errors: {
    messageRequired: 'Tell the customer why you decline.',
    tooLong: 'The message is too long (at most 1,000 characters).',
    control: 'The message contains characters that are not allowed.',
    notFound: 'That booking was not found.',
    notAllowed: 'That booking cannot be changed that way any more.',
    intent: 'That action is not known.',
    id: 'That booking was not found.',
  },
}
