/** English: the markets map section (home page). */
const markets = {
  title: 'Our Active Markets',
  subtitle:
    'Independent operators deliver in these cities, and we are recruiting operators in more. Find the one nearest you.',
  mapLabel: 'Map of active markets',
  loading: 'Loading map…',
  unavailable: 'The map is unavailable right now. The markets are listed below.',
  legend: 'Active Markets',
  viewLarger: 'View Larger Map',
  popupTitle: '{{city}}, {{state}}',
  activeOperators_one: '{{count}} Active Operator',
  activeOperators_other: '{{count}} Active Operators',
  operators_one: '{{count}} Operator',
  operators_other: '{{count}} Operators',
  /** A market without operators yet: no number, the staff's status. */
  recruiting: 'Recruiting operators',
  comingSoon: 'Coming soon',
  cardsLabel: 'Market cities',
  ctaText: "Don't see your city? We are expanding across major US metro areas.",
  checkAvailability: 'Check Availability',
  closePopup: 'Close popup',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
}

export default markets
