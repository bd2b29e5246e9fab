import { readFile } from 'node:fs/promises'
import { adminSession, openAdmin } from './admin-helpers'
import { postForm } from './admin-http'
import { expect, expectNoAxeViolations, journeyLangs, localized, messages, test } from './fixtures'

// Signed in once, by the setup project (admin-session.setup.ts).
test.use({ storageState: adminSession })
test.describe.configure({ timeout: 150_000 })

/**
 * The Chat Questions tab (issue #20 item 12): a question the chat cannot answer, asked on a page,
 * is listed for staff with its page and count, marked handled, and found in the CSV export. The
 * question is posted over HTTP as the chat posts it (the chat's own journey, asking and storing it:
 * chat.spec.ts › no match: the fallback answer, and the question is stored for staff); the rows, the
 * handled state and the CSV's columns: tests/integration/chat-questions.test.ts.
 */

for (const lang of journeyLangs) {
  const t = messages[lang].adminChatQuestions
  test(`an unanswered chat question is listed, marked handled and exported (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const word = `zorb${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    const question = lang === 'en' ? `Do you sell ${word} on Mars?` : `¿Venden ${word} en Marte?`
    const asked = localized(lang, '/opportunity')
    await postForm(
      request,
      baseURL!,
      '/api/chat/unmatched',
      { assistant: 'main', lang, text: question, page: asked },
      { status: 201 },
    )

    await openAdmin(page, { lang, path: '/admin/chat-questions' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      messages[lang].admin.shell.tabs.chatQuestions,
    )
    const row = page.getByTestId('chat-question-row').filter({ hasText: word })
    await expect(row).toHaveCount(1)
    await expect(row.getByTestId('question-text')).toHaveText(question)
    await expect(row.getByTestId('question-pages')).toHaveText(asked)
    await expect(row.getByTestId('question-count')).toHaveText('1')
    await expect(row.getByTestId('question-status')).toHaveText(t.statuses.open)
    await expectNoAxeViolations(page)

    await row.getByRole('button', { name: t.markHandledLabel.replace('{{question}}', question) }).click()
    await expect(page.getByRole('status')).toHaveText(t.handledSaved_one.replace('{{count}}', '1'))
    await expect(row).toHaveCount(0)
    await page.getByTestId('questions-filter-handled').click()
    await expect(page).toHaveURL(/status=handled/)
    await expect(row.getByTestId('question-status')).toHaveText(t.statuses.handled)
    await expect(row).toContainText('e2e-admin@example.com')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: t.exportCsv }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^chat-questions-handled-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '')
    const line = csv.split('\r\n').find((l) => l.includes(word))
    expect(line).toMatch(new RegExp(`,${lang},${asked},1,.*,handled,.*,e2e-admin@example.com$`))
  })
}
