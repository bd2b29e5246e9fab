/** English: the e-mails of the recruiting pipeline (issue #34). */
export default {
  taskOverdue: {
    subject: 'Overdue task: {{title}} ({{name}})',
    preview: 'A follow-up you own is overdue.',
    heading: 'A follow-up is overdue',
    intro: 'The task "{{title}}" for {{name}} was due {{due}} and is not done yet.',
    button: 'Open {{name}}',
  },
}
