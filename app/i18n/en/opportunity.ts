/**
 * English: the opportunity page. Hero, how it works (benefits), requirements and FAQ are editable
 * content (app/domain/content); the earnings claims and the call to action are here.
 */
const opportunity = {
  meta: {
    title: 'The Courier Business Opportunity | Courier Network',
    description:
      'How the courier business opportunity works: three steps to launch, earnings estimates, what you need to start and answers to common questions.',
  },
  stepLabel: 'Step {{number}}',
  earnings: {
    title: 'Earnings Potential',
    subtitle: 'What operators typically earn, depending on how they run their business.',
    single: { title: 'Single Vehicle', amount: '$4,000 - $6,000/month', text: 'One operator, one vehicle.' },
    multiple: {
      title: 'Multiple Vehicles',
      amount: '$8,000 - $15,000+/month',
      text: 'Add vehicles and drivers as your client list grows.',
    },
    dropbox: {
      title: 'Dropbox Program',
      amount: '$1,000+/month',
      text: 'Additional income from each dropbox location you service.',
    },
    disclaimer:
      '*Earnings figures are estimates, not guarantees. Actual results depend on your market, the number of vehicles you operate, the clients you serve and the effort you put in.',
  },
  requirementsIntro: 'You do not need experience to start. Here is what you do need:',
  callToAction: {
    title: 'Ready to Take the Next Step?',
    description:
      'Start your courier business with the training, technology and support of an established network.',
    questions: 'Questions? Call us at',
    getStarted: 'Get Started Today',
    learnMore: 'Learn More',
  },
}

export default opportunity
