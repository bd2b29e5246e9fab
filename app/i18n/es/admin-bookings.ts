import type en from '../en/admin-bookings'

/** La pestaña Reservas del administrador (issue #21 punto 3). */
const adminBookings: typeof en = {
  intro:
    'Todas las solicitudes de reserva de las páginas de operadores, con la respuesta del operador. Una solicitud sin respuesta en dos horas se envía por correo al personal y se marca aquí. Reasigne una solicitud pendiente o aceptada a otro operador: vuelve a quedar pendiente para él y se le envía un correo.',
  filterLabel: 'Filtrar por estado',
  all: 'Todas',
  operatorFilter: 'Operador',
  anyOperator: 'Todos los operadores',
  apply: 'Mostrar',
  caption: 'Solicitudes de reserva',
  none: 'Ninguna solicitud de reserva coincide con este filtro.',
  empty: 'Aún no hay solicitudes de reserva',
  emptyText: 'Aquí aparecen las solicitudes enviadas desde las páginas de operadores.',
  status: {
    pending: 'Pendiente',
    accepted: 'Aceptada',
    declined: 'Rechazada',
    completed: 'Completada',
  },
  columns: {
    request: 'Solicitud',
    operator: 'Operador',
    status: 'Estado',
    created: 'Recibida',
    quote: 'Cotización',
    addresses: 'Direcciones',
    when: 'Hora deseada',
    contact: 'Contacto',
    reassign: 'Reasignar',
  },
  noQuote: '—',
  from: 'Desde: {{address}}',
  to: 'Hasta: {{address}}',
  escalated: 'Sin respuesta en 2 h: correo al personal {{when}}',
  forStaff: 'Personal: ningún operador cubre el código postal de recogida',
  reassignedFrom: 'Reasignada',
  message: 'Mensaje: {{message}}',
  reassignTo: 'Reasignar la reserva n.º {{id}} a',
  choose: 'Elija un operador',
  reassign: 'Reasignar',
  reassignLabel: 'Reasignar la reserva n.º {{id}}',
  reassigned: 'Reserva n.º {{id}} reasignada a {{operator}}; se le envió un correo.',
  refused: {
    notFound: 'No se encontró esa reserva o ese operador.',
    notAllowed: 'Esa reserva ya no se puede reasignar (rechazada, completada o ya asignada a ese operador).',
  },
  invalid: 'Elija el operador al que reasignar la reserva.',
}

export default adminBookings
