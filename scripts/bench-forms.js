/* global URLSearchParams */
import { tsImport } from 'tsx/esm/api'
/**
 * The accepted form POSTs `npm run bench` measures (scripts/bench.js, issue #22 item 5): every public
 * form of the site, posted as the page's own form posts it with JavaScript on (React Router's single
 * fetch: the page's `.data` URL, the action runs and no page is rendered), through the whole guarded
 * edge (ADR 021): a same-origin `Origin`, the honeypot field present and empty, the rate limit
 * counted (the benchmark raises RATE_LIMIT_SCALE so it never refuses), and the form's own schema.
 *
 * Every request carries a different e-mail address, `bench-<run>-<n>@example.com`, so that each
 * accepted request must leave its own row: after the run, `stored` counts the rows of this run (the
 * server stopped, its database still there) and the report compares it with the accepted answers.
 * A row may exist for a request whose answer autocannon did not wait for at the end of the run, so
 * stored ≥ accepted is "none lost".
 *
 *   {
 *     name: 'lead (/contact)',
 *     path: '/contact.data',
 *     prepare: async (origin) => ({ headers, body: (email) => 'firstName=Ana&…' }),
 *     acceptedStatus: 200,
 *     stored: { table: 'submissions', where: "kind = 'lead'" },
 *   }
 *
 * Where a lead POST's time goes (issue #22 item 5, ADR 033; CPU profile of the server posting
 * /contact.data with 20 connections on PostgreSQL, 2 shared cores, 2026-11-26). Before: ~33-36 ms of
 * server CPU per POST (~31 accepted/s): React Router derived its whole static handler per request
 * (it was given the build function), html-to-text rebuilt its selector tables per e-mail, and two
 * e-mails were rendered in the request. Now ~8.3 ms (~100 accepted/s while two other processes
 * used the same cores): the handler is made once per build, the e-mails are queued as templates
 * that the outbox worker renders when it sends them, and the submission and its e-mails are one
 * statement. Where those 8.3 ms go: React Router matching the path (twice per request, walking the
 * ranked branches) 22 %, socket writes 14 % (the rate limit's upsert, the one insert, the answer),
 * Drizzle building the queries 10 %, garbage collection 9 %, web Request and streams ~7 %, Express
 * and pino-http ~3 %. 500/s would need ~2 ms per POST on two cores: several processes (ARCHITECTURE.md
 * "Scale-out") rather than one.
 *
 * `/service/order` and `/service/become-operator` have no form of their own (they link to the
 * on-site order form, the store apps, the course site and the forms below). The order form
 * (`/service/order/new`, ADR 066) posts the operator page's booking form, as the booking row does.
 *
 * @typedef {{ headers: Record<string, string>, body: (email: string) => string }} PreparedPost
 * @type {Array<{ name: string, path: string, acceptedStatus: number,
 *   prepare: (origin: string) => Promise<PreparedPost>,
 *   stored: { table: 'submissions' | 'subscribers' | 'booking_requests', where?: string } }>}
 */
export const formPosts = []

/** The honeypot every public form carries (app/domain/forms/options.ts HONEYPOT_FIELD): empty. */
const HONEYPOT = { website_url: '' }

function formPost(name, path, fields, stored, extraHeaders = () => ({}), acceptedStatus = 200) {
  return {
    name,
    path,
    acceptedStatus,
    stored,
    prepare: async (origin) => ({
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin,
        ...extraHeaders(origin),
      },
      body: (email) => new URLSearchParams({ ...HONEYPOT, ...fields(email) }).toString(),
    }),
  }
}

// The five forms' field sets are the integration tests' own (tests/support/form-fields.ts).
const { validFields } = await tsImport('../tests/support/form-fields.ts', import.meta.url)

formPosts.push(
  // The lead form of the opportunity pages (marketing-site.md §3-§5), at /contact.
  formPost('lead (/contact)', '/contact.data', (email) => validFields('lead', email), {
    table: 'submissions',
    where: "kind = 'lead'",
  }),
  // The newsletter popup's signup (double opt-in: a pending subscriber and its confirmation e-mail).
  formPost(
    'newsletter signup (/api/newsletter/subscribe)',
    '/api/newsletter/subscribe',
    (email) => ({ email, consent: 'on', lang: 'en' }),
    { table: 'subscribers' },
    (origin) => ({ referer: `${origin}/` }),
  ),
  formPost('playbook (/playbook)', '/playbook.data', (email) => validFields('playbook', email), {
    table: 'submissions',
    where: "kind = 'playbook'",
  }),
  formPost(
    'business registration (/service/business-registration)',
    '/service/business-registration.data',
    (email) => validFields('business-registration', email),
    { table: 'submissions', where: "kind = 'business-registration'" },
  ),
  formPost(
    'service contact (/service/contact)',
    '/service/contact.data',
    (email) => validFields('service-contact', email),
    { table: 'submissions', where: "kind = 'service-contact'" },
  ),
  formPost(
    'operator application (/service/operator-application)',
    '/service/operator-application.data',
    (email) => validFields('operator-application', email),
    { table: 'submissions', where: "kind = 'operator-application'" },
  ),
  // The booking request of an operator page (both addresses inside Delray Beach Courier's area).
  formPost(
    'booking request (/delray-beach-courier)',
    '/delray-beach-courier.data',
    (email) => ({
      intent: 'booking',
      name: 'Ana Díaz',
      phone: '(561) 555-0199',
      email,
      pickup: '100 E Atlantic Ave, Delray Beach, FL 33444',
      delivery: 'Boca Raton, FL 33431',
      // A Wednesday within the operator's hours, far ahead: a pickup time may not be past (issue #45).
      when: '2099-12-02T10:30',
      notes: 'Two boxes of lab samples.',
    }),
    { table: 'booking_requests', where: "operator_slug = 'delray-beach-courier'" },
  ),
)

// The same forms posted without JavaScript (issue #42): the page's own form, a document POST; once
// stored the server sends the browser on (303) to the page that shows it (Post/Redirect/Get).
for (const [name, path, kind] of [
  ['lead', '/contact', 'lead'],
  ['playbook', '/playbook', 'playbook'],
  ['business registration', '/service/business-registration', 'business-registration'],
  ['service contact', '/service/contact', 'service-contact'],
  ['operator application', '/service/operator-application', 'operator-application'],
]) {
  formPosts.push(
    formPost(
      `${name} without JavaScript (${path})`,
      path,
      (email) => validFields(kind, email),
      { table: 'submissions', where: `kind = '${kind}'` },
      () => ({ accept: 'text/html', 'sec-fetch-mode': 'navigate' }),
      303,
    ),
  )
}
