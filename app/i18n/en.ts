import admin from './en/admin'
import home from './en/home'
import launchChecklist from './en/launch-checklist'
import shell from './en/shell'
import verifyOperators from './en/verify-operators'

/**
 * English resources, one module per feature under ./en/. Every key here must exist in es.ts too
 * (a test checks). A feature adds its module in both languages and one line in each aggregator.
 */
const en = {
  ...shell,
  home,
  admin,
  launchChecklist,
  verifyOperators,
}

export default en
export type Resources = typeof en
