/** English: the markets map section (home page). */
const markets = {
  title: 'Our Active Markets',
  subtitle:
    'Independent operators already deliver in these cities, and new markets open every month. Find the one nearest you.',
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
  cardsLabel: 'Market cities',
  ctaText: "Don't see your city? We are expanding across major US metro areas.",
  checkAvailability: 'Check Availability',
  closePopup: 'Close popup',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
}

export default markets
