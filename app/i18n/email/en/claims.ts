/** English: the Earnings Claim Statement e-mailed to an applicant (issue #35). */
export default {
  subject: 'Earnings Claim Statement',
  heading: 'EARNINGS CLAIM STATEMENT REQUIRED BY LAW',
  seller: 'Seller: {{seller}}',
  date: 'Date: {{date}}',
  intro: 'Thank you for applying. These are the earnings claims we make, each with the basis it rests on.',
  none: 'We make no earnings claim at this time.',
  unbackedTitle: 'Figures shown on our site whose basis is not yet recorded (do not rely on them):',
  unbackedBasis: '{{figure}}: basis not yet recorded',
  claim: 'Claim',
  period: 'Period',
  periodValue: '{{start}} to {{end}}',
  achieved: 'Operators who achieved at least this',
  achievedValue: '{{achieved}} of {{covered}} ({{share}}%)',
  where: 'Where they are',
  differs: 'How those who achieved it differ',
  substantiation: 'Written substantiation for these earnings claims is available to you upon request.',
}
