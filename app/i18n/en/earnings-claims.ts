/** English: the Earnings Claim Statement and the disclosure line beside a figure (issue #35). */
export default {
  meta: {
    title: 'Earnings Claim Statement | Courier Network',
    description:
      'The earnings claims this site makes, with the period, the number and share of operators who achieved them, and how they differ.',
  },
  statement: {
    heading: 'EARNINGS CLAIM STATEMENT REQUIRED BY LAW',
    seller: 'Seller: {{seller}}',
    date: 'Date: {{date}}',
    intro:
      'These are the earnings claims we make about the courier business opportunity, each with the basis it rests on. Your own results may differ.',
    none: 'We make no earnings claim at this time.',
    unbackedTitle: 'Figures shown on this site whose basis is not yet recorded',
    unbackedIntro:
      'These figures appear on this site, but the basis they rest on (the period, the operators covered and how many achieved them) is not yet recorded. Do not rely on them.',
    unbackedBasis: 'Basis not yet recorded',
    claim: 'Claim',
    period: 'Period',
    periodValue: '{{start}} to {{end}}',
    covered: 'Operators the figure covers',
    achieved: 'Operators who achieved at least this',
    achievedValue: '{{achieved}} of {{covered}} ({{share}}%)',
    where: 'Where they are',
    differs: 'How those who achieved it differ',
    substantiation: 'Written substantiation for these earnings claims is available to you upon request.',
  },
  disclosure:
    '{{figure}}: achieved by {{achieved}} of {{covered}} operators ({{share}}%) from {{start}} to {{end}}.',
  statementLink: 'Earnings Claim Statement',
}
