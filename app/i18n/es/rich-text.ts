/** Español: el editor de texto enriquecido del panel (issue #33, ADR 047). */
export default {
  toolbar: 'Formato de {{label}}',
  bold: 'Negrita',
  italic: 'Cursiva',
  link: 'Enlace',
  bulletList: 'Lista con viñetas',
  orderedList: 'Lista numerada',
  linkAddress: 'Dirección del enlace',
  linkHint: 'Una dirección web (https://…), un correo electrónico o una página de este sitio como /contact.',
  linkInvalid:
    'Escriba una dirección que empiece con https://, un correo electrónico o una ruta que empiece con /.',
  applyLink: 'Aplicar enlace',
  removeLink: 'Quitar enlace',
  cancel: 'Cancelar',
  loading: 'El editor necesita JavaScript; se está cargando.',
  shortcuts: 'Atajos: Ctrl+B negrita, Ctrl+I cursiva, Ctrl+K enlace.',
}
