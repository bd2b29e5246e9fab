/** English: the analytics consent banner. */
const consent = {
  label: 'Cookie and tracking consent',
  text: 'With your consent we use advertising and analytics tags to measure which ads bring visitors. They load only if you accept.',
  privacy: 'Privacy policy',
  accept: 'Accept',
  decline: 'Decline',
  current: {
    granted: 'Your current choice: tags allowed.',
    denied: 'Your current choice: tags declined.',
  },
  saved: {
    granted: 'Saved: advertising and analytics tags are allowed.',
    denied: 'Saved: no advertising or analytics tags are loaded.',
    withdrawn:
      'Consent withdrawn: the advertising and analytics tags are removed from the next page you open.',
  },
  close: 'Close',
}

export default consent
