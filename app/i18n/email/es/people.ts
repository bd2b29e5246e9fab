/** Español: los correos del proceso de reclutamiento (issue #34). */
export default {
  taskOverdue: {
    subject: 'Tarea vencida: {{title}} ({{name}})',
    preview: 'Una tarea de seguimiento a su cargo está vencida.',
    heading: 'Una tarea de seguimiento está vencida',
    intro: 'La tarea «{{title}}» de {{name}} vencía el {{due}} y todavía no está hecha.',
    button: 'Abrir {{name}}',
  },
}
