import type { Resources } from './en'
import admin from './es/admin'
import affiliate from './es/affiliate'
import chat from './es/chat'
import home from './es/home'
import launchChecklist from './es/launch-checklist'
import legal from './es/legal'
import markets from './es/markets'
import opportunity from './es/opportunity'
import servicePages from './es/service-pages'
import shell from './es/shell'
import troubleshooting from './es/troubleshooting'
import verifyOperators from './es/verify-operators'
import videos from './es/videos'
import whatYouGet from './es/what-you-get'

/** Spanish resources: the same keys as en.ts, one module per feature under ./es/. */
const es: Resources = {
  ...shell,
  home,
  servicePages,
  opportunity,
  whatYouGet,
  affiliate,
  legal,
  troubleshooting,
  videos,
  markets,
  chat,
  admin,
  launchChecklist,
  verifyOperators,
}

export default es
