import type { Resources } from './en'
import chat from './es/chat'
import home from './es/home'
import markets from './es/markets'
import shell from './es/shell'
import videos from './es/videos'

/** Spanish resources: the same keys as en.ts, one module per feature under ./es/. */
const es: Resources = {
  ...shell,
  home,
  videos,
  markets,
  chat,
}

export default es
