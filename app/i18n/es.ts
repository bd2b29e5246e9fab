import type { Resources } from './en'
import home from './es/home'
import servicePages from './es/service-pages'
import shell from './es/shell'

/** Spanish resources: the same keys as en.ts, one module per feature under ./es/. */
const es: Resources = {
  ...shell,
  home,
  servicePages,
}

export default es
