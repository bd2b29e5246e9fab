import { expect } from '@playwright/test'
import { test } from '../support/page-loads'
import { auditAccessibility } from './axe'
import { startBadSite, type BadSite } from './bad-site'
import { auditHeaders } from './headers'
import { validateHtml } from './html'
import type { Interaction } from './interactions'
import { auditLinks, pendingPageProblems } from './links'
import { auditPage } from './page-audit'

/**
 * Each audit, fed a deliberately bad page, must report the defect (and pass the good page). If an
 * audit stopped detecting what it exists for, its case here fails.
 */
// One worker runs this file in order (the audit projects are fully parallel): the bad site listens
// on a fixed port, so two workers must not both start it.
test.describe.configure({ mode: 'default' })

let site: BadSite
test.beforeAll(async () => {
  site = await startBadSite(Number(process.env.E2E_PORT ?? 4173) + 3)
})
test.afterAll(async () => {
  await site?.close()
})

const ids = (findings: Awaited<ReturnType<typeof auditAccessibility>>) =>
  findings.flatMap((f) => f.violations.map((v) => `${f.state}: ${v.id}`))

test('accessibility: axe reports an image without alt text, an unlabelled field, a nameless button', async ({
  page,
}) => {
  const widths = ['desktop', 'mobile'] as const
  expect(
    ids(await auditAccessibility(page, `${site.origin}/good`, { lang: 'en', widths: [...widths] })),
  ).toEqual([])
  const findings = ids(
    await auditAccessibility(page, `${site.origin}/bad-axe`, { lang: 'en', widths: [...widths] }),
  )
  // Found as loaded at desktop width, and again in the same document resized to a phone's width.
  for (const width of widths) {
    expect(findings).toEqual(
      expect.arrayContaining([
        `as loaded (${width}): image-alt`,
        `as loaded (${width}): label`,
        `as loaded (${width}): button-name`,
      ]),
    )
  }
})

test('accessibility: a violation inside a modal is found once an interaction opens it', async ({ page }) => {
  const openOffer: Interaction = {
    name: 'offer dialog',
    async open(p) {
      await p.getByRole('button', { name: 'Open the offer' }).click()
      await expect(p.getByRole('dialog', { name: 'Offer' })).toBeVisible()
    },
  }
  const url = `${site.origin}/bad-modal`
  expect(ids(await auditAccessibility(page, url, { lang: 'en' })), 'clean while closed').toEqual([])
  expect(ids(await auditAccessibility(page, url, { lang: 'en', interactions: [openOffer] }))).toEqual([
    'offer dialog: image-alt',
  ])

  const opensNothing: Interaction = {
    name: 'missing popup',
    async open(p) {
      await expect(p.getByRole('dialog', { name: 'Newsletter' })).toBeVisible({ timeout: 500 })
    },
  }
  await expect(auditAccessibility(page, url, { lang: 'en', interactions: [opensNothing] })).rejects.toThrow(
    /the interaction 'missing popup' could not open it/,
  )
})

test('the page audit: one load finds axe violations at both widths, broken links and a bad layout', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const audit = (path: string) =>
    auditPage({ page, request, url: `${site.origin}${path}`, lang: 'en', pending: { '/pending-page': 0 } })
  const good = await audit('/good')
  expect(ids(good.axe)).toEqual([])
  expect(good.links.broken).toEqual([])
  expect(good.layout).toEqual([])

  const axe = ids((await audit('/bad-axe')).axe)
  for (const width of ['desktop', 'mobile'])
    expect(axe).toEqual(
      expect.arrayContaining([`as loaded (${width}): image-alt`, `as loaded (${width}): label`]),
    )
  const links = (await audit('/bad-links')).links.broken.map(
    (b) => `${b.url.replace(site.origin, '')} ${b.status}`,
  )
  expect(links).toEqual(
    expect.arrayContaining(['/no-such-page 404', '/assets/missing.js 404', '/fonts/missing-font.woff2 404']),
  )
  const layout = (await audit('/bad-layout')).layout
  expect(layout).toEqual([
    expect.stringMatching(/^desktop: 64 px between the last section and the footer/),
    expect.stringMatching(/^mobile: the page is \d+ px wider than the 390 px screen/),
    expect.stringMatching(/^mobile: 64 px between the last section and the footer/),
  ])
})

test('HTML validity: the Nu Html Checker reports invalid markup', async ({ request }) => {
  test.setTimeout(60_000)
  const fetchDoc = async (path: string) => ({
    url: path,
    html: await (await request.get(`${site.origin}${path}`)).text(),
  })
  const { errors } = validateHtml([await fetchDoc('/good'), await fetchDoc('/bad-html')])
  expect(errors.filter((e) => e.url === '/good')).toEqual([])
  const messages = errors.filter((e) => e.url === '/bad-html').map((e) => e.message)
  expect(messages).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/Duplicate ID/),
      expect.stringMatching(/Stray end tag “em”/),
      expect.stringMatching(/“blink” element is obsolete/),
      expect.stringMatching(/Attribute “colour” not allowed/),
      expect.stringMatching(/Bad value “not a language” for attribute “hreflang”/),
      expect.stringMatching(/Stray end tag “span”/),
    ]),
  )
})

test('links: broken links, missing assets and fragments are reported; pending pages are not', async ({
  page,
  request,
}) => {
  const pending = { '/pending-page': 0 }
  const good = await auditLinks({ page, request, url: `${site.origin}/good`, pending })
  expect(good.broken).toEqual([])
  expect(good.checked).toBeGreaterThan(0)

  const bad = await auditLinks({ page, request, url: `${site.origin}/bad-links`, pending })
  const broken = bad.broken.map((b) => `${b.url.replace(site.origin, '')} ${b.status}`)
  expect(broken).toEqual(
    expect.arrayContaining([
      '/no-such-page 404',
      '/images/missing.png 404',
      '/assets/missing.js 404',
      '/fonts/missing-font.woff2 404',
      '#nowhere no element with this id on the page',
    ]),
  )
  expect(broken.some((b) => b.startsWith('/pending-page'))).toBe(false)
  expect(bad.pending).toEqual(['/pending-page (#0)'])
  expect(bad.external).toEqual(['https://example.com/elsewhere'])
})

test('links: a pending page that answers 2xx fails (the list only shrinks)', async ({ request }) => {
  expect(await pendingPageProblems(request, site.origin, { '/pending-page': 98 })).toEqual([])
  expect(await pendingPageProblems(request, site.origin, { '/good': 99 })).toEqual([
    expect.stringMatching(/^\/good answers 200: the page exists now, so delete '\/good' \(issue #99\)/),
  ])
})

test('headers: missing nosniff, referrer policy, frame-ancestors, a reused nonce and a public cache fail', async ({
  request,
}) => {
  expect(await auditHeaders(request, `${site.origin}/good`)).toEqual([])
  const problems = await auditHeaders(request, `${site.origin}/bad-headers`)
  expect(problems).toEqual(
    expect.arrayContaining([
      'X-Content-Type-Options is not nosniff',
      'no Referrer-Policy',
      expect.stringMatching(/^CSP frame-ancestors is not 'none'/),
      expect.stringMatching(/^the CSP nonce .* was sent twice/),
      expect.stringMatching(/^Cache-Control "public, max-age=600" lets a shared cache keep it/),
      expect.stringMatching(/^a script without this response's nonce/),
    ]),
  )
})
