/** English: the Affiliate Program page (network-site.md §2.13). */
const affiliate = {
  meta: {
    title: 'Affiliate Program: Earn Up to $500 per Referral | Courier Network',
    description:
      'Refer future courier business owners and earn up to $500 per successful operator referral. Register for the affiliate program in minutes.',
  },
  hero: {
    title: 'Affiliate Program',
    subtitle: 'Earn up to $500 per successful operator referral',
    description:
      'Know someone who wants to own a courier business? Introduce them to our network and get rewarded when they become an operator.',
  },
  steps: {
    title: 'How It Works',
    register: {
      title: 'Register',
      text: 'Fill in the affiliate registration form below. It only takes a few minutes.',
    },
    refer: {
      title: 'Refer',
      text: 'Share the opportunity with friends, clients and followers who want to run their own business.',
    },
    earn: {
      title: 'Earn',
      text: 'Receive up to $500 for each person you refer who becomes an operator.',
    },
  },
  note: 'A referral counts as successful once the person you referred has joined the network and completed onboarding as an operator.',
  form: {
    title: 'Affiliate Registration',
    frameTitle: 'Affiliate registration form',
    fallback: 'If the form does not load,',
    fallbackLink: 'open it in a new tab',
  },
  contact: {
    title: 'Questions about the program?',
    text: 'Write to our affiliate team at',
  },
}

export default affiliate
