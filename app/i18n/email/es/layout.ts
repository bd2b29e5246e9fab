export default {
  copyright: '© {{year}} {{name}}. Todos los derechos reservados.',
  unsubscribeLead: 'Recibe este correo porque se suscribió a nuestras novedades.',
  unsubscribe: 'Darse de baja',
}
