import type en from '../en/bookings'

/** Las reservas de un operador (issue #21 punto 3): la lista del portal y sus respuestas. */
const bookings: typeof en = {
  page: {
    title: 'Solicitudes de reserva de {{name}}',
    intro:
      'Las solicitudes que los clientes enviaron desde su página. Acepte o rechace cada una (dígale al cliente por qué) y después márquela como completada. El cliente recibe un correo cada vez, en el idioma en que reservó.',
  },
  heading: 'Mis reservas',
  empty: 'Aún no hay solicitudes de reserva.',
  listLabel: 'Solicitudes de reserva',
  itemHeading: 'Reserva n.º {{id}} de {{name}}',
  received: 'Recibida',
  status: {
    pending: 'Esperando su respuesta',
    accepted: 'Aceptada',
    declined: 'Rechazada',
    completed: 'Completada',
  },
  fields: {
    quote: 'Cotización',
    quoteValue: '{{price}} ({{miles}} millas)',
    noQuote: 'Sin cotización instantánea',
    pickup: 'Recogida',
    delivery: 'Entrega',
    when: 'Hora deseada',
    contact: 'Contacto',
    notes: 'Notas',
    yourMessage: 'Su mensaje',
  },
  accept: 'Aceptar',
  acceptLabel: 'Aceptar la reserva n.º {{id}}',
  decline: 'Rechazar',
  declineLabel: 'Rechazar la reserva n.º {{id}}',
  declineMessage: 'Mensaje para el cliente (por qué la rechaza)',
  complete: 'Marcar como completada',
  openJob: 'Abrir la entrega',
  openJobLabel: 'Abrir la entrega de la reserva n.º {{id}}',
  completeLabel: 'Marcar como completada la reserva n.º {{id}}',
  done: {
    accept: 'Reserva n.º {{id}} aceptada; se envió un correo al cliente.',
    decline: 'Reserva n.º {{id}} rechazada; se envió un correo al cliente.',
    complete: 'Reserva n.º {{id}} completada; se envió un correo al cliente.',
  },
  errors: {
    messageRequired: 'Indique al cliente por qué la rechaza.',
    tooLong: 'El mensaje es demasiado largo (1.000 caracteres como máximo).',
    control: 'El mensaje contiene caracteres no permitidos.',
    notFound: 'No se encontró esa reserva.',
    notAllowed: 'Esa reserva ya no se puede cambiar de esa manera.',
    intent: 'Esa acción no se conoce.',
    id: 'No se encontró esa reserva.',
  },
}

export default bookings
