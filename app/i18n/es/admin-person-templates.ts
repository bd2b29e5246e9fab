/** Español: las plantillas de correo que el personal envía desde la página de una persona (issue #34). */
export default {
  title: 'Plantillas de correo',
  intro:
    'Los correos que el personal envía a una persona desde su página, cada uno en inglés y en español: la persona recibe el de su idioma. Los campos combinados completan lo que el sitio sabe de ella.',
  list: {
    title: 'Todas las plantillas',
    caption: 'Plantillas de correo para personas',
    empty: 'Aún no hay plantillas: agregue la primera abajo.',
    name: 'Nombre',
    subjectEn: 'Asunto (inglés)',
    subjectEs: 'Asunto (español)',
    actions: 'Acciones',
    edit: 'Editar',
    editLabel: 'Editar {{template}}',
    delete: 'Eliminar',
    deleteLabel: 'Eliminar {{template}}',
    deleteConfirm:
      '¿Eliminar esta plantilla? Los mensajes ya enviados con ella se quedan en los historiales.',
  },
  form: {
    addTitle: 'Agregar una plantilla',
    editTitle: 'Editar la plantilla {{id}}',
    name: 'Nombre',
    english: 'Inglés',
    spanish: 'Español',
    subjectEn: 'Asunto en inglés',
    subjectEs: 'Asunto en español',
    bodyEn: 'Mensaje en inglés',
    bodyEs: 'Mensaje en español',
    mergeHint:
      'Campos combinados: {{firstName}}, {{lastName}}, {{businessName}}, {{city}}. Una línea en blanco empieza un párrafo nuevo.',
    add: 'Agregar plantilla',
    save: 'Guardar plantilla',
    cancel: 'Cancelar',
  },
  errors: {
    required: 'Escriba esto.',
    tooLong: 'Es demasiado largo.',
    oneLine: 'Escríbalo en una sola línea.',
    unknownField:
      'Campo combinado desconocido: use solo {{firstName}}, {{lastName}}, {{businessName}} o {{city}}.',
  },
  invalid: 'La plantilla no se guardó. Revise los campos marcados abajo.',
  notFound: 'Esa plantilla ya no existe.',
  added: 'Se agregó la plantilla {{template}}.',
  saved: 'Se guardó la plantilla {{template}}.',
  deleted: 'Se eliminó la plantilla {{template}}.',
}
