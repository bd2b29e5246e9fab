import type en from '../en/admin-operator-changes'

/** La cola del personal con los cambios de páginas de operadores (issue #21, punto 2). */
export default {
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
} satisfies typeof en
