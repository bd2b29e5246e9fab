import type en from '../en/markets'

/** Español: la sección del mapa de mercados (página de inicio). */
const markets: typeof en = {
  title: 'Nuestros mercados activos',
  subtitle:
    'Hay operadores independientes haciendo entregas en estas ciudades, y estamos buscando operadores en otras. Encuentre la más cercana.',
  mapLabel: 'Mapa de los mercados activos',
  loading: 'Cargando el mapa…',
  unavailable: 'El mapa no está disponible en este momento. Los mercados aparecen a continuación.',
  legend: 'Mercados activos',
  viewLarger: 'Ver mapa más grande',
  popupTitle: '{{city}}, {{state}}',
  activeOperators_one: '{{count}} operador activo',
  activeOperators_other: '{{count}} operadores activos',
  operators_one: '{{count}} operador',
  operators_other: '{{count}} operadores',
  recruiting: 'Buscamos operadores',
  comingSoon: 'Próximamente',
  cardsLabel: 'Ciudades con mercado',
  ctaText: '¿No ve su ciudad? Estamos creciendo en las principales áreas metropolitanas de EE. UU.',
  checkAvailability: 'Consultar disponibilidad',
  closePopup: 'Cerrar la ventana emergente',
  zoomIn: 'Acercar',
  zoomOut: 'Alejar',
}

export default markets
