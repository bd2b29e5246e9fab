/** English: /videos, /videos/{id} and /secure-videos. */
const videos = {
  meta: {
    title: 'Videos | Courier Network',
    description:
      'Watch how the courier business in a box works: overviews, earnings, success stories and tutorials for operators.',
    notFoundTitle: 'Video Not Found | Courier Network',
  },
  hero: {
    title: 'Business Videos',
    subtitle:
      'Learn how the courier business in a box works, hear from operators and see the tools you will use every day.',
  },
  featured: {
    label: 'Featured Presentation',
  },
  filter: {
    label: 'Filter videos by category',
    all: 'All Videos',
    business: 'Business',
    tutorial: 'Tutorial Videos',
  },
  category: {
    business: 'Business',
    tutorial: 'Tutorial',
  },
  gridLabel: 'Videos',
  empty: 'No videos found in this category.',
  showAll: 'Show all videos',
  secured: {
    title: 'Secured Content',
    text: 'These videos contain sensitive business information and require authentication to view.',
    badge: 'Secured',
    enterPassword: 'Enter the password',
  },
  duration: 'Duration',
  watch: 'Watch video: {{title}}',
  unlockToWatch: 'Unlock to watch: {{title}}',
  detail: {
    categoryLabel: 'Category',
    backToVideos: 'Back to Videos',
    interest: {
      title: 'Ready to Start Your Own Courier Business?',
      text: 'Talk to our team about the business in a box: legal setup, technology, marketing and training included.',
      contact: 'Contact Us',
      opportunity: 'Learn About the Opportunity',
    },
    related: 'Related Videos',
  },
  notFound: {
    title: 'Video Not Found',
    text: "The video you're looking for doesn't exist or has been removed.",
    back: 'Back to Videos',
  },
  secure: {
    meta: {
      title: 'Secure Videos | Courier Network',
      description: 'Private tutorial videos for Courier Network operators.',
    },
    title: 'Secure Videos',
    intro: 'The tutorial videos are for our operators. Enter the password to watch them.',
    passwordLabel: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Access Videos',
    submitting: 'Checking...',
    incorrect: 'Incorrect password. Please try again.',
    tooManyAttempts_one: 'Too many attempts. Please try again in {{count}} minute.',
    tooManyAttempts_other: 'Too many attempts. Please try again in {{count}} minutes.',
    unlockedTitle: 'Tutorial Videos',
    unlockedIntro: 'Welcome back. These tutorials walk you through the tools you use every day.',
    logout: 'Logout',
    details: 'Video details: {{title}}',
  },
}

export default videos
