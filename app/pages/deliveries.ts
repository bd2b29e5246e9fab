import { MAX_UPLOAD_BYTES } from '../domain/images/upload'
import { FORM_FIELDS_ALLOWANCE, page, type PageDef, type ResourceDef } from './define'

// Delivery jobs (issue #44, ADR 062): the operator's job screen, the customer's tracking page and
// its JSON state, spread into `pages` (app/pages.ts) and `resourceRoutes` (./resources.ts).

/** The tracking page's JSON state, which the open page polls: one language-neutral URL. */
export const deliveryResources: readonly ResourceDef[] = [
  { id: 'track-state', path: 'track/:token/state', file: 'routes/resources/track-state.ts' },
]

export const deliveryPages: readonly PageDef[] = [
  // The operator's screen of one delivery job, phone-first, behind the portal layout's check.
  page({
    id: 'portal-job',
    path: 'portal/jobs/:id',
    file: 'routes/portal/job.tsx',
    shell: 'portal',
    audience: 'operator',
    texts: ['portal', 'deliveries'],
    // The proof photo travels with the form (as My page's photo does).
    bodyLimit: MAX_UPLOAD_BYTES + 4 * FORM_FIELDS_ALLOWANCE,
  }),
  // The job's pick-up window step (issue #44): two times in the site's zone.
  page({
    id: 'portal-job-window',
    path: 'portal/jobs/:id/window',
    file: 'routes/portal/job-window.tsx',
    shell: 'portal',
    audience: 'operator',
    texts: ['portal', 'deliveries'],
  }),
  // The operator's own monthly statement (issue #44, ADR 065): delivered jobs, prices, share, totals.
  page({
    id: 'portal-statement',
    path: 'portal/statement',
    file: 'routes/portal/statement.tsx',
    shell: 'portal',
    audience: 'operator',
    texts: ['portal', 'deliveries'],
  }),
  // The customer's private tracking page: the token of the confirmation e-mail's link.
  page({
    id: 'track',
    path: 'track/:token',
    file: 'routes/deliveries/track.tsx',
    shell: 'standalone',
    audience: 'link',
    texts: ['deliveries'],
  }),
]
