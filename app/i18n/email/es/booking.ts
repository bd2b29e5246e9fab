import type en from '../en/booking'

/** Correos de una solicitud de reserva desde la página de un operador. */
const booking: typeof en = {
  operatorSubject: 'Nueva solicitud de reserva de {{name}}',
  operatorHeading: 'Nueva solicitud de reserva',
  sampleOperatorNote:
    'Esta reserva se hizo en la página de {{operator}}, un operador de muestra: su dirección ({{address}}) es un ejemplo que no llega a nadie, así que la reserva llegó al personal. Respondan ustedes al cliente, o den al operador datos de contacto reales en Admin > Operadores.',
  serviceOrderNote:
    'Este pedido llegó desde el formulario de pedidos del servicio de mensajería, no desde su página: su área de servicio incluye el código postal de recogida ({{zip}}).',
  serviceOrderStaffNote:
    'Este pedido llegó desde el formulario de pedidos del servicio de mensajería y ningún área de servicio de un operador incluye su código postal de recogida ({{zip}}), así que llegó al personal. Asígnelo a un operador en Admin > Reservas o responda ustedes al cliente.',
  noZip: 'ninguno',
  operatorIntro:
    '{{name}} envió una solicitud de reserva desde su página en {{site}}. Responda a este correo para contestar.',
  visitorSubject: 'Recibimos su solicitud de reserva para {{operator}}',
  visitorHeading: 'Su solicitud de reserva fue enviada',
  visitorIntro: 'Gracias, {{name}}. {{operator}} recibió su solicitud y se comunicará con usted en breve.',
  visitorOutro: 'El precio final está sujeto a verificación. ¿Preguntas? Llame al {{phone}}.',
  trackingIntro:
    'Siga su entrega en su propia página de seguimiento. El enlace es privado: quien lo tenga ve el estado.',
  trackingButton: 'Seguir mi entrega',
  acceptedSubject: '{{operator}} aceptó su solicitud de reserva',
  acceptedHeading: 'Su reserva fue aceptada',
  acceptedIntro: 'Hola {{name}}, {{operator}} aceptó su solicitud de reserva.',
  declinedSubject: '{{operator}} no puede atender su solicitud de reserva',
  declinedHeading: 'Su solicitud de reserva fue rechazada',
  declinedIntro: 'Hola {{name}}, {{operator}} no puede atender su solicitud de reserva.',
  completedSubject: 'Su entrega con {{operator}} se completó',
  completedHeading: 'Entrega completada',
  completedIntro: 'Hola {{name}}, {{operator}} marcó su entrega como completada. ¡Gracias!',
  operatorMessage: 'Mensaje de {{operator}}:',
  answerOutro: '¿Preguntas? Llame al {{phone}}.',
  escalationSubject: 'Solicitud de reserva n.º {{id}} sin respuesta desde hace dos horas',
  escalationHeading: 'Una solicitud de reserva sin respuesta',
  escalationIntro:
    '{{operator}} no ha respondido la solicitud de reserva n.º {{id}} de {{name}} en dos horas. Reasígnela o llame al operador.',
  reassignedSubject: 'Solicitud de reserva de {{name}} asignada a usted',
  reassignedHeading: 'Se le asignó una solicitud de reserva',
  reassignedIntro:
    'El personal le asignó la solicitud de reserva de {{name}}. Respóndala en el portal de operadores.',
  fields: {
    operator: 'Operador',
    created: 'Recibida',
    name: 'Nombre',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    pickup: 'Recogida',
    delivery: 'Entrega',
    when: 'Cuándo',
    notes: 'Notas',
    quote: 'Cotización instantánea',
    quoteValue: '{{price}} ({{miles}} millas)',
  },
}

export default booking
