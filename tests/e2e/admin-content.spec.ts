import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { adminSession, openAdmin } from './admin-helpers'
import { runDueJobs } from './scheduled'
import {
  content,
  escapeRegExp,
  expect,
  expectNoAxeViolations,
  messages,
  test,
  visit,
  type Lang,
} from './fixtures'

// Signed in once, by the setup project (admin-session.setup.ts).
test.use({ storageState: adminSession })

// Signing in costs a password hash: slow on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 })

const t = messages.en
const c = t.admin.content
const fmt = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]))
const heroUrl = (lang: Lang) => `/admin/content?page=home&section=hero&lang=${lang}`

/** The public home page's hero title in one language. */
async function expectPublicHeroTitle(page: Page, lang: Lang, title: string) {
  await visit(page, lang === 'es' ? '/es' : '/')
  await expect(page.getByTestId('hero').getByRole('heading', { level: 1 })).toHaveText(title)
}

/** Restores the content the section had before the first edit (the oldest version). */
async function restoreOriginal(page: Page, lang: Lang, url = heroUrl(lang)) {
  await visit(page, url)
  const original = page.getByTestId('version').filter({ hasText: c.versions.original })
  page.once('dialog', (dialog) => dialog.accept())
  await original.getByRole('button', { name: /^Restore version \d+$/ }).click()
  await expect(page.getByRole('status')).toHaveText(c.restored)
  await expect(page.getByTestId(`section-content-${lang}`)).toBeVisible()
}

/** `at` as a datetime-local value (with seconds) in the site's time zone (the e2e server's default). */
function siteLocal(at: Date, zone = 'America/New_York') {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`
}

test.describe('Content Editor', () => {
  // A refused save answers 400 on purpose; Chromium logs that status.
  test.use({ allowedConsoleErrors: [/status of 400/] })

  test('page, section and language dropdowns; the section in both languages as labelled fields; each choice in the URL', async ({
    page,
  }) => {
    await openAdmin(page, { path: '/admin/content' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.admin.shell.tabs.content)
    await expect(page.getByLabel(c.page, { exact: true })).toHaveValue('home')
    await expect(page.getByLabel(c.section, { exact: true })).toHaveValue('hero')
    await expect(page.getByTestId('section-content-en')).toContainText(content.en.home.hero.title)
    await expect(page.getByTestId('section-content-es')).toContainText(content.es.home.hero.title)
    // No screen of the admin shows JSON (issue #33).
    await expect(page.locator('main')).not.toContainText('{"')

    await page.getByLabel(c.page, { exact: true }).selectOption('opportunity')
    await expect(page).toHaveURL(/\?page=opportunity&section=hero&lang=en$/)
    await expect(page.getByLabel(c.section, { exact: true }).locator('option')).toHaveText([
      c.sections.hero,
      c.sections.benefits,
      c.sections.requirements,
      c.sections.faq,
      // After the spec's four: the earnings cards (issue #35).
      c.sections.earnings,
    ])
    await page.getByLabel(c.section, { exact: true }).selectOption('faq')
    // Each choice navigates; the next one waits for it (a busy machine answers slowly).
    await expect(page).toHaveURL(/\?page=opportunity&section=faq&lang=en$/)
    await page.getByLabel(c.language, { exact: true }).selectOption('es')
    await expect(page).toHaveURL(/\?page=opportunity&section=faq&lang=es$/)
    await expect(page.getByTestId('section-content-es')).toContainText(content.es.opportunity.faq.title)

    // Lists are edited as lists: one fieldset per item, with add, move and remove.
    await page.getByRole('link', { name: c.edit }).click()
    const items = page.getByTestId('section-form').getByTestId('column-es').getByTestId('list-item')
    const count = content.es.opportunity.faq.items.length
    await expect(items).toHaveCount(count)
    await expectNoAxeViolations(page)
    const es = page.getByTestId('column-es')
    await es.getByRole('button', { name: fmt(c.moveDown, { n: 1, list: c.fields.items }) }).click()
    await expect(items.nth(1).getByLabel(c.fields.question)).toHaveValue(
      content.es.opportunity.faq.items[0]!.question,
    )
    await es.getByRole('button', { name: fmt(c.addItemTo, { list: c.fields.items }) }).click()
    await expect(items).toHaveCount(count + 1)
    await expect(items.last().getByLabel(c.fields.question)).toHaveValue('')
    await es.getByRole('button', { name: fmt(c.removeItem, { n: count + 1, list: c.fields.items }) }).click()
    await expect(items).toHaveCount(count)
    await page.getByRole('link', { name: c.cancel }).click()
    await expect(page.getByTestId('section-content-es')).toBeVisible()
  })

  test('edit the home hero title in English and Spanish, see / and /es change, restore the earlier version', async ({
    page,
  }) => {
    await openAdmin(page)
    const stamp = Date.now()
    const titles = { en: `Run your own routes ${stamp}`, es: `Dirija sus propias rutas ${stamp}` }

    for (const lang of ['en', 'es'] as const) {
      await visit(page, heroUrl(lang))
      await expect(page.getByTestId(`section-content-${lang}`)).toContainText(content[lang].home.hero.title)
      await page.getByRole('link', { name: c.edit }).click()
      const form = page.getByTestId('section-form')
      const column = form.getByTestId(`column-${lang}`)
      const title = column.getByLabel(c.fields.title, { exact: true })
      const subtitle = column.getByLabel(c.fields.subtitle)
      await expect(title).toHaveValue(content[lang].home.hero.title)

      // A refused save: the message beside the field, what was typed kept.
      await title.fill('')
      await subtitle.fill(`Subtitle ${stamp}`)
      await form.getByRole('button', { name: c.publishNow }).click()
      await expect(page.getByRole('alert')).toHaveText(c.invalid)
      await expect(title).toHaveAttribute('aria-invalid', 'true')
      await expect(form).toContainText(c.errors.required)
      await expect(subtitle).toHaveValue(`Subtitle ${stamp}`)
      await expectNoAxeViolations(page)

      await title.fill(titles[lang])
      await form.getByRole('button', { name: c.publishNow }).click()
      await expect(page.getByRole('status')).toHaveText(c.publishedNow)
      await expect(page.getByTestId(`section-content-${lang}`)).toContainText(titles[lang])
      const versions = page.getByTestId('version')
      await expect(versions).toHaveCount(2)
      await expect(versions.first()).toContainText('e2e-admin@example.com')
      await expect(versions.last()).toContainText(c.versions.original)

      await expectPublicHeroTitle(page, lang, titles[lang])
      await expect(page.getByTestId('hero-subtitle')).toHaveText(`Subtitle ${stamp}`)

      // Back to the content before the edit (which other tests of the suite expect).
      await restoreOriginal(page, lang)
      await expect(page.getByTestId('version')).toHaveCount(3)
      await expectPublicHeroTitle(page, lang, content[lang].home.hero.title)
    }
  })

  test('an FAQ answer drafted in both languages, previewed by staff only, scheduled, live on /opportunity and /es/opportunity at its time', async ({
    page,
    browser,
    baseURL,
  }) => {
    const faqUrl = (lang: Lang) => `/admin/content?page=opportunity&section=faq&lang=${lang}`
    const stamp = Date.now()
    const answers = { en: `Answer scheduled ${stamp}`, es: `Respuesta programada ${stamp}` }
    await openAdmin(page, { path: `${faqUrl('en')}&edit=1` })
    const form = page.getByTestId('section-form')
    for (const lang of ['en', 'es'] as const) {
      // The answer is rich text: typed, then a link to the contact page added from the keyboard.
      const answer = form
        .getByTestId(`column-${lang}`)
        .getByRole('textbox', { name: c.fields.answer })
        .first()
      await answer.fill(`${answers[lang]} `)
      await answer.press('End')
      await answer.press('Control+k')
      await form.getByLabel(t.richText.linkAddress).fill(`${lang === 'es' ? '/es' : ''}/contact`)
      await form.getByLabel(t.richText.linkAddress).press('Enter')
      await expect(answer.getByRole('link')).toHaveAttribute('href', `${lang === 'es' ? '/es' : ''}/contact`)
    }
    await form.getByRole('button', { name: c.saveDraft }).click()
    await expect(page.getByRole('status')).toHaveText(c.draftSaved)
    const panel = page.getByTestId('draft-panel')
    await expect(panel).toContainText(c.draft.notScheduled)
    await expectNoAxeViolations(page)

    // The preview: the real page with the draft, to this staff member only, in a new tab.
    const [preview] = await Promise.all([
      page.waitForEvent('popup'),
      panel
        .getByRole('link', {
          name: new RegExp(`^${escapeRegExp(fmt(c.preview.link, { language: c.languages.es }))}`),
        })
        .click(),
    ])
    await expect(preview.getByTestId('preview-banner')).toHaveText(messages.es.admin.content.preview.banner)
    await expect(preview.getByTestId('faq')).toContainText(answers.es)
    await preview.close()

    // A visitor sees the published page, with or without the preview query.
    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } })
    const anonymous = await visitor.newPage()
    await anonymous.goto('/opportunity?preview=draft')
    await expect(anonymous.getByTestId('faq')).toBeVisible()
    await expect(anonymous.getByTestId('faq')).not.toContainText(answers.en)
    await expect(anonymous.getByTestId('preview-banner')).toHaveCount(0)

    // Scheduled an hour ahead; its job is then run at once, as if it were that time (the
    // test-only trigger; tests/integration/content-drafts.test.ts proves the time with a controlled clock).
    await visit(page, `${faqUrl('en')}&edit=1`)
    await expect(
      form.getByTestId('column-en').getByRole('textbox', { name: c.fields.answer }).first(),
    ).toContainText(answers.en)
    const at = new Date(Math.floor(Date.now() / 1000) * 1000 + 3_600_000)
    await form.getByLabel(c.publishAt).fill(siteLocal(at))
    await form.getByRole('button', { name: c.schedule }).click()
    await expect(page.getByRole('status')).toContainText(c.scheduled.split('{{')[0]!.trim())
    await expect(panel.getByTestId('draft-schedule')).toContainText(
      c.draft.scheduledFor.split('{{')[0]!.trim(),
    )
    // Not live yet.
    await anonymous.goto('/opportunity')
    await expect(anonymous.getByTestId('faq')).not.toContainText(answers.en)

    // The editor in Spanish, with its scheduled draft and rich-text fields: nothing for axe either.
    await visit(page, `/es${faqUrl('es')}&edit=1`)
    await expect(page.getByTestId('draft-panel')).toContainText(
      messages.es.admin.content.draft.scheduledFor.split('{{')[0]!.trim(),
    )
    await expectNoAxeViolations(page)
    // Its time comes: the job publishes both languages and forgets the rendered pages.
    expect(await runDueJobs(page.request, baseURL!, { at, channel: 'content.publish' })).toMatchObject({
      sent: 1,
      failed: 0,
    })
    await anonymous.goto('/opportunity')
    await expect(anonymous.getByTestId('faq')).toContainText(answers.en)
    // The answer sits in a closed <details>: its link is in the HTML, shown when opened.
    await expect(anonymous.getByTestId('faq').locator('a[href="/contact"]')).toHaveText('/contact')
    await anonymous.goto('/es/opportunity')
    await expect(anonymous.getByTestId('faq')).toContainText(answers.es)
    await expect(anonymous.getByTestId('faq').locator('a[href="/es/contact"]')).toHaveText('/es/contact')
    await visitor.close()

    await visit(page, faqUrl('en'))
    await expect(page.getByTestId('draft-panel')).toHaveCount(0)
    await expect(page.getByTestId('version').first()).toContainText('e2e-admin@example.com')
    for (const lang of ['en', 'es'] as const) await restoreOriginal(page, lang, faqUrl(lang))
  })

  test('choose an uploaded image for the hero background and see it used on /', async ({ page }) => {
    await openAdmin(page, { path: '/admin/images' })
    await expectNoAxeViolations(page)
    const name = `hero-${Date.now()}.png`
    const png = await sharp({
      create: { width: 1200, height: 600, channels: 3, background: { r: 30, g: 41, b: 59 } },
    })
      .png()
      .toBuffer()
    await page.getByLabel(t.admin.images.file).setInputFiles({ name, mimeType: 'image/png', buffer: png })
    await page.getByRole('button', { name: t.admin.images.upload, exact: true }).click()
    await expect(page.getByRole('status')).toHaveText(t.admin.images.uploaded.replace('{{name}}', name))

    await visit(page, `${heroUrl('en')}&edit=1`)
    const form = page.getByTestId('section-form')
    const column = form.getByTestId('column-en')
    await column.getByLabel(c.image.choose).selectOption({ label: name })
    const address = column.getByLabel(c.image.url)
    await expect(address).toHaveValue(/^\/images\/u\/[0-9a-f]{16}-\d+\.webp$/)
    const url = await address.inputValue()
    const preview = column.getByRole('img', { name: c.image.preview })
    await expect(preview).toHaveAttribute('src', url)
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await form.getByRole('button', { name: c.publishNow }).click()
    await expect(page.getByRole('status')).toHaveText(c.publishedNow)
    await expect(page.getByTestId('section-content-en')).toContainText(url)

    // A library image is the hero's <img> with every stored width in srcset (issue #19 item 6).
    const id = /\/images\/u\/([0-9a-f]{16})-/.exec(url)![1]!
    await visit(page, '/')
    await expect(page.getByTestId('hero-image')).toHaveAttribute(
      'srcset',
      new RegExp(`${escapeRegExp(`/images/u/${id}-`)}\\d+\\.webp \\d+w`),
    )
    expect((await page.request.get(url)).status()).toBe(200)

    await restoreOriginal(page, 'en')
    await visit(page, '/')
    await expect(page.getByTestId('hero-image')).toHaveCount(0)
    await expect(page.getByTestId('hero')).not.toHaveAttribute('style', /background-image/)
  })
})
