/** English: the What You Get page (network-site.md §2.12). */
const whatYouGet = {
  meta: {
    title: 'What You Get: Your Complete Courier Business Package | Courier Network',
    description:
      'Legal setup, online presence, a full technology platform and marketing: a $10,500+ package for a limited-time $1,250 all inclusive.',
  },
  hero: {
    eyebrow: 'Your business in a box',
    title: 'What You Get',
    revenueClaim: 'Keep 80% of the revenue from every delivery',
    description:
      'Everything you need to launch and run a professional courier company: the legal foundation, a brand online, the technology and the training.',
    cta: 'Start Your Business Today',
  },
  legal: {
    title: 'Legal Setup',
    description:
      'We take care of the paperwork so your business is set up properly from day one, in 2-4 days.',
    items: {
      llc: 'LLC formation and state filing',
      ein: 'EIN (federal tax ID) registration',
      agreement: 'Operating agreement',
      licensing: 'Business licensing guidance',
      agent: 'Registered agent service for the first year',
      insurance: 'Commercial insurance referrals',
    },
  },
  online: {
    title: 'Online Presence',
    description: 'Look established from the start, with a brand your customers can find and trust.',
    items: {
      website: 'Professional website with your brand',
      booking: 'Online quote and booking page',
      google: 'Google Business Profile setup',
      seo: 'Local search optimization',
      social: 'Social media profiles',
      email: 'Branded business email',
    },
  },
  technology: {
    title: 'Technology Platform',
    description: 'The same tools established courier companies use, ready for you to run your operation.',
    items: {
      mobile: {
        title: 'Mobile Driver App',
        text: 'Accept jobs, navigate to pickups and capture signatures and photo proof of delivery.',
      },
      payments: {
        title: 'Online Payments',
        text: 'Take card payments and invoice business accounts, with payouts straight to your bank.',
      },
      security: {
        title: 'Security',
        text: 'Encrypted data, secure logins and chain-of-custody records for sensitive deliveries.',
      },
      crm: {
        title: 'Customer CRM',
        text: 'Track clients, quotes and follow-ups so no opportunity slips through the cracks.',
      },
      analytics: {
        title: 'Analytics',
        text: 'See revenue, delivery volume and driver performance at a glance.',
      },
      training: {
        title: 'Training',
        text: 'Step-by-step courses on operations, sales and growth, plus ongoing coaching.',
      },
    },
  },
  value: {
    title: 'Package Value',
    description: 'What it would cost to put the same package together on your own:',
    legal: { label: 'Legal setup', amount: '$2,500+' },
    technology: { label: 'Technology platform', amount: '$5,000+' },
    marketing: { label: 'Marketing and online presence', amount: '$3,000+' },
    total: { label: 'Total value', amount: '$10,500+' },
  },
  investment: {
    title: 'Your Investment',
    badge: 'Limited-Time Offer',
    price: '$1,250',
    priceNote: 'all inclusive',
    valueNote: 'A $10,500+ value',
    description:
      'One payment covers your legal setup, online presence, technology platform, marketing package and training. No hidden fees.',
    cta: 'Claim This Offer',
  },
  finalCta: {
    title: 'Ready to Launch Your Courier Business?',
    description: 'Join the network today and start building a business you own.',
    button: 'Get Started Today',
  },
}

export default whatYouGet
