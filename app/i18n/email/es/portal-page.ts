/** "Mi página" del portal de operadores (issue #21, punto 2): la respuesta del personal a los cambios. */
export default {
  rejected: {
    subject: 'Los cambios de su página no fueron aprobados',
    preview: 'Nuestro personal no publicó sus últimos cambios.',
    heading: 'Los cambios de su página no fueron aprobados, {{name}}',
    intro: 'Nuestro personal revisó los cambios que envió para su página y no los publicó. El motivo:',
    outro: 'Su página queda como estaba. Puede corregir su borrador y enviarlo de nuevo en el portal:',
    button: 'Abrir mi página en el portal',
  },
}
