import type en from '../en/newsletter'

/** Correos del boletín (solo servidor): la confirmación (doble opt-in) y la bienvenida. */
const newsletter: typeof en = {
  confirm: {
    subject: 'Confirme su suscripción al boletín',
    preview: 'Un clic para confirmar su suscripción.',
    heading: 'Confirme su suscripción',
    intro:
      '¡Gracias por suscribirse a nuestro boletín! Confirme su dirección de correo electrónico para empezar a recibir novedades.',
    button: 'Confirmar mi suscripción',
    linkHint: 'Si el botón no funciona, copie este enlace en su navegador:',
    expiry: 'Este enlace es válido durante 7 días.',
    ignore: 'Si usted no se suscribió, puede ignorar este correo: no quedará suscrito.',
  },
  welcome: {
    subject: 'Su suscripción al boletín está confirmada',
    preview: 'A partir de ahora recibirá nuestras novedades.',
    heading: '¡Bienvenido!',
    intro:
      'Su suscripción está confirmada. Recibirá noticias sobre la oportunidad de negocio de mensajería, consejos y novedades.',
    unsubscribe: 'Puede darse de baja en cualquier momento:',
    unsubscribeLink: 'Darse de baja',
  },
}

export default newsletter
