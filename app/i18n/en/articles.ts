/** English: the success stories and the blog (issue #33). */
export default {
  stories: {
    title: 'Success Stories',
    intro: 'How operators of the Courier Network built their delivery businesses, in their own words.',
    empty: 'No success stories yet. Come back soon.',
    back: 'All success stories',
    feed: 'Success stories (RSS)',
  },
  blog: {
    title: 'Blog',
    intro: 'News, advice and ideas for running a delivery business.',
    empty: 'No posts yet. Come back soon.',
    back: 'All posts',
    feed: 'Blog (RSS)',
  },
  published: 'Published {{date}}',
  about: 'About {{operator}}',
  readMore: 'Read “{{title}}”',
  subscribe: 'Follow by RSS',
  notFoundTitle: 'Page not found',
  preview: {
    draft: 'Preview of a draft: visitors cannot see this page.',
    scheduled: 'Preview: this entry goes live on {{date}}; visitors cannot see it before then.',
  },
}
