/** English: the operator portal's My Quotes (the instant quotes the operator's page gave). */
export default {
  page: { title: 'Instant quotes of {{name}}' },
  title: 'My quotes',
  intro:
    'Every instant quote your page gave, per week (Monday to Sunday, New York time), and how many became a booking request. No personal data is kept, only ZIP codes, distance and price.',
  caption: 'Instant quotes per week',
  columns: {
    week: 'Week of',
    quotes: 'Quotes',
    outsideArea: 'Outside your area',
    bookings: 'Bookings',
    conversion: 'Conversion',
  },
  totals: 'Total',
  conversionHelp: 'Conversion: bookings divided by priced quotes.',
  empty: 'No quotes yet in these weeks.',
}
