import type en from '../en/delivery'

/** Correos al cliente de una entrega (issue #44): al recogerla y al entregarla, con la prueba. */
const delivery: typeof en = {
  pickedUpSubject: '{{operator}} recogió su entrega',
  pickedUpHeading: 'Su entrega va en camino',
  pickedUpIntro: 'Hola {{name}}, {{courier}} de {{operator}} recogió su entrega ({{at}}).',
  deliveredSubject: 'Su entrega con {{operator}} fue entregada',
  deliveredHeading: 'Entregada',
  deliveredIntro: 'Hola {{name}}, {{operator}} entregó su paquete ({{at}}).',
  recipient: 'Recibida por',
  photoButton: 'Ver la foto de la entrega',
  trackingNote: 'El enlace de seguimiento de su correo de confirmación muestra cada paso.',
  outro: '¿Preguntas? Llame al {{phone}}.',
  lateSubject: 'Entrega #{{job}} sin recoger al terminar su horario',
  lateHeading: 'Una entrega va tarde para su recogida',
  lateIntro:
    '{{operator}} le dio a {{customer}} un horario de recogida que terminó {{by}}, y la entrega aún no figura como recogida. Consulte con el mensajero y con el cliente.',
  lateWindow: 'Horario de recogida',
  lateBooking: 'Reserva',
  latePickup: 'Recogida',
  lateDelivery: 'Entrega',
}

export default delivery
