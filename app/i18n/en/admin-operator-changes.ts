/** Staff's queue of operators' page changes (issue #21 item 2). */
export default {
  title: 'Operator page changes',
  intro:
    'Changes operators submitted to their pages. Approving publishes them at once; a rejection is e-mailed with its reason.',
  link: 'Page changes waiting for approval: {{count}}',
  empty: 'No changes are waiting for approval.',
  submittedAt: 'Submitted {{date}}',
  viewPage: 'Public page of {{name}}',
  field: 'Field',
  published: 'Published',
  proposed: 'Proposed',
  empty_value: '(empty)',
  yes: 'Yes',
  no: 'No',
  approve: 'Approve and publish',
  reject: 'Reject',
  reason: 'Reason for the rejection (e-mailed to the operator)',
  approved: 'The changes of {{name}} are published.',
  rejected: 'The changes of {{name}} were rejected and the operator was e-mailed.',
  notWaiting: 'These changes were already decided.',
  errors: {
    reasonRequired: 'Enter the reason: the operator receives it by e-mail.',
    reasonTooLong: 'The reason may have up to 2,000 characters.',
    form: 'Please check the form.',
  },
}
