/** The customer's e-mails of a delivery job (issue #44): at pick-up and at delivery, with the proof. */
export default {
  pickedUpSubject: '{{operator}} picked up your delivery',
  pickedUpHeading: 'Your delivery is on its way',
  pickedUpIntro: 'Hello {{name}}, {{courier}} of {{operator}} picked up your delivery ({{at}}).',
  deliveredSubject: 'Your delivery with {{operator}} was delivered',
  deliveredHeading: 'Delivered',
  deliveredIntro: 'Hello {{name}}, {{operator}} delivered your parcel ({{at}}).',
  recipient: 'Received by',
  photoButton: 'See the photo of the delivery',
  trackingNote: 'The tracking link in your confirmation e-mail shows every step.',
  outro: 'Questions? Call {{phone}}.',
  lateSubject: 'Delivery #{{job}} not picked up by the end of its window',
  lateHeading: 'A delivery is late for its pick-up',
  lateIntro:
    '{{operator}} gave {{customer}} a pick-up window ending {{by}}, and the delivery is still not marked picked up. Please check with the courier and the customer.',
  lateWindow: 'Pick-up window',
  lateBooking: 'Booking',
  latePickup: 'Pick-up',
  lateDelivery: 'Delivery',
}
