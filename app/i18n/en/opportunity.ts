/**
 * English: the opportunity page. Hero, how it works (benefits), earnings, requirements and FAQ are editable
 * content (app/domain/content); the call to action is here.
 */
const opportunity = {
  meta: {
    title: 'The Courier Business Opportunity | Courier Network',
    description:
      'How the courier business opportunity works: three steps to launch, earnings estimates, what you need to start and answers to common questions.',
  },
  stepLabel: 'Step {{number}}',
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
