/** "My page" of the operator portal (issue #21 item 2): staff's answer to the operator's changes. */
export default {
  submitted: {
    subject: 'Page changes to review: {{name}}',
    preview: '{{name}} submitted changes to their page.',
    heading: '{{name}} submitted page changes',
    intro_one:
      '{{name}} submitted {{count}} change to their public page. It is published once you approve it.',
    intro_other:
      '{{name}} submitted {{count}} changes to their public page. They are published once you approve them.',
    button: 'Review the changes',
  },
  approved: {
    subject: 'Your page changes are published',
    preview: 'Our staff approved your latest changes.',
    heading: 'Your page changes are live, {{name}}',
    intro: 'Our staff approved the changes you submitted: your public page shows them now.',
    button: 'See your page',
  },
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
