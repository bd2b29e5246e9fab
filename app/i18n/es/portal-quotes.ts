/** Español: Mis cotizaciones del portal del operador (las cotizaciones instantáneas de su página). */
export default {
  page: { title: 'Cotizaciones instantáneas de {{name}}' },
  title: 'Mis cotizaciones',
  intro:
    'Cada cotización instantánea que dio su página, por semana (de lunes a domingo, hora de Nueva York), y cuántas se convirtieron en una solicitud de reserva. No se guardan datos personales, solo códigos postales, distancia y precio.',
  caption: 'Cotizaciones instantáneas por semana',
  columns: {
    week: 'Semana del',
    quotes: 'Cotizaciones',
    outsideArea: 'Fuera de su área',
    bookings: 'Reservas',
    conversion: 'Conversión',
  },
  totals: 'Total',
  conversionHelp: 'Conversión: reservas divididas entre cotizaciones con precio.',
  empty: 'Aún no hay cotizaciones en estas semanas.',
}
