/** Shop order e-mails (issue #7): the buyer's confirmation and the staff notification. */
export default {
  confirmation: {
    subject: 'Your order {{number}} is confirmed',
    preview: 'We received your order {{number}}.',
    heading: 'Thank you for your order!',
    greeting: 'Hello {{name}},',
    received: 'We received your order {{number}}. Here is what you ordered:',
    invoice:
      'No payment was taken online: our staff will send you an invoice by e-mail. Your order is prepared as soon as it is confirmed.',
    card: 'You chose to pay by card. We will confirm by e-mail once the payment has gone through.',
    shipping: 'Your marketing materials will be shipped within 2 business days.',
    shipTo: 'Shipping to',
    questions: 'Questions about your order? Reply to this e-mail or call {{phone}}.',
  },
  staff: {
    subject: 'New order {{number}}: {{total}}',
    preview: 'New shop order {{number}} from {{name}}.',
    heading: 'New shop order {{number}}',
    intro: 'A new order was placed on the website. Status: {{status}}.',
    paymentInvoice: 'Send the buyer an invoice (no online payment).',
    paymentCard: 'Paid by card through Stripe (the order is marked paid when Stripe confirms).',
    buyer: 'Buyer',
    email: 'E-mail',
    phone: 'Phone',
    address: 'Ship to',
    language: 'Language',
  },
  lines: {
    item: '{{name}} × {{quantity}}',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    total: 'Total',
  },
}
