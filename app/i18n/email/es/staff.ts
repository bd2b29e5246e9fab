import type en from '../en/staff'

/** Correos de las cuentas del personal (issue #45): la invitación y el restablecimiento de contraseña. */
const es: typeof en = {
  invite: {
    subject: 'Su cuenta del personal: elija su contraseña',
    preview: 'Elija su contraseña para entrar a la administración del sitio.',
    heading: 'Bienvenido a la administración del sitio',
    intro:
      'Se creó una cuenta del personal para {{name}} en la administración de nuestro sitio web. Elija su propia contraseña para entrar:',
    button: 'Elegir mi contraseña',
    expiry:
      'Este enlace sirve una sola vez y vence en 72 horas. Si el botón no funciona, copie esta dirección:',
    ignore: 'Si no esperaba esta invitación, puede ignorar este correo.',
  },
  reset: {
    subject: 'Restablezca su contraseña del personal',
    preview: 'Un enlace para elegir una nueva contraseña de la administración del sitio.',
    heading: 'Elija una nueva contraseña',
    intro:
      'Se pidió una nueva contraseña para la cuenta del personal {{name}} de la administración de nuestro sitio. Elija una nueva: al hacerlo, se cierran todas las demás sesiones de la cuenta.',
    button: 'Elegir una nueva contraseña',
    expiry:
      'Este enlace sirve una sola vez y vence en una hora. Si el botón no funciona, copie esta dirección:',
    ignore: 'Si no lo pidió, ignore este correo: su contraseña no cambia.',
  },
}
export default es
