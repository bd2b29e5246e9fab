import type { Resources } from './en'
import admin from './es/admin'
import home from './es/home'
import launchChecklist from './es/launch-checklist'
import shell from './es/shell'
import verifyOperators from './es/verify-operators'

/** Spanish resources: the same keys as en.ts, one module per feature under ./es/. */
const es: Resources = {
  ...shell,
  home,
  admin,
  launchChecklist,
  verifyOperators,
}

export default es
