/** English: the customer service section's pages (network-site.md §2.4–§2.9). */
const servicePages = {
  meta: {
    home: {
      title: 'Reliable Courier Services in South Florida | Courier Network Delivery',
      description:
        'Same-day, secure and insured courier deliveries across South Florida for businesses and individuals. Order by app, online or by phone.',
    },
    calculator: {
      title: 'Delivery Price Calculator | Courier Network Delivery',
      description:
        'Estimate your delivery price instantly: $12 base fare plus $2 per mile. Enter the distance in miles or the pickup and delivery ZIP codes.',
    },
    areas: {
      title: 'Service Areas in South Florida | Courier Network Delivery',
      description:
        'We deliver in 15 South Florida cities, from Miami to West Palm Beach. Search by city or ZIP code to check your address.',
    },
    order: {
      title: 'How to Order a Delivery | Courier Network Delivery',
      description:
        'Book a courier with our mobile app for iOS and Android, our online booking form or by phone. Business hours and a four-step guide.',
    },
    orderForm: {
      title: 'Order a Delivery Online | Courier Network Delivery',
      description:
        'Order a courier delivery online: pickup and delivery addresses, a time, and the price computed for your ZIP codes. The operator serving your pickup area confirms by e-mail.',
    },
    becomeOperator: {
      title: 'Become a Courier Operator | Courier Network Delivery',
      description:
        'Run your own courier business in our network and keep an 80% revenue split. A business-in-a-box package worth $10,500+.',
    },
  },
  common: {
    orderNow: 'Order Delivery Now',
    calculatePrice: 'Calculate Price',
    contactUs: 'Contact Us',
    registerBusiness: 'Register Your Business',
  },
  home: {
    hero: {
      title: 'Reliable Courier Services',
      subtitle:
        'Fast, secure deliveries across South Florida for law firms, medical offices, showrooms, suppliers and anyone with something that has to arrive today.',
      badgesLabel: 'Why customers choose us',
      badges: {
        sameDay: 'Same-Day Delivery',
        secure: 'Secure & Insured',
        fleet: 'Professional Fleet',
      },
    },
    quickOrder: {
      title: 'Quick Order',
      subtitle: 'Three ways to book a delivery',
      app: {
        title: 'Mobile App',
        text: 'Book, pay and track from your phone.',
        ios: 'iOS',
        android: 'Android',
        iosLabel: 'Download the app for iOS on the App Store',
        androidLabel: 'Get the app for Android on Google Play',
      },
      online: {
        title: 'Online',
        text: 'Fill in our booking form in two minutes.',
        cta: 'Book Online',
      },
      call: {
        title: 'Call',
        text: 'Talk to our dispatch team.',
      },
    },
    industries: {
      title: 'Industries We Serve',
      subtitle: 'Couriers who know how your business works.',
      professional: {
        title: 'Professional Services',
        text: 'Contracts, filings and signed documents delivered on time, every time.',
      },
      healthcare: {
        title: 'Healthcare & Medical',
        text: 'Careful, confidential transport of specimens, records and supplies between offices and labs.',
      },
      design: {
        title: 'Design Showrooms',
        text: 'Samples, swatches and finishes handled with care from showroom to client.',
      },
      wholesale: {
        title: 'Wholesale Suppliers',
        text: 'Same-day restocking runs and parts deliveries that keep your customers going.',
      },
    },
    stats: {
      title: 'Trusted across South Florida',
      deliveries: 'Deliveries',
      clients: 'Business Clients',
      onTime: 'On-Time',
    },
    cta: {
      title: 'Need a delivery today?',
      text: 'Get an instant price, check that we serve your area, or set up a business account.',
      areas: 'See Service Areas',
    },
  },
  calculator: {
    title: 'Price Calculator',
    intro: 'Get an instant estimate: {{base}} base fare plus {{perMile}} per mile.',
    distance: {
      title: 'Price by distance',
      label: 'Distance (miles)',
      hint: 'The delivery distance in miles, for example 12.5.',
      submit: 'Calculate',
      empty: 'Enter a distance greater than 0 to see your estimate.',
    },
    estimate: {
      title: 'Estimated Price',
      base: 'Base fare',
      distance: 'Distance ({{miles}} mi × {{perMile}}/mi)',
      total: 'Total',
      note: 'The final price is subject to verification. Rush delivery, scheduled windows, signature and photo proof are extra.',
      order: 'Order This Delivery',
    },
    zip: {
      title: 'Price by ZIP code',
      intro:
        "Don't know the distance? Enter the pickup and delivery ZIP codes. We price deliveries whose two ZIP codes are both in our service areas.",
      from: 'Pickup ZIP code',
      to: 'Delivery ZIP code',
      submit: 'Get Price',
      submitting: 'Calculating…',
      distance: 'Estimated distance: {{miles}} miles',
      method:
        'Estimated from the centres of the two ZIP codes: the straight-line distance times {{factor}} for the roads.',
      route: 'Driving distance of the route between the two locations.',
      outside_one:
        'We do not deliver to or from ZIP code {{zips}} yet: it is outside our {{areas}} service areas, so we cannot give a price or take an order for this delivery. Contact us if you need it.',
      outside_other:
        'We do not deliver to or from ZIP codes {{zips}} yet: they are outside our {{areas}} service areas, so we cannot give a price or take an order for this delivery. Contact us if you need it.',
      outsideAreasLink: 'See our service areas',
      errors: {
        required: 'Enter a ZIP code.',
        format: 'Enter a 5-digit ZIP code, for example 33444.',
        unknown: 'We could not find ZIP code {{zip}}. Check it and try again.',
        tooClose:
          'The pickup and delivery ZIP codes are the same place. Enter the distance in miles above instead.',
        failed: 'Failed to calculate distance. Please check the ZIP codes and try again.',
        rateLimited: 'Too many price requests. Please wait {{seconds}} seconds and try again.',
      },
    },
  },
  areas: {
    title: 'Service Areas',
    intro:
      'We deliver in {{count}} cities across South Florida. Search by city or ZIP code, then open a city to see its ZIP codes.',
    search: {
      label: 'Search by city or ZIP code',
      placeholder: 'e.g. Miami or 33444',
      submit: 'Search',
      clear: 'Show all areas',
    },
    results_one: '{{count}} area',
    results_other: '{{count}} areas',
    empty: 'No areas found',
    emptyHint: 'Try another city or ZIP code, or contact us to ask about your address.',
    zipCount_one: '{{count}} ZIP code',
    zipCount_other: '{{count}} ZIP codes',
    zipListLabel: 'ZIP codes in {{city}}',
    more: '+{{count}} more',
    zipServed: 'ZIP code {{zip}} is served here',
    cta: {
      title: "Don't see your area?",
      text: 'We are growing across South Florida. Ask us about your address.',
    },
  },
  orderForm: {
    title: 'Order a Delivery',
    intro:
      'Tell us where to pick up and where to deliver. The operator whose service area holds your pickup ZIP code gets your order and confirms by e-mail.',
    formTitle: 'Your order',
    formIntro:
      'Give the full pickup and delivery addresses, ending with their ZIP codes. The price is computed again from the addresses when you send the order.',
    success:
      'Thank you! Your order was sent to {{name}}. A confirmation with your tracking link is on its way to your inbox.',
    successStaff:
      'Thank you! No operator covers your pickup ZIP code yet, so our team received your order and will contact you. A confirmation with your tracking link is on its way to your inbox.',
    noQuote: 'No price yet: the calculator prices a delivery between two ZIP codes of our service areas.',
    calculatorLink: 'Calculate a price first',
  },
  order: {
    title: 'How to Order',
    intro: 'Book a delivery the way that suits you: in the app, online or by phone.',
    methods: {
      title: 'Three ways to order',
      app: {
        title: 'Mobile App',
        text: 'Our app for iOS and Android lets you book, pay and follow your delivery on the map.',
        ios: 'Download on the App Store',
        android: 'Get it on Google Play',
      },
      online: {
        title: 'Online Booking Form',
        text: 'Enter the pickup and delivery details in our booking form; we confirm by e-mail.',
        cta: 'Open the Booking Form',
      },
      phone: {
        title: 'Phone',
        text: 'Call our dispatch team during business hours and we book it for you.',
        cta: 'Call {{phone}}',
      },
    },
    hours: {
      title: 'Business Hours',
    },
    steps: {
      title: 'Your delivery in four steps',
      choose: {
        title: 'Choose how to order',
        text: 'Use the app, the online form or call us.',
      },
      details: {
        title: 'Give us the details',
        text: 'Pickup and delivery addresses, what we are carrying and when it must arrive.',
      },
      confirm: {
        title: 'Confirm the price',
        text: 'You get the price up front: {{base}} base fare plus {{perMile}} per mile.',
      },
      track: {
        title: 'Track and receive',
        text: 'Follow your courier and get confirmation when it is delivered.',
      },
    },
    business: {
      title: 'Sending regularly?',
      text: 'Register your business for a dedicated account and simpler invoicing.',
    },
  },
  becomeOperator: {
    hero: {
      title: 'Become an Operator',
      subtitle:
        'Run your own courier business in our network, with our systems, brand and customers behind you.',
      course: 'Start on the Course Site',
      apply: 'Apply Now',
    },
    split: {
      title: 'Revenue Split',
      text: 'You keep {{percent}} of the revenue from every delivery you complete.',
    },
    package: {
      title: 'Your business-in-a-box package',
      price: '{{price}} all-inclusive',
      offer: 'Limited-time offer',
      value: 'Total value {{value}}+',
      partValue: '{{value}}+ value',
      legal: {
        title: 'Legal Foundation',
        text: 'Business formation, contracts and the compliance documents you need to operate.',
      },
      technology: {
        title: 'Technology',
        text: 'Booking app, payments, dispatch, CRM and analytics, ready on day one.',
      },
      marketing: {
        title: 'Marketing',
        text: 'Your own landing page, branded materials and a launch plan for your market.',
      },
    },
    facts: {
      title: 'Why operators join',
      review: 'Applications answered within 24 hours',
      years: '4+ years in business',
      training: 'Step-by-step training on the course site',
    },
    cta: {
      title: 'Ready to start?',
      text: 'Take the course to learn the business, or apply and we will call you.',
      opportunity: 'Learn About the Opportunity',
    },
  },
}

export default servicePages
