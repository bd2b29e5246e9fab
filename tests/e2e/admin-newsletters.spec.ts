import type { APIRequestContext, Page } from '@playwright/test'
import { adminSession, openAdmin } from './admin-helpers'
import { expect, expectNoAxeViolations, messages, test } from './fixtures'
import { mailbox, type MailboxMessage } from './mailbox'
import { runDueJobs } from './scheduled'

// Signed in once, by the setup project (admin-session.setup.ts).
test.use({ storageState: adminSession })

/**
 * The Newsletter Manager against the end-to-end server's SMTP sink (issue #11). Runs in the
 * 'content-editing' project, after every other spec: a send goes to every active subscriber.
 */
const t = messages.en
const stamp = Date.now()
const address = (name: string) => `nl-${name}-${stamp}@example.com`
const CONFIRM = /https?:\/\/[^\s"<>]+\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/

const header = (m: MailboxMessage, name: string) =>
  String(Object.entries(m.headers).find(([k]) => k.toLowerCase() === name)?.[1] ?? '').replace(/\s+/g, '')

async function subscribe(request: APIRequestContext, baseURL: string, email: string, ip: string) {
  const response = await request.post('/api/newsletter/subscribe', {
    form: { email, consent: 'on', lang: 'en' },
    headers: { Origin: baseURL, 'X-Forwarded-For': ip },
  })
  expect(response.status()).toBe(200)
  const [mail] = await mailbox.waitFor((m) => m.to.includes(email), 20_000)
  return new URL(CONFIRM.exec(mail!.text)![0])
}

async function confirm(page: Page, link: URL) {
  await page.goto(link.pathname + link.search)
  await expect(page.getByRole('heading', { name: t.newsletter.confirm.activatedTitle })).toBeVisible()
}

/** "YYYY-MM-DDTHH:mm" in the site's time zone (the e2e server keeps the default America/New_York). */
function localIn(zone: string, at: Date) {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(at)
    .replace(' ', 'T')
}

test('create, preview, send to the active subscribers, unsubscribe one, schedule the next', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(300_000)
  const provider = await playwright.request.newContext({ baseURL })
  const active = [address('one'), address('two'), address('three')]
  const pending = address('pending')
  const gone = address('gone')
  for (const [i, email] of [...active, gone].entries()) {
    await confirm(page, await subscribe(provider, baseURL!, email, `198.30.${i}.1`))
  }
  await subscribe(provider, baseURL!, pending, '198.30.9.1')
  // The unsubscribed one leaves through the link of their welcome e-mail.
  const [welcome] = await mailbox.waitFor((m) => m.to.includes(gone) && header(m, 'list-unsubscribe') !== '')
  const leave = new URL(/<([^>]+)>/.exec(header(welcome!, 'list-unsubscribe'))![1]!)
  expect(
    (
      await provider.post(leave.pathname + leave.search, { form: { 'List-Unsubscribe': 'One-Click' } })
    ).status(),
  ).toBe(200)

  await openAdmin(page, { path: '/admin/newsletters' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.admin.shell.tabs.newsletters)
  await expect(page.getByRole('navigation', { name: t.adminNewsletters.tabsLabel })).toBeVisible()

  // Create.
  const title = `November news ${stamp}`
  const subject = `Our November news ${stamp}`
  await page.getByRole('link', { name: t.adminNewsletters.list.create }).click()
  const editor = page.getByTestId('newsletter-editor')
  await editor.getByRole('button', { name: t.adminNewsletters.editor.save }).click()
  await expect(editor.getByText(t.adminNewsletters.editor.errors.titleRequired)).toBeVisible()
  await editor.getByLabel(t.adminNewsletters.editor.title).fill(title)
  await editor.getByLabel(t.adminNewsletters.editor.subject, { exact: true }).fill(subject)
  await editor
    .getByLabel(t.adminNewsletters.editor.content, { exact: true })
    .fill(`Hello drivers!\nBig news inside.\nhttps://example.com/${'long-unbroken-path'.repeat(20)}`)
  await expectNoAxeViolations(page)
  await editor.getByRole('button', { name: t.adminNewsletters.editor.save }).click()
  await expect(page.getByRole('status')).toHaveText(t.adminNewsletters.messages.saved)
  const row = page.getByTestId('newsletter-row').filter({ hasText: title })
  await expect(row.getByTestId('newsletter-status')).toHaveText(t.adminNewsletters.status.draft)
  await expect(row).toContainText(subject)

  // Preview: closes with the close mark and with the backdrop.
  await row.getByRole('link', { name: t.adminNewsletters.list.preview }).click()
  const preview = page.getByRole('dialog', { name: t.adminNewsletters.preview.title })
  await expect(preview).toBeVisible()
  await expect(preview.getByTestId('newsletter-preview-subject')).toHaveText(`Subject: ${subject}`)
  await expect(preview.getByTestId('newsletter-preview-body')).toContainText('Hello drivers!')
  await expect(preview.getByTestId('newsletter-preview-body')).toContainText('Big news inside.')
  // A long unbroken line wraps inside the box instead of running out of it (issue #45 item 8).
  const overflow = await preview
    .getByTestId('newsletter-preview-body')
    .evaluate((body) => body.scrollWidth - body.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await expectNoAxeViolations(page)
  await preview.getByRole('button', { name: t.adminNewsletters.preview.close }).click()
  await expect(preview).toBeHidden()
  await row.getByRole('link', { name: t.adminNewsletters.list.preview }).click()
  await expect(preview).toBeVisible()
  await page.mouse.click(5, 5)
  await expect(preview).toBeHidden()

  // Send Now.
  await row.getByRole('button', { name: t.adminNewsletters.list.sendNow }).click()
  await expect(page.getByRole('status')).toHaveText(
    new RegExp(`^${t.adminNewsletters.messages.sent.replace('{{count}}', '\\d+').replace('!', '!')}$`),
  )
  const issues = async (email: string, wanted = subject) =>
    (await mailbox.to(email)).filter((m) => m.subject === wanted)
  for (const email of active)
    await mailbox.waitFor((m) => m.to.includes(email) && m.subject === subject, 30_000)
  const links = new Set<string>()
  for (const email of active) {
    const mine = await issues(email)
    expect(mine).toHaveLength(1)
    const list = header(mine[0]!, 'list-unsubscribe')
    expect(list).toMatch(/^<https?:\/\/.+\/newsletter\/unsubscribe\?token=.+>$/)
    expect(header(mine[0]!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    // The personal link is in the body too.
    expect(mine[0]!.html.replaceAll('&amp;', '&')).toContain(/<([^>]+)>/.exec(list)![1]!)
    links.add(list)
  }
  expect(links.size).toBe(3)
  expect(await issues(pending)).toHaveLength(0)
  expect(await issues(gone)).toHaveLength(0)
  await page.reload()
  await expect(row.getByTestId('newsletter-status')).toHaveText(t.adminNewsletters.status.sent)
  await expect(row.getByTestId('newsletter-progress')).toHaveText(/^(\d+) \/ \1$/)

  // The first recipient unsubscribes with one click (no cookies), from their newsletter.
  const first = (await issues(active[0]!))[0]!
  const out = new URL(/<([^>]+)>/.exec(header(first, 'list-unsubscribe'))![1]!)
  expect(
    (await provider.post(out.pathname + out.search, { form: { 'List-Unsubscribe': 'One-Click' } })).status(),
  ).toBe(200)

  // The next one is scheduled an hour ahead, at a whole minute (the form's precision); its job is
  // then run at once, as if it were that time (the test-only trigger: newsletter-send.test.tsx
  // proves the waiting with a controlled clock), and it goes to the others only.
  const second = `December news ${stamp}`
  await page.getByRole('link', { name: t.adminNewsletters.list.create }).click()
  await editor.getByLabel(t.adminNewsletters.editor.title).fill(second)
  await editor.getByLabel(t.adminNewsletters.editor.subject, { exact: true }).fill(second)
  await editor.getByLabel(t.adminNewsletters.editor.content, { exact: true }).fill('See you in December.')
  await editor.getByLabel(t.adminNewsletters.editor.status).selectOption('scheduled')
  const at = new Date(Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000)
  await editor.getByLabel(/Send at/).fill(localIn('America/New_York', at))
  await editor.getByRole('button', { name: t.adminNewsletters.editor.save }).click()
  await expect(page.getByRole('status')).toContainText('Newsletter scheduled for ')
  const scheduled = page.getByTestId('newsletter-row').filter({ hasText: second })
  await expect(scheduled.getByTestId('newsletter-status')).toHaveText(t.adminNewsletters.status.scheduled)

  // Nothing goes out before its time (the worker's own passes leave it alone).
  expect(await issues(active[1]!, second)).toHaveLength(0)
  expect(await runDueJobs(provider, baseURL!, { at, channel: 'newsletter' })).toMatchObject({ failed: 0 })
  for (const email of active.slice(1))
    await mailbox.waitFor((m) => m.to.includes(email) && m.subject === second, 30_000)
  expect(await issues(active[0]!, second)).toHaveLength(0)
  expect(await issues(gone, second)).toHaveLength(0)
  await page.reload()
  await expect(scheduled.getByTestId('newsletter-status')).toHaveText(t.adminNewsletters.status.sent)

  // Delete asks first.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(t.adminNewsletters.list.deleteConfirm)
    void dialog.accept()
  })
  await scheduled.getByRole('button', { name: t.adminNewsletters.list.delete }).click()
  await expect(page.getByRole('status')).toHaveText(t.adminNewsletters.messages.deleted)
  await expect(page.getByTestId('newsletter-row').filter({ hasText: second })).toHaveCount(0)
  await provider.dispose()
})

test('the list starts empty-handed in Spanish too, with the spec texts', async ({ page }) => {
  const es = messages.es
  await openAdmin(page, { lang: 'es', path: '/admin/newsletters?new=1' })
  await expect(page.getByRole('heading', { name: es.adminNewsletters.editor.createTitle })).toBeVisible()
  await page
    .getByTestId('newsletter-editor')
    .getByRole('button', { name: es.adminNewsletters.editor.save })
    .click()
  await expect(page.getByText(es.adminNewsletters.editor.errors.titleRequired)).toBeVisible()
})
