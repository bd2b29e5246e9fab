/** English: the analytics consent banner. */
const consent = {
  label: 'Cookie and tracking consent',
  text: 'With your consent we use advertising and analytics tags to measure which ads bring visitors. They load only if you accept.',
  privacy: 'Privacy policy',
  accept: 'Accept',
  decline: 'Decline',
}

export default consent
