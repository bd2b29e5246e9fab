/** Operator portal e-mails (issue #21): the invitation and the password reset. */
export default {
  invite: {
    subject: 'Your invitation to the Operator Portal',
    preview: 'Set your password to sign in to the Operator Portal.',
    heading: 'Welcome to the Operator Portal, {{name}}',
    intro:
      'Our staff invited {{name}} to the Operator Portal, where you keep your page current and answer your bookings. Choose your password to sign in:',
    button: 'Set my password',
    expiry: 'This link works once and expires in 72 hours. If the button does not work, copy this address:',
    ignore: 'If you did not expect this invitation, you can ignore this e-mail.',
  },
  reset: {
    subject: 'Reset your Operator Portal password',
    preview: 'A link to choose a new password.',
    heading: 'Choose a new password',
    intro:
      'Someone asked to reset the password of the Operator Portal account of {{name}}. Choose a new one:',
    button: 'Choose a new password',
    expiry: 'This link works once and expires in one hour. If the button does not work, copy this address:',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
  },
}
