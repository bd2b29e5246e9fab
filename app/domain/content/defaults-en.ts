import { plainToRichText as rich } from '../rich-text/document'
import type { SiteContent } from './sections'

/** The content a new site starts with, in English (seeded into content_sections). */
export const contentEn: SiteContent = {
  home: {
    hero: {
      title: 'Own Your Own Courier Business',
      subtitle: 'Join a growing network of independent courier operators',
      earnings: 'Earn $4,000 - $6,000+ per month',
      backgroundImage: '',
    },
    features: {
      title: 'Why Choose Our Courier Business Opportunity?',
      description:
        'Everything you need to build a profitable local delivery company on your own terms, with a proven system behind you.',
      items: [
        {
          title: 'Flexible Schedule',
          description:
            'Work the hours that suit you: mornings, evenings, weekdays or weekends. You decide when your business runs.',
        },
        {
          title: 'Unlimited Growth',
          description:
            'Start with one vehicle, then add drivers, routes and dropbox locations as your list of business clients grows.',
        },
        {
          title: 'Financial Freedom',
          description:
            "Keep an 80% revenue split and build income that rewards your own effort instead of someone else's.",
        },
        {
          title: 'Work-Life Balance',
          description:
            'Build a business around your life, with time for your family and the things that matter most to you.',
        },
      ],
    },
    testimonials: {
      title: 'What Our Operators Say',
      items: [1, 2, 3],
    },
    callToAction: {
      title: 'Ready to Start Your Courier Business?',
      description:
        'Join the independent operators in major US metro areas who are building their own delivery companies with our complete business-in-a-box.',
      buttonText: 'Get Started Today',
    },
  },
  opportunity: {
    hero: {
      title: 'The Courier Business Opportunity',
      description:
        'Launch your own courier company with a proven system, the technology to run it and a team that supports you 24/7.',
      video: 2,
    },
    benefits: {
      title: 'How It Works',
      items: [
        {
          title: 'Get Set Up',
          description: 'We form your business and prepare everything you need to operate legally.',
          features: [
            'LLC formation and EIN',
            'Business licensing guidance',
            'Commercial insurance referrals',
          ],
        },
        {
          title: 'Get Trained and Equipped',
          description: 'Learn the system step by step and launch your brand online.',
          features: [
            'Step-by-step operator training',
            'Your own website and booking page',
            'Dispatch software and driver app',
          ],
        },
        {
          title: 'Start Delivering and Growing',
          description: 'Serve local businesses and grow at your own pace.',
          features: [
            'Marketing kit to win local clients',
            'Keep an 80% revenue split',
            '24/7 operator support',
          ],
        },
      ],
    },
    earnings: {
      title: 'Earnings Potential',
      subtitle: 'What operators typically earn, depending on how they run their business.',
      items: [
        { title: 'Single Vehicle', amount: '$4,000 - $6,000/month', text: 'One operator, one vehicle.' },
        {
          title: 'Multiple Vehicles',
          amount: '$8,000 - $15,000+/month',
          text: 'Add vehicles and drivers as your client list grows.',
        },
        {
          title: 'Dropbox Program',
          amount: '$1,000+/month',
          text: 'Additional income from each dropbox location you service.',
        },
      ],
      disclaimer:
        '*Earnings figures are estimates, not guarantees. Actual results depend on your market, the number of vehicles you operate, the clients you serve and the effort you put in.',
    },
    requirements: {
      title: 'What You Need',
      items: [
        {
          title: 'Vehicle',
          details: [
            'A reliable car, SUV, minivan or cargo van',
            "A valid driver's license and a clean driving record",
            'Auto insurance (commercial coverage before your first delivery)',
          ],
        },
        {
          title: 'Business Items',
          details: [
            'A smartphone (iOS or Android) for the driver app',
            'A computer or tablet to manage orders and invoices',
            'A business bank account to receive payments',
          ],
        },
        {
          title: 'Time',
          details: [
            'Part-time: about 20 hours per week to start',
            'Full-time: grow with more vehicles and drivers',
            'A few hours for onboarding and training',
          ],
        },
      ],
    },
    faq: {
      title: 'Frequently Asked Questions',
      items: [
        {
          question: 'How much does it cost to get started?',
          answer: rich(
            'The initial investment starts at $1000 US. It covers your business setup, your technology platform and your marketing materials. Ask about current offers during your free consultation call.',
          ),
        },
        {
          question: 'How much can I earn?',
          answer: rich(
            'Operators with a single vehicle typically earn $4,000 - $6,000/month, operators with multiple vehicles $8,000 - $15,000+/month, and each dropbox can add $1,000+/month. Earnings are not guaranteed: they depend on your market, your effort and the clients you serve.',
          ),
        },
        {
          question: 'Do I need courier experience?',
          answer: rich(
            'No. Our training covers dispatching, pricing, customer service and marketing, so you can start even if you have never run a delivery business.',
          ),
        },
        {
          question: 'How long does it take to get started?',
          answer: rich('Most operators are set up and ready to take their first deliveries in about a week.'),
        },
        {
          question: 'Which areas do you serve?',
          answer: rich(
            'Our operators serve major US metro areas, including New York, Los Angeles, Chicago, Houston, Miami, Atlanta, Dallas, Phoenix, Las Vegas and Richmond. Contact us to check availability in your city.',
          ),
        },
        {
          question: 'How much of the revenue do I keep?',
          answer: rich('You keep an 80% revenue split on every delivery you complete.'),
        },
        {
          question: 'What support will I receive?',
          answer: rich(
            'You get step-by-step training, a marketing kit and access to our support team 24/7. We respond to every question within 24 hours.',
          ),
        },
      ],
    },
  },
  videos: {
    featured: {
      title: 'Featured Presentation',
      description:
        'Watch our business overview to see how the courier business-in-a-box works and what is included.',
      videoUrl: 'https://www.youtube-nocookie.com/embed/PLACEHOLD02',
    },
    categories: {
      title: 'Browse by Category',
      items: [
        { id: 'all', label: 'All Videos' },
        { id: 'business', label: 'Business Videos' },
        { id: 'tutorial', label: 'Tutorial Videos' },
      ],
    },
  },
  products: {
    hero: {
      title: 'Marketing Materials & Equipment',
      description:
        'Professional marketing kits, branded apparel and drop boxes to promote and grow your courier business.',
    },
    categories: {
      title: 'Categories',
      items: [
        { id: 'all', label: 'All Products' },
        { id: 'marketing', label: 'Marketing' },
        { id: 'apparel', label: 'Apparel' },
        { id: 'equipment', label: 'Equipment' },
      ],
    },
  },
  contact: {
    hero: {
      title: 'Contact Us',
      description:
        'Ready to start your courier business or have a question? Send us a message and a representative will contact you shortly.',
    },
    form: {
      title: 'Send Us a Message',
      fields: {
        firstName: 'First Name',
        lastName: 'Last Name',
        email: 'Email',
        confirmEmail: 'Confirm Email',
        phone: 'Phone',
        city: 'City',
        state: 'State',
        experience: 'Delivery Experience',
        hasVehicle: 'I have a reliable vehicle',
        message: 'Message',
        referralCode: 'Referral Code',
      },
    },
  },
}
