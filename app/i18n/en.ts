import home from './en/home'
import servicePages from './en/service-pages'
import shell from './en/shell'

/**
 * English resources, one module per feature under ./en/. Every key here must exist in es.ts too
 * (a test checks). A feature adds its module in both languages and one line in each aggregator.
 */
const en = {
  ...shell,
  home,
  servicePages,
}

export default en
export type Resources = typeof en
