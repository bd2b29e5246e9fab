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
  paid: {
    subject: 'Recibimos el pago de su pedido {{number}}',
    preview: 'Recibimos el pago de su pedido {{number}}.',
    heading: 'Pago recibido',
    received: 'Recibimos el pago de su pedido {{number}}. ¡Gracias!',
    next: 'Estamos preparando su pedido; le escribiremos de nuevo cuando se envíe.',
  },
  shipped: {
    subject: 'Su pedido {{number}} fue enviado',
    preview: 'Su pedido {{number}} va en camino.',
    heading: 'Su pedido va en camino',
    sent: 'Su pedido {{number}} fue enviado a la dirección de abajo.',
    updated: 'Los datos de seguimiento de su pedido {{number}} cambiaron. Estos son los actuales:',
    carrier: 'Transportista',
    trackingNumber: 'Número de seguimiento',
    track: 'Seguir su paquete en {{carrier}}',
  },
  cancelled: {
    subject: 'Su pedido {{number}} fue cancelado',
    preview: 'Su pedido {{number}} ha sido cancelado.',
    heading: 'Su pedido fue cancelado',
    body: 'Su pedido {{number}} ha sido cancelado y no será enviado. Si ya lo pagó, se le reembolsará el pago.',
  },
  refunded: {
    subject: 'Su pedido {{number}} fue reembolsado',
    preview: 'Le reembolsamos {{total}} de su pedido {{number}}.',
    heading: 'Su pago fue reembolsado',
    body: 'Le reembolsamos el pago de su pedido {{number}}, {{total}}, a la cuenta o tarjeta con la que pagó. Según su banco, puede tardar unos días hábiles en aparecer.',
  },
  invoice: {
    subject: 'Factura de su pedido {{number}}',
    preview: 'La factura de su pedido {{number}}: {{total}}.',
    heading: 'Su factura',
    intro: 'Aquí está la factura de su pedido {{number}}. Total a pagar: {{total}}.',
    open: 'Ver e imprimir la factura',
    link: 'La factura se abre en su navegador y se puede imprimir o guardar como PDF. Guarde este correo: el enlace es solo suyo.',
    howToPay: 'Cómo pagar',
    bankTransfer: 'Por transferencia bancaria:',
    payOnline: 'Pagar en línea',
  },
  lines: {
    item: '{{name}} × {{quantity}}',
    subtotal: 'Subtotal',
    shipping: 'Envío',
    total: 'Total',
  },
}

export default order
