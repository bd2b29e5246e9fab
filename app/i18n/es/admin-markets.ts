import type en from '../en/admin-markets'

/** Español: la pantalla Mercados del administrador (issue #19, punto 4). */
const adminMarkets: typeof en = {
  title: 'Mercados',
  intro:
    'Los puntos del mapa de mercados de la página de inicio. Un mercado con operadores muestra el número de operadores publicados a menos de {{miles}} millas; un mercado sin operadores muestra “Buscamos operadores” o “Próximamente”, nunca un número.',
  list: {
    title: 'Todos los mercados',
    caption: 'Mercados del mapa de la página de inicio',
    empty: 'Todavía no hay mercados: agregue el primero abajo.',
    market: 'Mercado',
    position: 'Posición',
    status: 'Situación',
    shown: 'Se muestra en el mapa',
    actions: 'Acciones',
    edit: 'Editar',
    editLabel: 'Editar {{market}}',
    delete: 'Eliminar',
    deleteLabel: 'Eliminar {{market}}',
    deleteConfirm: '¿Eliminar este mercado del mapa?',
  },
  status: {
    active: 'Activo',
    recruiting: 'Buscando operadores',
    comingSoon: 'Próximamente',
  },
  form: {
    addTitle: 'Agregar un mercado',
    editTitle: 'Editar el mercado {{id}}',
    city: 'Ciudad',
    state: 'Estado de EE. UU.',
    stateHint: 'Dos letras, p. ej. FL.',
    zip: 'Código postal',
    zipHint:
      'El punto del mapa es el centro del código postal. Déjelo vacío para escribir la latitud y la longitud.',
    lat: 'Latitud',
    lng: 'Longitud',
    positionHint: 'Solo se usan sin código postal, p. ej. 25.7617 y -80.1918.',
    map: 'Posición en el mapa',
    mapHint:
      'O haga clic en el mapa para situar el mercado allí: se rellenan la latitud y la longitud y se vacía el código postal.',
    zoomIn: 'Acercar',
    zoomOut: 'Alejar',
    status: 'Situación',
    statusHint: 'Solo se muestra mientras no haya ningún operador publicado en el mercado.',
    add: 'Agregar mercado',
    save: 'Guardar cambios',
    cancel: 'Cancelar',
  },
  errors: {
    required: 'Complete este campo.',
    cityTooLong: 'La ciudad debe tener menos de 80 caracteres.',
    state: 'Escriba las dos letras del estado, p. ej. FL.',
    zip: 'Escriba un código postal de 5 dígitos.',
    zipUnknown: 'Este código postal no está en nuestra lista. Revíselo o escriba la latitud y la longitud.',
    positionNeeded: 'Escriba un código postal, o la latitud y la longitud.',
    lat: 'Escriba una latitud entre -90 y 90.',
    lng: 'Escriba una longitud entre -180 y 180.',
    status: 'Elija una situación.',
  },
  invalid: 'El mercado no se guardó. Revise los campos marcados abajo.',
  notFound: 'Ese mercado ya no existe.',
  added: '{{market}} se agregó al mapa.',
  saved: '{{market}} se guardó.',
  deleted: '{{market}} se eliminó del mapa.',
}

export default adminMarkets
