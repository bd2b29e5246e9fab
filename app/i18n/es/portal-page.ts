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
} satisfies typeof en
