import type en from '../en/portal'

/** El portal de operadores (issue #21): acceso, enlaces de contraseña, el marco del portal y el lado del personal. */
const portal: typeof en = {
  honeypot: 'Deje este campo vacío',
  meta: {
    loginTitle: 'Acceso al Portal de operadores',
    setPasswordTitle: 'Elija su contraseña',
    forgotTitle: 'Olvidó su contraseña',
    homeTitle: 'Portal de operadores',
  },
  shell: {
    label: 'Portal de operadores',
    signedInAs: 'Conectado como {{name}}',
    signOut: 'Cerrar sesión',
    navLabel: 'Portal',
  },
  nav: {
    home: 'Inicio',
    page: 'Mi página',
    bookings: 'Mis reservas',
    quotes: 'Mis cotizaciones',
    statement: 'Mi estado de cuenta',
    training: 'Recursos de capacitación',
  },
  login: {
    title: 'Portal de operadores',
    intro: 'Entre con el correo electrónico y la contraseña de su cuenta de operador.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Entrar',
    submitting: 'Entrando…',
    forgot: '¿Olvidó su contraseña?',
    invalid: 'El correo o la contraseña no son correctos.',
    rateLimited_one: 'Demasiados intentos. Inténtelo de nuevo en 1 minuto, a partir de {{time}}.',
    rateLimited_other: 'Demasiados intentos. Inténtelo de nuevo en {{count}} minutos, a partir de {{time}}.',
    passwordSet: 'Su contraseña está guardada. Entre con ella ahora.',
    signedOut: 'Cerró la sesión.',
  },
  forgot: {
    title: 'Olvidó su contraseña',
    intro:
      'Escriba el correo de su cuenta de operador: le enviaremos un enlace para elegir una nueva contraseña.',
    email: 'Correo electrónico',
    submit: 'Enviar el enlace',
    sent: 'Si este correo pertenece a una cuenta de operador, le llegará un enlace para elegir una nueva contraseña. Sirve durante una hora.',
    back: 'Volver al acceso',
    rateLimited_one:
      'Demasiadas solicitudes de enlace. Inténtelo de nuevo en 1 minuto, a partir de {{time}}; un enlace ya enviado sigue sirviendo.',
    rateLimited_other:
      'Demasiadas solicitudes de enlace. Inténtelo de nuevo en {{count}} minutos, a partir de {{time}}; un enlace ya enviado sigue sirviendo.',
  },
  setPassword: {
    titleInvite: 'Bienvenido: elija su contraseña',
    titleReset: 'Elija una nueva contraseña',
    intro: 'Para la cuenta {{email}}. Al menos 8 caracteres.',
    password: 'Nueva contraseña',
    confirmPassword: 'Repita la contraseña',
    submit: 'Guardar la contraseña',
    refusedTitle: 'Este enlace no se puede usar',
    expired:
      'Este enlace venció. Pida a nuestro equipo una nueva invitación, o pida un nuevo enlace de contraseña.',
    used: 'Este enlace ya se usó. Entre con su contraseña, o pida un nuevo enlace de contraseña.',
    revoked: 'Este enlace fue reemplazado o retirado. Use el enlace más reciente que recibió.',
    unknown: 'Este enlace no es válido. Compruebe que copió la dirección completa.',
    signIn: 'Ir al acceso',
    forgot: 'Pedir un nuevo enlace de contraseña',
  },
  home: {
    title: 'Bienvenido, {{name}}',
    intro: 'Desde aquí mantiene su página al día, responde a sus reservas y sigue sus cotizaciones.',
    publicPage: 'Su página pública',
  },
  errors: {
    emailRequired: 'Escriba su correo electrónico.',
    emailInvalid: 'Escriba un correo electrónico válido.',
    passwordRequired: 'Escriba su contraseña.',
    passwordLength: 'La contraseña debe tener de 8 a 128 caracteres.',
    passwordMismatch: 'Las dos contraseñas no son iguales.',
    form: 'Revise el formulario.',
  },
  admin: {
    column: 'Acceso al portal',
    notInvited: 'Sin invitar',
    invited: 'Invitado, vence {{date}}',
    inviteExpired: 'Invitación vencida o revocada',
    active: 'Activo',
    disabled: 'Desactivado',
    email: 'Correo del portal',
    language: 'Idioma del correo',
    invite: 'Invitar al portal',
    resend: 'Reenviar la invitación',
    revoke: 'Revocar la invitación',
    disable: 'Desactivar el acceso',
    invitedNotice: 'Invitación enviada a {{email}}.',
    revokedNotice: 'Invitación revocada.',
    disabledNotice: 'Acceso al portal desactivado.',
    signInClearedNotice:
      'Límites de inicio de sesión quitados: los navegadores nuevos pueden volver a iniciar sesión en esta cuenta del portal.',
    emailTaken: 'Este correo ya es el correo del portal de otro operador.',
    notFound: 'Este operador ya no existe.',
  },
}
export default portal
