export default {
  copyright: '© {{year}} {{name}}. All rights reserved.',
  unsubscribeLead: 'You receive this e-mail because you subscribed to our updates.',
  unsubscribe: 'Unsubscribe',
}
