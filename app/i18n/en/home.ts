/**
 * English: the home page. The editable sections (hero title and subtitle, features, testimonials
 * title, call to action) come from the content store (app/domain/content); these are the rest.
 */
const home = {
  offerName: 'Courier business-in-a-box package',
  hero: {
    description:
      'Launch a turnkey courier business with legal setup, technology, marketing and training included, and keep an 80% revenue split.',
    bullets: {
      schedule: 'Set your own schedule',
      boss: 'Be your own boss',
    },
    bookConsultation: 'Book a Free Consultation Call',
    getStarted: 'Get Started',
    learnMore: 'Learn More',
  },
  whyJoin: {
    title: 'Why Join Our Network?',
    items: {
      tech: {
        title: 'Proven Technology',
        text: 'Dispatch software, a driver app, online payments and a customer CRM, ready from day one.',
      },
      revenue: {
        title: 'Keep 80% of the Revenue',
        text: 'You keep an 80% revenue split on every delivery, so your income grows with your business.',
      },
      support: {
        title: '24/7 Support',
        text: 'Training, marketing materials and a support team that is there for you around the clock.',
      },
    },
    videoTitle: 'How to Get Started',
    videoText: 'Watch how new operators go from their first call with us to their first delivery.',
  },
  testimonials: {
    label: 'Operator testimonials',
    rating: 'Rated {{rating}} out of 5',
    slide: '{{index}} of {{count}}',
    goTo: 'Show testimonial {{index}}',
    pagination: 'Choose testimonials',
    pause: 'Pause rotation',
    play: 'Resume rotation',
    viewAll: 'View All Reviews',
    sampleNote: 'Sample testimonials, for illustration only: no operator wrote them.',
  },
  callToAction: {
    questions: 'Questions? Call us at',
    learnMore: 'Learn More',
  },
}

export default home
