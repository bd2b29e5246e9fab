import { expect, find, pagesToAudit, requestTest as test } from './fixtures'
import { auditHeaders } from './headers'

// Every inventory page in both languages: CSP with a fresh nonce on every script, nosniff,
// Referrer-Policy, frame-ancestors, and never kept by a shared cache (nor its data request).
for (const { kind, lang } of pagesToAudit) {
  test(`headers: ${kind.pattern} (${lang})`, async ({ request, inventory, baseURL }) => {
    const entry = find(inventory, kind.id, lang)
    const problems = await auditHeaders(request, new URL(entry.path, baseURL).href)
    expect(problems, `${entry.path}:\n  • ${problems.join('\n  • ')}`).toEqual([])
  })
}
