/** English: the home page. */
const home = {
  hero: {
    title: 'Own Your Own Courier Business',
    subtitle: 'Join a growing network of independent courier operators',
    description:
      'Launch a turnkey courier business with legal setup, technology, marketing and training included, and keep an 80% revenue split.',
    bullets: {
      schedule: 'Set your own schedule',
      earnings: 'Earn $4,000 - $6,000+ per month',
      boss: 'Be your own boss',
    },
    bookConsultation: 'Book a Free Consultation Call',
    getStarted: 'Get Started',
    learnMore: 'Learn More',
    videoTitle: 'Business overview video',
  },
}

export default home
