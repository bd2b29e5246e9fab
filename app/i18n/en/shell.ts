/** English: the site shell (navigation, footers, errors) and page metadata. */
import { errorMessages } from '../errors'

const shell = {
  /** The privacy line of every form that collects personal data (forms/form-parts.tsx). */
  privacyNote: {
    text: 'We use your details only to answer your request and never sell them.',
    link: 'Privacy Policy',
  },
  meta: {
    siteName: 'Courier Network',
    socialCardAlt: 'Courier Network: own your own courier business',
    defaultDescription:
      'Start your own courier business with a complete business-in-a-box: legal setup, technology, marketing and training.',
    home: {
      title: 'Own Your Courier Business | Courier Network',
      description:
        'Become an independent courier operator: keep an 80% revenue split, set your own schedule and grow with our technology and support.',
    },
    notFound: { title: 'Page not found | Courier Network' },
    error: { title: 'Error | Courier Network' },
  },
  video: {
    play: 'Play video: {{title}}',
  },
  /** The notice of every public page until staff launch the site (issue #45). */
  setUpNotice: {
    label: 'Site notice',
    text: 'This site is being set up and is not public yet. Anything marked "Sample" is an example, not a real business, review or figure.',
  },
  common: {
    skipToContent: 'Skip to main content',
    opensInNewTab: '(opens in a new tab)',
    sample: 'Sample',
    logoAlt: 'Courier Network home',
  },
  nav: {
    label: 'Main navigation',
    home: 'Home',
    opportunity: 'Opportunity',
    whatYouGet: 'What You Get',
    operators: 'Our Operators',
    affiliate: 'Affiliate Program',
    playbook: 'Playbook',
    videos: 'Videos',
    products: 'Products',
    contact: 'Contact',
    cart: 'Cart',
    cartItems_one: '{{count}} item in cart',
    cartItems_other: '{{count}} items in cart',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  language: {
    label: 'Language',
    en: 'EN',
    es: 'ES',
    enName: 'English',
    esName: 'Español',
    switchTo: 'View this page in {{language}}',
  },
  footer: {
    description:
      'Courier Network helps independent operators launch and grow their own courier business with proven systems, technology and support.',
    licensedTitle: 'Become a licensed operator',
    licensedText: 'Interested in running your own courier business? Write to us at',
    contactTitle: 'Contact',
    addressLabel: 'Address',
    phoneLabel: 'Phone',
    emailLabel: 'Email',
    linksTitle: 'Company',
    resourcesTitle: 'Resources',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    operators: 'Our Operators',
    cookies: 'Cookie Settings',
    troubleshooting: 'Troubleshooting',
    operatorPortal: 'Operator Portal',
    trainingResources: 'Training Resources',
    successStories: 'Success Stories',
    blog: 'Blog',
    socialTitle: 'Follow us',
    facebook: 'Facebook',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    youtube: 'YouTube',
    copyright: '© {{year}} Courier Network. All rights reserved.',
  },
  service: {
    brand: 'Courier Network Delivery',
    navLabel: 'Service navigation',
    nav: {
      home: 'Home',
      areas: 'Service Areas',
      calculator: 'Price Calculator',
      order: 'How to Order',
      becomeOperator: 'Become an Operator',
      businessRegistration: 'Business Registration',
      contact: 'Contact',
    },
    callUs: 'Call {{phone}}',
    openMenu: 'Open service menu',
    closeMenu: 'Close service menu',
    footer: {
      description: 'Reliable same-day courier services across South Florida for businesses and individuals.',
      servicesTitle: 'Services',
      areas: 'Service Areas',
      calculator: 'Price Calculator',
      order: 'How to Order',
      businessRegistration: 'Business Registration',
      becomeOperator: 'Become an Operator',
      opportunity: 'Business Opportunity',
      contactTitle: 'Contact Us',
      phone: 'Phone',
      email: 'Support',
      hoursTitle: 'Business Hours',
    },
  },
  /** The offline page the service worker shows when a page cannot be loaded (ADR 026). */
  offline: {
    title: 'You are offline | Courier Network',
    heading: 'You are offline',
    text: 'This page could not be loaded because there is no internet connection. Check your connection and try again.',
    retry: 'Try again',
  },
  errors: errorMessages.en,
}

export default shell
