/** English: the launch checklist (network-site.md §2.18, §9). */
const launchChecklist = {
  invalid: 'That request could not be read. Reload the page and try again.',
  meta: { title: 'Launch Checklist | Courier Network' },
  title: 'Launch Checklist',
  intro: 'Work through every item before the site goes live. Critical items come first.',
  progressLabel: 'Launch progress',
  percent: '{{percent}}% complete',
  completedOf: '{{done}} of {{total}} items completed',
  critical: 'Critical',
  recommended: 'Recommended',
  verification: 'How to verify:',
  done: 'Done',
  notDone: 'Not done',
  items: {
    dns: {
      title: 'Domain and DNS',
      description:
        'Point the domain at the server (A/AAAA or CNAME records) and redirect www to the main address.',
      verification: 'Open the domain from a phone on mobile data. DNS propagation takes 24-48 hours.',
    },
    files: {
      title: 'Site files deployed',
      description: 'Deploy the latest production build; the database migrations run at start-up.',
      verification: 'Open /healthz and /readyz on the live domain: both answer "ok".',
    },
    ssl: {
      title: 'SSL certificate',
      description: 'Serve every page over HTTPS with a valid certificate, and redirect HTTP to HTTPS.',
      verification: 'The browser shows the padlock on the home page, and http:// redirects to https://.',
    },
    testing: {
      title: 'Testing',
      description:
        'Try the main journeys (lead form, shop checkout, operator pages, admin) in Chrome, Firefox, Safari and Edge, on a computer and on a phone.',
      verification: 'Each journey completes in each browser without errors.',
    },
    seo: {
      title: 'SEO',
      description:
        'Page titles and descriptions, the sitemap and robots.txt, and the site registered with search engines.',
      verification: 'Run Lighthouse on the home page: the SEO and performance scores are above 90%.',
    },
    security: {
      title: 'Security',
      description:
        'Change the first admin password, set SESSION_SECRET, review the staff accounts and back up the database.',
      verification: 'Only current staff have accounts, and a backup has been restored once as a test.',
    },
    monitoring: {
      title: 'Monitoring',
      description:
        'Uptime checks on /healthz, alerts on errors in the logs, and analytics once visitors consent.',
      verification: 'A test alert reaches the team, and the analytics dashboard shows visits.',
    },
  },
  check: {
    title: 'Automatic check: placeholders still live',
    intro:
      'Read from the live data each time this page loads: fix an item in the admin and it turns green here.',
    allClear: 'No placeholder left: every contact detail, link, video and setting looks real.',
    ok: 'OK',
    toFix: '{{count}} to fix',
    fix: 'Fix',
    groups: {
      settings: 'Contact details and links',
      content: 'Website content',
      videos: 'Videos',
      adminPassword: 'First admin password',
      env: 'Production configuration',
      operators: 'Published operators',
      samples: 'Sample operators, reviews, testimonials and articles',
      earningsClaims: 'Earnings claims',
    },
    problems: {
      empty: 'empty',
      exampleDomain: 'an example domain ({{value}})',
      fictionalPhone: 'a fictional 555-01xx number ({{value}})',
      seeded: 'still the sample value ({{value}})',
    },
    setting: '{{field}}: {{problem}}',
    content: '{{place}} copies a {{detail}} ("{{text}}"): write its placeholder so it follows Site Settings.',
    details: {
      phone: 'phone number',
      email: 'e-mail address',
      address: 'postal address',
      hours: 'time of day',
    },
    video: '"{{title}}" plays a placeholder video id ({{id}})',
    adminPassword: 'The first account ({{email}}) still has the password it was created with.',
    env: '{{name}} is not set on the server (set it in the environment and restart).',
    operators: 'No operator has a published page yet.',
    sampleReviews:
      '{{name}}: the rating, review count and testimonials are samples nobody wrote. Enter the real ones or clear them.',
    sampleArticle: {
      story: 'Success story "{{title}}" is a sample nobody wrote. Delete it or replace it with a real one.',
      post: 'Blog post "{{title}}" is a sample nobody wrote. Delete it or replace it with a real one.',
    },
    sampleOperator:
      'Operator "{{name}}" is a sample: its e-mail or phone is an example that reaches nobody. Give it real contact details, or delete it.',
    unbackedFigure:
      'The figure {{figure}} shows at {{place}} and no earnings claim in the register stands behind it. Record its claim, or take the figure off the page.',
    sampleTestimonial:
      'Home page testimonial by "{{name}}" is a sample nobody wrote. Remove it from the home page or replace it with a real one.',
    earningsClaim: {
      incompleteBasis:
        'The earnings claim "{{figure}}" has no complete basis (period, operators covered and achieving, where, what differs, substantiation): the site may not show it as it stands.',
      reviewDue:
        'The review date of the earnings claim "{{figure}}" has passed: check its basis and save it again.',
    },
  },
  launch: {
    title: 'Launch the site',
    notLaunched:
      'The site is being set up: every public page shows a notice saying so, and asks search engines not to index it.',
    intro:
      'Launching takes the notice away and lets search engines index the site. It is refused while anything the public would take for true is still a sample or a placeholder.',
    blockersTitle: 'Before the site can launch ({{count}} to fix):',
    clear: 'Nothing keeps the site from launching.',
    advice:
      'The first password and the server configuration above are advice: they do not hold the launch back.',
    button: 'Launch the site',
    refused: 'The site was not launched. Fix each item below first:',
    launchedNow: 'The site is launched: the notice and the noindex are gone from every public page.',
    launched: 'The site is live since {{at}} (launched by {{by}}).',
    unlaunchIntro:
      'Going back to set-up shows the notice on every public page again and asks search engines not to index them.',
    unlaunch: 'Back to set-up',
    unlaunched: 'The site is back in set-up: the notice and the noindex are on every public page again.',
    history: 'Launch history',
    actions: { launch: 'Launched', unlaunch: 'Back to set-up' },
    historyEntry: '{{action}}: {{at}}, {{by}}',
  },
  notes: {
    title: 'Important Notes',
    dns: 'DNS propagation takes 24-48 hours: plan the launch date with that in mind.',
    critical: 'Complete every critical item before announcing the site.',
    lighthouse: 'Aim for Lighthouse scores above 90% for performance, accessibility and SEO.',
    backup: 'Keep a copy of the database backup away from the server.',
  },
}

export default launchChecklist
