import { MAX_DOCUMENT_BYTES } from '../domain/claims/documents'
import { MAX_UPLOAD_BYTES } from '../domain/images/upload'
import { IMPORT_MAX_BYTES } from '../domain/newsletter/import-limit'
import { collectionPage, collectionRegistry } from '../collections/registry'
import { FORM_FIELDS_ALLOWANCE, page, type PageDef } from './define'

/** Staff: the sign-in page, then everything behind the staff layout's check, in registry order. */
export const staffPages: PageDef[] = [
  page({
    id: 'admin',
    path: 'admin',
    file: 'routes/admin/login.tsx',
    shell: 'admin',
    formPage: true,
    audience: 'staff',
    signIn: true,
    texts: ['admin.meta', 'admin.login', 'admin.errors'],
  }),
  // A lost or a first password (issue #45 item 4): signed-out pages of the admin shell, like sign-in.
  page({
    id: 'admin-forgot',
    path: 'admin/forgot',
    file: 'routes/admin/forgot.tsx',
    shell: 'admin',
    audience: 'staff',
    signIn: true,
    texts: ['admin.meta', 'admin.forgot', 'admin.errors'],
  }),
  page({
    id: 'admin-set-password',
    path: 'admin/set-password',
    file: 'routes/admin/set-password.tsx',
    shell: 'admin',
    audience: 'staff',
    signIn: true,
    // The password fields' show/hide button says it in the sign-in's words.
    texts: ['admin.meta', 'admin.setPassword', 'admin.errors', 'admin.login'],
  }),
  page({
    id: 'admin-logout',
    path: 'admin/logout',
    file: 'routes/admin/logout.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-content',
    path: 'admin/content',
    file: 'routes/admin/content.tsx',
    shell: 'admin',
    audience: 'staff',
    // A whole section's texts in both languages.
    bodyLimit: 256 * 1024,
  }),
  page({
    id: 'admin-images',
    path: 'admin/images',
    file: 'routes/admin/images.tsx',
    shell: 'admin',
    audience: 'staff',
    bodyLimit: MAX_UPLOAD_BYTES + FORM_FIELDS_ALLOWANCE,
  }),
  // Success stories and blog posts (issue #33): two rich-text bodies in a post.
  page({
    id: 'admin-success-stories',
    path: 'admin/success-stories',
    file: 'routes/admin/success-stories.tsx',
    shell: 'admin',
    audience: 'staff',
    bodyLimit: 256 * 1024,
  }),
  page({
    id: 'admin-blog',
    path: 'admin/blog',
    file: 'routes/admin/blog.tsx',
    shell: 'admin',
    audience: 'staff',
    bodyLimit: 256 * 1024,
  }),
  // The registered admin collections (issue #43, ADR 068): the video library, the markets map's
  // points, …; one page each, the generic collection route at admin/<segment>.
  ...collectionRegistry.map((entry) => page(collectionPage(entry))),
  // The register of earnings claims with their basis (issue #35, ADR 049): list, add, edit, versions.
  page({
    id: 'admin-earnings-claims',
    path: 'admin/earnings-claims',
    file: 'routes/admin/earnings-claims.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  // A claim's written substantiation (issue #35): documents uploaded with who and when, downloaded.
  page({
    id: 'admin-earnings-claim-documents',
    path: 'admin/earnings-claims/:id/documents',
    file: 'routes/admin/earnings-claim-documents.tsx',
    shell: 'admin',
    audience: 'staff',
    bodyLimit: MAX_DOCUMENT_BYTES + FORM_FIELDS_ALLOWANCE,
  }),
  page({
    id: 'admin-earnings-claim-document',
    path: 'admin/earnings-claims/documents/:documentId',
    file: 'routes/admin/earnings-claim-document.ts',
    shell: 'admin',
    audience: 'staff',
  }),
  // A person's page (issue #34, #35): details, stage, tasks, timeline, e-mail, statements, privacy.
  page({
    id: 'admin-person',
    path: 'admin/people/:id',
    file: 'routes/admin/person.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  // Everything held about a person, as a JSON or CSV download: a resource route (no component).
  page({
    id: 'admin-person-export',
    path: 'admin/people/:id/export',
    file: 'routes/admin/person-export.ts',
    shell: 'admin',
    audience: 'staff',
  }),
  // The bilingual e-mail templates staff send from a person's page (issue #34).
  page({
    id: 'admin-person-templates',
    path: 'admin/people/templates',
    file: 'routes/admin/person-templates.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-newsletters',
    path: 'admin/newsletters',
    file: 'routes/admin/newsletters.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  // The list's screens, each a route (issue #16): the editor of a new one and of a stored one, and
  // the preview, a modal over the list.
  page({
    id: 'admin-newsletter-new',
    path: 'admin/newsletters/new',
    file: 'routes/admin/newsletter-new.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-newsletter-edit',
    path: 'admin/newsletters/:id/edit',
    file: 'routes/admin/newsletter-edit.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-newsletter-preview',
    path: 'admin/newsletters/:id/preview',
    file: 'routes/admin/newsletter-preview.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-newsletter-statistics',
    path: 'admin/newsletters/statistics',
    file: 'routes/admin/newsletter-statistics.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-newsletter-subscribers',
    path: 'admin/newsletters/subscribers',
    file: 'routes/admin/newsletter-subscribers.tsx',
    shell: 'admin',
    audience: 'staff',
    bodyLimit: IMPORT_MAX_BYTES + FORM_FIELDS_ALLOWANCE,
  }),
  // The Subscribers sub-tab's CSV export: a resource route (no component).
  page({
    id: 'admin-newsletter-subscribers-csv',
    path: 'admin/newsletters/subscribers.csv',
    file: 'routes/admin/newsletter-subscribers-csv.ts',
    shell: 'admin',
    audience: 'staff',
  }),
  // The people behind the leads and the recruiting pipeline (issue #34): the list and its CSV, the
  // board, its stages, the funnel report, and "Approve as operator" (a POST, no page).
  page({
    id: 'admin-people',
    path: 'admin/people',
    file: 'routes/admin/people.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-people-csv',
    path: 'admin/people.csv',
    file: 'routes/admin/people-csv.ts',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-person-approve',
    path: 'admin/people/:id/approve',
    file: 'routes/admin/person-approve.ts',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-pipeline',
    path: 'admin/pipeline',
    file: 'routes/admin/pipeline.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-pipeline-stages',
    path: 'admin/pipeline/stages',
    file: 'routes/admin/pipeline-stages.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-funnel',
    path: 'admin/funnel',
    file: 'routes/admin/funnel.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-submissions',
    path: 'admin/submissions',
    file: 'routes/admin/submissions.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  // The Submissions tab's CSV export: a resource route (no component).
  page({
    id: 'admin-submissions-csv',
    path: 'admin/submissions.csv',
    file: 'routes/admin/submissions-csv.ts',
    shell: 'admin',
    audience: 'staff',
  }),
  // Unanswered chat questions (issue #20 item 12): grouped, marked handled, exported as CSV.
  page({
    id: 'admin-chat-questions',
    path: 'admin/chat-questions',
    file: 'routes/admin/chat-questions.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  // The chat assistants' topics (issue #45 item 3, ADR 059): list, add, edit, reorder, hide, history.
  page({
    id: 'admin-chat-topics',
    path: 'admin/chat-topics',
    file: 'routes/admin/chat-topics.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-chat-questions-csv',
    path: 'admin/chat-questions.csv',
    file: 'routes/admin/chat-questions-csv.ts',
    shell: 'admin',
    audience: 'staff',
  }),
  // Coverage gaps (issue #21 item 5): where visitors asked for a courier no operator covers.
  page({
    id: 'admin-coverage-gaps',
    path: 'admin/coverage-gaps',
    file: 'routes/admin/coverage-gaps.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-coverage-gaps-csv',
    path: 'admin/coverage-gaps.csv',
    file: 'routes/admin/coverage-gaps-csv.ts',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-orders',
    path: 'admin/orders',
    file: 'routes/admin/orders.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  // Every booking request, its answer, escalation and reassignment (issue #21 item 3).
  page({
    id: 'admin-bookings',
    path: 'admin/bookings',
    file: 'routes/admin/bookings.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  // Every delivery job with its history and proof; an operator's monthly statement as CSV (issue #44).
  page({
    id: 'admin-deliveries',
    path: 'admin/deliveries',
    file: 'routes/admin/deliveries.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-delivery-statement-csv',
    path: 'admin/deliveries/statement.csv',
    file: 'routes/admin/delivery-statement-csv.ts',
    shell: 'admin',
    audience: 'staff',
  }),
  // The shop's catalogue (issue #19 item 3): list, add, edit, hide, reorder.
  page({
    id: 'admin-products',
    path: 'admin/products',
    file: 'routes/admin/products.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-operators',
    path: 'admin/operators',
    file: 'routes/admin/operators.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  // Operators' page changes waiting for approval (issue #21 item 2), linked from the Operators tab.
  page({
    id: 'admin-operator-changes',
    path: 'admin/operator-changes',
    file: 'routes/admin/operator-changes.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  // Site settings (issue #19 item 1): contact details, links and map, with their history.
  page({
    id: 'admin-settings',
    path: 'admin/settings',
    file: 'routes/admin/settings.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-mail',
    path: 'admin/mail',
    file: 'routes/admin/mail.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-database',
    path: 'admin/database',
    file: 'routes/admin/database-test.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-staff',
    path: 'admin/staff',
    file: 'routes/admin/staff.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'launch-checklist',
    path: 'launch-checklist',
    file: 'routes/admin/launch-checklist.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'verify-operators',
    path: 'verify-operators',
    file: 'routes/admin/verify-operators.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'test-operator',
    path: 'test-operator',
    file: 'routes/admin/test-operator.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
]
