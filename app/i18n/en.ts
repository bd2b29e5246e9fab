import chat from './en/chat'
import home from './en/home'
import markets from './en/markets'
import shell from './en/shell'
import videos from './en/videos'

/**
 * English resources, one module per feature under ./en/. Every key here must exist in es.ts too
 * (a test checks). A feature adds its module in both languages and one line in each aggregator.
 */
const en = {
  ...shell,
  home,
  videos,
  markets,
  chat,
}

export default en
export type Resources = typeof en
