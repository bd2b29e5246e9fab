import type en from '../en/booking'

/** Correos de una solicitud de reserva desde la página de un operador. */
const booking: typeof en = {
  operatorSubject: 'Nueva solicitud de reserva de {{name}}',
  operatorHeading: 'Nueva solicitud de reserva',
  operatorIntro:
    '{{name}} envió una solicitud de reserva desde su página en {{site}}. Responda a este correo para contestar.',
  visitorSubject: 'Recibimos su solicitud de reserva para {{operator}}',
  visitorHeading: 'Su solicitud de reserva fue enviada',
  visitorIntro: 'Gracias, {{name}}. {{operator}} recibió su solicitud y se comunicará con usted en breve.',
  visitorOutro: 'El precio final está sujeto a verificación. ¿Preguntas? Llame al {{phone}}.',
  fields: {
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
