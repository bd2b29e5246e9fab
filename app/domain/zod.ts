import { z } from 'zod'

/**
 * The schema library, set up once for every schema of the app: import `z` from here, not from
 * 'zod' (zod.test.ts checks it). Zod 4 compiles object parsers with `new Function` unless told not to;
 * the site's Content-Security-Policy has no 'unsafe-eval', so in the browser even zod's probe for
 * it was reported as a CSP violation (Lighthouse best practices 96 on every form page). Set before
 * any schema is built, since each importer evaluates this module first.
 */
z.config({ jitless: true })

export { z }
