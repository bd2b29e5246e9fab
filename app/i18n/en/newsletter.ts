/** English: the newsletter popup (marketing-site.md §2, §4, §5, §8) and the confirm/unsubscribe pages. */
const newsletter = {
  popup: {
    title: 'Stay in the loop',
    description:
      'Get courier business tips, market openings and news about the opportunity in your inbox. We will ask you to confirm your address first.',
    emailLabel: 'Email address',
    emailPlaceholder: 'you@example.com',
    consentLabel: 'I agree to receive updates and marketing e-mails. I can unsubscribe at any time.',
    privacy: 'Privacy policy',
    submit: 'Subscribe',
    submitting: 'Subscribing...',
    close: 'Close',
    honeypot: 'Leave this field empty',
    successTitle: 'Thank you for subscribing!',
    successMessage: 'Please check your inbox and click the link in our e-mail to confirm your subscription.',
  },
  errors: {
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    consentRequired: 'Please agree to receive updates to continue',
    failed: 'Failed to subscribe. Please try again.',
    rateLimited: 'Too many attempts. Please try again later.',
  },
  confirm: {
    meta: {
      title: 'Confirm your subscription',
      description: 'Confirm your newsletter subscription.',
    },
    activatedTitle: 'Your subscription is confirmed',
    activatedText: 'Thank you! You will now receive our newsletter.',
    alreadyTitle: 'Already confirmed',
    alreadyText: 'Your subscription was already confirmed. There is nothing more to do.',
    expiredTitle: 'This link has expired',
    expiredText:
      'Confirmation links work for 7 days. Please sign up again with the newsletter form and we will send you a new link.',
    invalidTitle: 'This link is not valid',
    invalidText:
      'We could not find a subscription for this confirmation link. It may have been used for an address that has since unsubscribed, or copied incompletely.',
    backHome: 'Back to the home page',
  },
  unsubscribe: {
    meta: {
      title: 'Unsubscribe from the newsletter',
      description: 'Stop receiving our newsletter.',
    },
    title: 'Unsubscribe from the newsletter',
    text: 'Press the button below to stop receiving our newsletter. You can sign up again at any time.',
    button: 'Unsubscribe',
    submitting: 'Unsubscribing...',
    doneTitle: 'You are unsubscribed',
    doneText: 'You will not receive our newsletter anymore.',
    alreadyText: 'This address was already unsubscribed. You will not receive our newsletter.',
    invalidTitle: 'This link is not valid',
    invalidText:
      'We could not find a subscription for this unsubscribe link. Please use the link from one of our e-mails, or contact us.',
    backHome: 'Back to the home page',
  },
}

export default newsletter
