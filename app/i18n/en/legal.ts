/**
 * English: the Terms of Service and Privacy Policy (network-site.md §2.14). {{businessName}},
 * {{email}} and {{address}} come from the site settings.
 */
const legal = {
  effective: 'Effective date: Feb 28, 2021',
  contents: 'Contents',
  terms: {
    meta: {
      title: 'Terms of Service | Courier Network',
      description: 'The terms that apply when you use the Courier Network website, its shop and its forms.',
    },
    title: 'Terms of Service',
    sections: [
      {
        title: 'Agreement to These Terms',
        paragraphs: [
          'These Terms of Service ("Terms") govern your use of the {{businessName}} website, including its pages, videos, shop and forms (the "Site"). By using the Site you agree to these Terms. If you do not agree, please do not use the Site.',
        ],
      },
      {
        title: 'Who May Use the Site',
        paragraphs: [
          'You must be at least 18 years old to buy products, submit an application or enter into any agreement with us through the Site.',
        ],
      },
      {
        title: 'The Business Opportunity',
        paragraphs: [
          'Information on the Site about the courier business opportunity, including package contents, investment amounts, setup times and earnings estimates, is general information. It is not an offer to sell a franchise or business opportunity in any state where such an offer must first be registered, and it does not replace the written agreement you receive before you invest.',
        ],
      },
      {
        title: 'Earnings Disclaimer',
        paragraphs: [
          'Earnings figures on the Site are estimates based on the experience of some operators. They are not a promise or a guarantee of income. Your results depend on many factors, including your market, the number of vehicles you operate, your clients, your costs and your effort. You may earn less than the figures shown, or lose money.',
        ],
      },
      {
        title: 'Orders and Payments',
        paragraphs: [
          'Prices in the shop are in US dollars. We confirm every order by email. We may cancel an order if an item is unavailable or its price was shown in obvious error; any payment for a cancelled order is refunded in full. Shipping costs and delivery times are shown before you place an order.',
        ],
      },
      {
        title: 'Information You Send Us',
        paragraphs: [
          'When you send us a form, you confirm that the information is accurate and that you may share it with us. We use it as described in our Privacy Policy.',
        ],
      },
      {
        title: 'Acceptable Use',
        paragraphs: [
          'You agree not to misuse the Site: for example, by trying to reach areas that are not public, interfering with its operation, sending unsolicited messages through its forms, or copying its content for commercial use.',
        ],
      },
      {
        title: 'Intellectual Property',
        paragraphs: [
          "The Site's texts, graphics, logos, videos and software belong to {{businessName}} or its licensors and are protected by copyright and trademark laws. You may view and print pages for your personal, non-commercial use.",
        ],
      },
      {
        title: 'Third-Party Links and Services',
        paragraphs: [
          'The Site links to and embeds services run by others, such as video players, booking pages, registration forms and maps. We are not responsible for their content or practices; their own terms and policies apply.',
        ],
      },
      {
        title: 'Disclaimer of Warranties',
        paragraphs: [
          'The Site is provided "as is" and "as available", without warranties of any kind, to the fullest extent permitted by law.',
        ],
      },
      {
        title: 'Limitation of Liability',
        paragraphs: [
          'To the fullest extent permitted by law, {{businessName}} is not liable for indirect, incidental or consequential damages arising from your use of the Site. Our total liability for any claim relating to the Site is limited to the amount, if any, you paid us in the twelve months before the claim.',
        ],
      },
      {
        title: 'Governing Law',
        paragraphs: [
          'These Terms are governed by the laws of the State of Florida, without regard to its conflict-of-law rules. Any dispute will be resolved in the state or federal courts located in Palm Beach County, Florida.',
        ],
      },
      {
        title: 'Changes to These Terms',
        paragraphs: [
          'We may update these Terms from time to time. The effective date at the top of this page shows when they last changed. If you keep using the Site after a change, you accept the updated Terms.',
        ],
      },
      {
        title: 'Contact Us',
        paragraphs: ['Questions about these Terms? Write to us at {{email}} or by mail to {{address}}.'],
      },
    ],
  },
  privacy: {
    meta: {
      title: 'Privacy Policy | Courier Network',
      description:
        'What personal information the Courier Network website collects, how it is used and protected, and the choices you have.',
    },
    title: 'Privacy Policy',
    sections: [
      {
        title: 'Introduction',
        paragraphs: [
          '{{businessName}} ("we", "us") respects your privacy. This Privacy Policy explains what personal information we collect through this website, how we use it and the choices you have.',
        ],
      },
      {
        title: 'Information We Collect',
        paragraphs: [
          'Information you give us: your name, email address, phone number, city and state, and your message when you fill in a contact, application or registration form, subscribe to our newsletter or place an order (with your shipping address).',
          'Information collected automatically: like most websites, our servers record technical data such as your IP address, your browser type and the pages you visit, to keep the Site secure and working.',
        ],
      },
      {
        title: 'How We Use Your Information',
        paragraphs: [
          'We use your information to answer your questions and contact you about the services you asked about, to process and ship your orders, to send the newsletters you subscribed to, to keep the Site secure and prevent abuse, and to meet our legal obligations.',
        ],
      },
      {
        title: 'Cookies',
        paragraphs: [
          'We use the cookies the Site needs to work, for example to remember your language, your cart or that you unlocked the secure videos. Analytics or advertising cookies are only set when they are enabled and you have agreed to them.',
          'When you first arrive on the Site we keep, in a cookie of our own called "ft", where you came from: the campaign tags of the link you followed (utm_source, utm_medium, utm_campaign), the name of the website that sent you and the page you landed on. It is kept for 90 days and never shared with anyone; if you then fill in one of our forms, we store it with your details so we know which of our campaigns brought you, for as long as we keep those details.',
        ],
      },
      {
        title: 'How We Share Information',
        paragraphs: [
          'We do not sell your personal information. We share it only with service providers who help us run the Site and our business (such as hosting, email delivery and mailing-list services) under agreements that protect it, with operators in our network when you ask to be contacted about their services, or when the law requires it.',
        ],
      },
      {
        title: 'Data Retention',
        paragraphs: [
          'We keep personal information as long as we need it for the purposes above, or as long as the law requires, and then delete or anonymize it.',
        ],
      },
      {
        title: 'Security',
        paragraphs: [
          'We protect your information with technical and organizational measures, including encrypted connections. No method of transmission or storage is completely secure, but we work hard to protect your data.',
        ],
      },
      {
        title: 'Your Choices and Rights',
        paragraphs: [
          'You may ask to see, correct or delete the personal information we hold about you, and you may unsubscribe from our emails at any time with the link in each email. To make a request, contact us as shown below.',
        ],
      },
      {
        title: "Children's Privacy",
        paragraphs: [
          'The Site is not directed to children under 13, and we do not knowingly collect personal information from children under 13. If you believe a child under 13 has given us personal information, please contact us and we will delete it.',
        ],
      },
      {
        title: 'Changes to This Policy',
        paragraphs: [
          'We may update this Privacy Policy from time to time. The effective date at the top of this page shows when it last changed.',
        ],
      },
      {
        title: 'Contact Us',
        paragraphs: [
          'Questions about this policy or your information? Write to us at {{email}} or by mail to {{address}}.',
        ],
      },
    ],
  },
}

export default legal
