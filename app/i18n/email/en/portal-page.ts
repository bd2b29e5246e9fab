/** "My page" of the operator portal (issue #21 item 2): staff's answer to the operator's changes. */
export default {
  rejected: {
    subject: 'Changes to your page were not approved',
    preview: 'Our staff did not publish your latest changes.',
    heading: 'Your page changes were not approved, {{name}}',
    intro:
      'Our staff reviewed the changes you submitted to your page and did not publish them. Their reason:',
    outro: 'Your page stays as it was. You can correct your draft and submit it again in the portal:',
    button: 'Open my page in the portal',
  },
}
