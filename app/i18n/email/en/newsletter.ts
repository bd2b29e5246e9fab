/** Newsletter e-mails (server only): the double opt-in confirmation and the welcome. */
const newsletter = {
  confirm: {
    subject: 'Please confirm your newsletter subscription',
    preview: 'One click to confirm your subscription.',
    heading: 'Confirm your subscription',
    intro:
      'Thanks for signing up for our newsletter! Please confirm your e-mail address to start receiving updates.',
    button: 'Confirm my subscription',
    linkHint: 'If the button does not work, copy this link into your browser:',
    expiry: 'This link works for 7 days.',
    ignore: 'If you did not sign up, you can ignore this e-mail: you will not be subscribed.',
  },
  welcome: {
    subject: 'Your newsletter subscription is confirmed',
    preview: 'You will now receive our updates.',
    heading: 'Welcome aboard!',
    intro:
      'Your subscription is confirmed. You will receive news about the courier business opportunity, tips and updates.',
    unsubscribe: 'You can unsubscribe at any time:',
    unsubscribeLink: 'Unsubscribe',
  },
}

export default newsletter
