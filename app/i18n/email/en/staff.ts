/** Staff account e-mails (issue #45): the invitation to a new account and the password reset. */
export default {
  invite: {
    subject: 'Your staff account: choose your password',
    preview: 'Choose your password to sign in to the website admin.',
    heading: 'Welcome to the website admin',
    intro:
      'A staff account was made for {{name}} in the admin area of our website. Choose your own password to sign in:',
    button: 'Choose my password',
    expiry: 'This link works once and expires in 72 hours. If the button does not work, copy this address:',
    ignore: 'If you did not expect this invitation, you can ignore this e-mail.',
  },
  reset: {
    subject: 'Reset your staff password',
    preview: 'A link to choose a new password for the website admin.',
    heading: 'Choose a new password',
    intro:
      'A new password was asked for the staff account {{name}} of our website admin. Choose a new one: when you do, every other session of the account is signed out.',
    button: 'Choose a new password',
    expiry: 'This link works once and expires in one hour. If the button does not work, copy this address:',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
  },
}
