import type en from '../en/order'

/** Correos de pedidos de la tienda (issue #7): la confirmación al comprador y el aviso al personal. */
const order: typeof en = {
  confirmation: {
    subject: 'Su pedido {{number}} está confirmado',
    preview: 'Recibimos su pedido {{number}}.',
    heading: '¡Gracias por su pedido!',
    greeting: 'Hola, {{name}}:',
    received: 'Recibimos su pedido {{number}}. Esto es lo que pidió:',
    invoice:
      'No se cobró nada en línea: nuestro personal le enviará una factura por correo electrónico. Su pedido se prepara en cuanto se confirma.',
    card: 'Eligió pagar con tarjeta. Le confirmaremos por correo electrónico cuando se complete el pago.',
    shipping: 'Sus materiales de marketing se enviarán en un plazo de 2 días hábiles.',
    shipTo: 'Dirección de envío',
    questions: '¿Preguntas sobre su pedido? Responda a este correo o llame al {{phone}}.',
  },
  staff: {
    subject: 'Nuevo pedido {{number}}: {{total}}',
    preview: 'Nuevo pedido de la tienda {{number}} de {{name}}.',
    heading: 'Nuevo pedido de la tienda {{number}}',
    intro: 'Se realizó un nuevo pedido en el sitio web. Estado: {{status}}.',
    paymentInvoice: 'Envíe una factura al comprador (sin pago en línea).',
    paymentCard:
      'Pago con tarjeta mediante Stripe (el pedido se marca como pagado cuando Stripe lo confirma).',
    buyer: 'Comprador',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    address: 'Enviar a',
    language: 'Idioma',
  },
  lines: {
    item: '{{name}} × {{quantity}}',
    subtotal: 'Subtotal',
    shipping: 'Envío',
    total: 'Total',
  },
}

export default order
