import type en from '../en/portal'

/** Correos del portal de operadores (issue #21): la invitación y el restablecimiento de contraseña. */
const es: typeof en = {
  invite: {
    subject: 'Su invitación al Portal de operadores',
    preview: 'Elija su contraseña para entrar al Portal de operadores.',
    heading: 'Bienvenido al Portal de operadores, {{name}}',
    intro:
      'Nuestro equipo invitó a {{name}} al Portal de operadores, donde mantiene su página al día y responde a sus reservas. Elija su contraseña para entrar:',
    button: 'Elegir mi contraseña',
    expiry:
      'Este enlace sirve una sola vez y vence en 72 horas. Si el botón no funciona, copie esta dirección:',
    ignore: 'Si no esperaba esta invitación, puede ignorar este correo.',
  },
  reset: {
    subject: 'Restablezca su contraseña del Portal de operadores',
    preview: 'Un enlace para elegir una nueva contraseña.',
    heading: 'Elija una nueva contraseña',
    intro:
      'Alguien pidió restablecer la contraseña de la cuenta del Portal de operadores de {{name}}. Elija una nueva:',
    button: 'Elegir una nueva contraseña',
    expiry:
      'Este enlace sirve una sola vez y vence en una hora. Si el botón no funciona, copie esta dirección:',
    ignore: 'Si no lo pidió, ignore este correo: su contraseña no cambia.',
  },
}
export default es
