import type en from '../en/newsletter'

/** Español: la ventana del boletín y las páginas de confirmación y baja. */
const newsletter: typeof en = {
  popup: {
    title: 'Manténgase informado',
    description:
      'Reciba en su correo consejos para su negocio de mensajería, nuevos mercados y noticias de la oportunidad. Primero le pediremos que confirme su dirección.',
    emailLabel: 'Correo electrónico',
    emailPlaceholder: 'usted@ejemplo.com',
    consentLabel:
      'Acepto recibir novedades y correos de marketing. Puedo darme de baja en cualquier momento.',
    privacy: 'Política de privacidad',
    submit: 'Suscribirse',
    submitting: 'Suscribiendo...',
    close: 'Cerrar',
    honeypot: 'Deje este campo vacío',
    successTitle: '¡Gracias por suscribirse!',
    successMessage:
      'Revise su bandeja de entrada y haga clic en el enlace de nuestro correo para confirmar su suscripción.',
  },
  errors: {
    emailRequired: 'El correo electrónico es obligatorio',
    emailInvalid: 'Por favor, introduzca un correo electrónico válido',
    consentRequired: 'Por favor, acepte recibir novedades para continuar',
    failed: 'No se pudo completar la suscripción. Por favor, inténtelo de nuevo.',
    rateLimited: 'Demasiados intentos. Por favor, inténtelo más tarde.',
  },
  confirm: {
    meta: {
      title: 'Confirme su suscripción',
      description: 'Confirme su suscripción al boletín.',
    },
    activatedTitle: 'Su suscripción está confirmada',
    activatedText: '¡Gracias! A partir de ahora recibirá nuestro boletín.',
    alreadyTitle: 'Ya confirmada',
    alreadyText: 'Su suscripción ya estaba confirmada. No tiene que hacer nada más.',
    expiredTitle: 'Este enlace ha caducado',
    expiredText:
      'Los enlaces de confirmación son válidos durante 7 días. Suscríbase de nuevo con el formulario del boletín y le enviaremos un enlace nuevo.',
    invalidTitle: 'Este enlace no es válido',
    invalidText:
      'No encontramos ninguna suscripción para este enlace de confirmación. Puede que la dirección se haya dado de baja después, o que el enlace se copiara incompleto.',
    backHome: 'Volver a la página de inicio',
  },
  unsubscribe: {
    meta: {
      title: 'Darse de baja del boletín',
      description: 'Deje de recibir nuestro boletín.',
    },
    title: 'Darse de baja del boletín',
    text: 'Pulse el botón para dejar de recibir nuestro boletín. Puede volver a suscribirse cuando quiera.',
    button: 'Darse de baja',
    submitting: 'Dando de baja...',
    doneTitle: 'Se ha dado de baja',
    doneText: 'Ya no recibirá nuestro boletín.',
    alreadyText: 'Esta dirección ya estaba dada de baja. No recibirá nuestro boletín.',
    invalidTitle: 'Este enlace no es válido',
    invalidText:
      'No encontramos ninguna suscripción para este enlace de baja. Use el enlace de uno de nuestros correos o contáctenos.',
    backHome: 'Volver a la página de inicio',
  },
}

export default newsletter
