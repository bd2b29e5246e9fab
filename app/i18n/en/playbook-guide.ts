/**
 * English: the playbook guide itself (/playbook/guide with the key of the playbook e-mail). A gated
 * namespace (app/pages.ts `gatedBundles`): no page's HTML carries it; the guide's route sends it
 * only to a visitor whose link is valid (issue #29).
 */
const playbookGuide = {
  eyebrow: 'Courier Network',
  title: 'The Courier Operator Playbook',
  intro:
    'A practical guide for people who want to run their own local courier business. Read it online, print it, or save it as a PDF from your browser.',
  print: 'Print or save as PDF',
  contents: 'Contents',
  sections: {
    model: {
      title: '1. How the business works',
      paragraphs: {
        p1: 'A courier operator moves time-sensitive items for local businesses: lab samples, legal documents, parts, retail orders. Customers pay per delivery or per route, and recurring routes are what turn a side income into a business.',
        p2: 'In our network you keep 80% of the revenue of every delivery you run. Orders reach you from the network booking tools, from your own operator page and from the clients you win yourself.',
      },
    },
    costs: {
      title: '2. What it costs to start',
      paragraphs: {
        p1: 'The operator package costs $1,250, all-inclusive. It covers the legal set-up of your business, your technology (booking, dispatch and your own operator page) and your launch marketing: more than $10,500 of value.',
        p2: 'Keep a working budget for fuel, insurance and a phone plan for your first month. Most operators start with the vehicle they already own.',
      },
    },
    vehicle: {
      title: '3. Vehicle and equipment',
      paragraphs: {
        p1: 'A reliable car, SUV or small van covers most local deliveries. Add a dolly, moving blankets, a lockable storage box and a phone mount; medical clients may ask for a cooler with a thermometer.',
        p2: 'Check your insurance: personal policies rarely cover commercial deliveries. Ask for a commercial or delivery endorsement before your first paid run.',
      },
    },
    clients: {
      title: '4. Winning your first clients',
      paragraphs: {
        p1: 'Start with businesses that send things every day: medical offices, pharmacies, law firms, title companies, print shops and auto-parts stores. Visit in person with a sell sheet and offer a first delivery at a trial price.',
        p2: 'Answer fast. A quote within minutes and a delivery that arrives on time win more repeat business than any discount.',
      },
    },
    launch: {
      title: '5. Your first 30 days',
      steps: {
        w1: 'Week 1: finish the legal set-up, insurance and your operator page.',
        w2: 'Week 2: list 50 nearby businesses that ship every day and visit the first 20.',
        w3: 'Week 3: run your first deliveries, ask every client for a review.',
        w4: 'Week 4: turn your best clients into scheduled routes and plan your second vehicle.',
      },
    },
  },
  next: {
    title: 'Ready to talk?',
    text: 'A representative can answer your questions and check availability in your city.',
    contact: 'Contact us',
    apply: 'Apply to become an operator',
  },
}

export default playbookGuide
