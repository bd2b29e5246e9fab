/** English: the connectivity help page (network-site.md §2.19). */
const troubleshooting = {
  meta: {
    title: 'Troubleshooting: Connection Problems | Courier Network',
    description:
      'Step-by-step help when the Courier Network website does not load: common causes, computer and phone steps, browser settings and when to call your internet provider.',
  },
  title: 'Troubleshooting',
  intro:
    'Having trouble loading this site or some of its pages? Work through the steps below: most connection problems are solved in a few minutes.',
  causes: {
    title: 'Common Causes',
    items: [
      'A slow or unstable internet connection',
      'Outdated data saved by your browser (cache and cookies)',
      'Browser extensions such as ad blockers',
      'Security software, a firewall or a VPN blocking the site',
      'An outdated browser',
      'A temporary problem with your internet provider or with our servers',
    ],
  },
  desktop: {
    title: 'On a Computer',
    steps: [
      'Reload the page (Ctrl+R, or Cmd+R on a Mac).',
      'Check whether other websites load. If none do, restart your modem and router.',
      "Clear your browser's cache and cookies (see the steps for your browser below).",
      'Open the site in a private or incognito window to rule out extensions.',
      'Update your browser to the latest version.',
      'Restart your computer.',
    ],
  },
  mobile: {
    title: 'On a Phone or Tablet',
    steps: [
      'Switch between Wi-Fi and mobile data to see whether one of them works.',
      'Turn airplane mode on, wait a few seconds, then turn it off.',
      'Close the browser app completely and open it again.',
      "Clear the browser's cache and website data.",
      "Update the browser app and your device's operating system.",
      'Restart your device.',
    ],
  },
  browsers: {
    title: 'Browser-Specific Steps',
    chrome: {
      title: 'Google Chrome',
      steps: [
        'Open the menu (⋮) and choose Delete browsing data.',
        'Select "Cookies and other site data" and "Cached images and files", then choose Delete data.',
        'Open Extensions and turn extensions off one at a time to find one that blocks the site.',
      ],
    },
    firefox: {
      title: 'Mozilla Firefox',
      steps: [
        'Open the menu (☰) and choose Settings, then Privacy & Security.',
        'Under "Cookies and Site Data", choose Clear Data.',
        'To rule out add-ons, restart in Troubleshoot Mode: menu, Help, Troubleshoot Mode.',
      ],
    },
    safari: {
      title: 'Safari',
      steps: [
        "On a Mac: Safari, Settings, Privacy, Manage Website Data, then remove this site's data.",
        'On an iPhone or iPad: Settings, Safari, Clear History and Website Data.',
        'Turn off content blockers for this site in the page settings (the aA or page menu).',
      ],
    },
    edge: {
      title: 'Microsoft Edge',
      steps: [
        'Open the menu (…) and choose Settings, then Privacy, search, and services.',
        'Under "Clear browsing data", choose what to clear, then Clear now.',
        'Open Extensions and turn off any that may block the site.',
      ],
    },
  },
  database: {
    title: 'Database Connection and Migration Issues',
    paragraphs: [
      'If a page opens but says that something went wrong, or shows no information, our servers may briefly be unable to reach the database. Wait a minute, then reload the page.',
      'For site staff: the address /readyz reports whether the database answers. Database updates (migrations) are applied automatically when the site starts; if a start fails, the server log names the update or setting at fault.',
      'If the problem continues, contact support and tell us the time it happened and the address of the page.',
    ],
  },
  security: {
    title: 'Security Software',
    items: [
      'Antivirus and internet security programs can block sites they do not recognize: add this site to the allowed list.',
      'A firewall on your computer or office network may block the connection: ask your network administrator.',
      'A VPN or proxy can slow down or block some sites: turn it off briefly to test.',
      'Ad blockers and privacy extensions can block videos and forms: allow this site.',
    ],
  },
  provider: {
    title: 'When to Contact Your Internet Provider',
    items: [
      'No website loads on any device connected to your network.',
      'Your connection drops often or is much slower than your plan promises.',
      'Restarting your modem and router does not help.',
      'Other people using the same connection have the same problem.',
    ],
  },
  help: {
    title: 'Still Need Help?',
    text: 'Contact our support team at <email>{{email}}</email> or call <phone>{{phone}}</phone>. We respond within 24 hours.',
  },
}

export default troubleshooting
