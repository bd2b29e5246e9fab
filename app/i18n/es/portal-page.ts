import type en from '../en/portal-page'

/** "Mi página" del portal de operadores (issue #21, punto 2) y la cola de cambios del personal. */
export default {
  meta: { title: 'Mi página' },
  title: 'Mi página',
  intro:
    'Edite su página en inglés y en español. Sus cambios se guardan como borrador: nuestro personal los revisa antes de que aparezcan en su página pública.',
  publicPage: 'Abrir su página pública',
  status: {
    label: 'Estado',
    published: 'No hay cambios pendientes: su página pública muestra su última versión aprobada.',
    draft: 'Borrador guardado, aún no enviado para aprobación.',
    submitted: 'Pendiente de aprobación por nuestro personal.',
    rejected: 'No aprobado: {{reason}} Corrija su borrador y envíelo de nuevo.',
  },
  fields: {
    serviceAreas: 'Zonas y códigos postales atendidos',
    serviceAreasHint: 'Una ciudad o código postal por línea.',
    hoursOfOperation: 'Horario de atención',
    hoursOfOperationEs: 'Horario de atención en español',
    photo: 'Nueva foto',
    photoHint:
      'JPEG, PNG o WebP, hasta 8 MB. Se vuelve a codificar para la web; déjelo vacío para conservar la actual.',
    currentPhoto: 'Foto actual',
  },
  save: 'Guardar borrador',
  submit: 'Enviar para aprobación',
  saved: 'Su borrador está guardado. Envíelo cuando esté listo.',
  submitted: 'Sus cambios se enviaron a nuestro personal para su aprobación.',
  nothingToSubmit: 'No hay nada que enviar: su borrador es igual a su página pública.',
  photoError: 'Este archivo no sirve como foto. Use una imagen JPEG, PNG o WebP de hasta 8 MB.',
  preview: {
    title: 'Vista previa',
    intro:
      'Su página con su borrador, tal como la verán los visitantes una vez aprobada (en el idioma del portal).',
  },
  admin: {
    title: 'Cambios de páginas de operadores',
    intro:
      'Cambios que los operadores enviaron para sus páginas. Aprobar los publica de inmediato; un rechazo se envía por correo con su motivo.',
    link: 'Cambios de páginas pendientes de aprobación: {{count}}',
    empty: 'No hay cambios pendientes de aprobación.',
    submittedAt: 'Enviado el {{date}}',
    viewPage: 'Página pública de {{name}}',
    field: 'Campo',
    published: 'Publicado',
    proposed: 'Propuesto',
    empty_value: '(vacío)',
    yes: 'Sí',
    no: 'No',
    approve: 'Aprobar y publicar',
    reject: 'Rechazar',
    reason: 'Motivo del rechazo (se envía al operador por correo)',
    approved: 'Los cambios de {{name}} están publicados.',
    rejected: 'Los cambios de {{name}} fueron rechazados y se envió un correo al operador.',
    notWaiting: 'Estos cambios ya fueron decididos.',
    errors: {
      reasonRequired: 'Escriba el motivo: el operador lo recibe por correo.',
      reasonTooLong: 'El motivo puede tener hasta 2.000 caracteres.',
      form: 'Revise el formulario.',
    },
  },
} satisfies typeof en
