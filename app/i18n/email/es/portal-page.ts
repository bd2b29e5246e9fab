/** "Mi página" del portal de operadores (issue #21, punto 2): la respuesta del personal a los cambios. */
export default {
  submitted: {
    subject: 'Cambios de página por revisar: {{name}}',
    preview: '{{name}} envió cambios de su página.',
    heading: '{{name}} envió cambios de su página',
    intro_one: '{{name}} envió {{count}} cambio de su página pública. Se publica cuando usted lo apruebe.',
    intro_other:
      '{{name}} envió {{count}} cambios de su página pública. Se publican cuando usted los apruebe.',
    button: 'Revisar los cambios',
  },
  approved: {
    subject: 'Los cambios de su página están publicados',
    preview: 'Nuestro personal aprobó sus últimos cambios.',
    heading: 'Los cambios de su página ya están publicados, {{name}}',
    intro: 'Nuestro personal aprobó los cambios que envió: su página pública ya los muestra.',
    button: 'Ver su página',
  },
  rejected: {
    subject: 'Los cambios de su página no fueron aprobados',
    preview: 'Nuestro personal no publicó sus últimos cambios.',
    heading: 'Los cambios de su página no fueron aprobados, {{name}}',
    intro: 'Nuestro personal revisó los cambios que envió para su página y no los publicó. El motivo:',
    outro: 'Su página queda como estaba. Puede corregir su borrador y enviarlo de nuevo en el portal:',
    button: 'Abrir mi página en el portal',
  },
}
