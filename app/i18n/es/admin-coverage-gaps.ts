/** Español: la pestaña Zonas sin cobertura (donde se pidieron entregas que ningún operador cubre). */
export default {
  intro:
    'Dónde los visitantes buscaron un mensajero y ningún operador podía atenderlos: cotizaciones instantáneas rechazadas por quedar fuera del área de todos los operadores, búsquedas por código postal en el directorio sin ningún operador a menos de 50 millas y códigos postales de la calculadora fuera de las áreas de servicio. Contados por código postal en el periodo elegido: dónde reclutar a continuación.',
  periodLabel: 'Periodo',
  from: 'Desde',
  to: 'Hasta',
  apply: 'Mostrar',
  exportCsv: 'Exportar CSV',
  mapLabel: 'Mapa de las zonas sin cobertura',
  mapLegend: 'Cada círculo es un código postal; cuanto más grande, más solicitudes.',
  mapLoading: 'Cargando el mapa…',
  mapUnavailable: 'No se pudo cargar el mapa. La tabla de abajo muestra los mismos códigos postales.',
  zoomIn: 'Acercar',
  zoomOut: 'Alejar',
  closePopup: 'Cerrar',
  popup: '{{zip}} ({{place}}): {{total}} solicitudes',
  caption: 'Zonas sin cobertura por código postal, las más solicitadas primero',
  columns: {
    zip: 'Código postal',
    place: 'Lugar',
    operatorQuote: 'Cotizaciones fuera del área',
    directorySearch: 'Búsquedas en el directorio sin operador',
    calculatorZip: 'Códigos de la calculadora fuera de las áreas',
    total: 'Total',
    lastSeen: 'Última vez',
  },
  unknownPlace: 'Desconocido',
  empty: 'No hay zonas sin cobertura en este periodo',
  emptyText:
    'Todas las cotizaciones y búsquedas de este periodo encontraron un operador o un área de servicio.',
  summary: '{{zips}} códigos postales, {{total}} solicitudes del {{from}} al {{to}}.',
}
