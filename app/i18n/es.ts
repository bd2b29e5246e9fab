import type { Resources } from './en'
import affiliate from './es/affiliate'
import home from './es/home'
import servicePages from './es/service-pages'
import legal from './es/legal'
import opportunity from './es/opportunity'
import shell from './es/shell'
import troubleshooting from './es/troubleshooting'
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
}

export default es
