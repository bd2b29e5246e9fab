import type { BrowserContext, Page } from '@playwright/test'
import {
  expect,
  localized,
  messages,
  test,
  visit,
  waitForHydration,
  type Lang,
  journeyLangs,
} from './fixtures'
import { e2eServerEnv } from './server-env'

/**
 * /secure-videos (marketing-site.md §2 Secure videos, §4, §5): the password is checked on the
 * server; the signed HttpOnly cookie secure_videos_auth unlocks the tutorials for a day. What the
 * server answers to a given cookie is read over HTTP (secure-videos.http.spec.ts).
 */
const PASSWORD = e2eServerEnv.SECURE_VIDEOS_PASSWORD
const COOKIE = 'secure_videos_auth'
const tutorialIds = ['4', '6', '10']

// A wrong password answers 401 and too many attempts 429: the browser reports those statuses of
// the form's request in the console, which is expected here.
test.use({ allowedConsoleErrors: [/status of (401|429)/] })

/** Each test is its own visitor (own IP, through the trusted loopback proxy): rate limits stay apart. */
let visitor = 0
test.beforeEach(async ({ page }, testInfo) => {
  visitor += 1
  await page.setExtraHTTPHeaders({
    'X-Forwarded-For': `198.18.${testInfo.workerIndex % 250}.${(visitor % 250) + 1}`,
  })
})

async function authCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === COOKIE)
}

async function unlock(page: Page, lang: Lang, password = PASSWORD) {
  const t = messages[lang].videos.secure
  await page.getByLabel(t.passwordLabel, { exact: true }).fill(password)
  await page.getByRole('button', { name: t.submit }).click()
}

for (const lang of journeyLangs) {
  const t = messages[lang].videos.secure
  const path = (p: string) => localized(lang, p)

  test.describe(`secure videos (${lang})`, () => {
    test('the password field has a show/hide toggle', async ({ page }) => {
      await visit(page, path('/secure-videos'))
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
      const field = page.getByLabel(t.passwordLabel, { exact: true })
      await expect(field).toHaveAttribute('type', 'password')
      await field.fill('secret')
      await page.getByRole('button', { name: t.showPassword }).click()
      await expect(field).toHaveAttribute('type', 'text')
      await expect(field).toHaveValue('secret')
      await page.getByRole('button', { name: t.hidePassword }).click()
      await expect(field).toHaveAttribute('type', 'password')
    })

    test('a wrong password is refused on the server with no cookie', async ({ page, context }) => {
      await visit(page, path('/secure-videos'))
      const responses: number[] = []
      page.on('response', (r) => {
        if (r.request().method() === 'POST') responses.push(r.status())
      })
      await unlock(page, lang, 'not the password')
      await expect(page.getByRole('alert')).toHaveText(t.incorrect)
      await expect(page.getByLabel(t.passwordLabel, { exact: true })).toBeFocused()
      await expect(page.getByLabel(t.passwordLabel, { exact: true })).toHaveAttribute('aria-invalid', 'true')
      expect(responses).toEqual([401])
      expect(await authCookie(context)).toBeUndefined()
      await expect(page.getByTestId('private-video')).toHaveCount(0)
    })

    test('the right password unlocks the tutorials for a day; Logout locks them again', async ({
      page,
      context,
    }) => {
      await visit(page, path('/secure-videos'))
      const before = Date.now() / 1000
      await unlock(page, lang)
      await expect(page.getByRole('heading', { level: 1, name: t.unlockedTitle })).toBeVisible()
      const videos = page.getByTestId('private-video')
      await expect(videos).toHaveCount(3)
      expect(await videos.evaluateAll((items) => items.map((i) => i.getAttribute('data-video-id')))).toEqual(
        tutorialIds,
      )
      await videos.first().getByTestId('video-play').click()
      await expect(videos.first().getByTestId('video-frame')).toHaveAttribute('src', /PLACEHOLD04/)

      const cookie = await authCookie(context)
      expect(cookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' })
      expect(cookie!.value).toMatch(/^\d+\.[\w-]{43}$/)
      expect(cookie!.expires).toBeGreaterThan(before + 86_400 - 60)
      expect(cookie!.expires).toBeLessThan(before + 86_400 + 60)
      await expect(page.getByTestId('secure-videos-unlocked')).toBeVisible()

      await page.getByRole('button', { name: t.logout }).click()
      await expect(page.getByTestId('secure-videos-locked')).toBeVisible()
      expect(await authCookie(context)).toBeUndefined()
      await expect(page.getByTestId('private-video')).toHaveCount(0)
    })

    test("a tutorial's page asks for the password, then shows the video", async ({ page }) => {
      await page.goto(path('/videos/6'))
      await waitForHydration(page)
      await expect(page).toHaveURL(new RegExp(`${path('/secure-videos')}\\?video=6$`))
      await unlock(page, lang)
      await expect(page).toHaveURL(new RegExp(`${path('/videos/6')}$`))
      const detail = page.getByTestId('video-detail')
      await expect(detail).toHaveAttribute('data-video-id', '6')
      await expect(detail.getByTestId('video-meta').getByTestId('secured-badge')).toBeVisible()
      await detail.getByTestId('video-play').click()
      await expect(detail.getByTestId('video-frame')).toHaveAttribute('src', /PLACEHOLD06/)
      // Related videos of the same category, without this one; a private page is not indexed.
      const related = await page
        .getByTestId('related-videos')
        .getByTestId('video-card')
        .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-video-id')))
      expect(related).toEqual(['4', '10'])
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0)
    })
  })
}

test('attempts are rate limited per visitor', async ({ page, request, baseURL }) => {
  const ip = '198.19.7.7'
  for (let i = 0; i < 10; i++) {
    const r = await request.post('/secure-videos', {
      form: { intent: 'unlock', password: `guess ${i}` },
      // As a browser page sends it: with the site's Origin (the origin rule refuses a POST without).
      headers: { 'X-Forwarded-For': ip, Origin: baseURL! },
      maxRedirects: 0,
    })
    expect(r.status()).toBe(401)
  }
  const blocked = await request.post('/secure-videos', {
    form: { intent: 'unlock', password: PASSWORD },
    headers: { 'X-Forwarded-For': ip, Origin: baseURL! },
    maxRedirects: 0,
  })
  expect(blocked.status()).toBe(429)
  expect(Number(blocked.headers()['retry-after'])).toBeGreaterThan(0)
  expect(blocked.headers()['set-cookie']).toBeUndefined()

  // The same visitor in the browser sees why.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip })
  await visit(page, '/es/secure-videos')
  await unlock(page, 'es')
  await expect(page.getByRole('alert')).toHaveText(
    /^Demasiados intentos\. Inténtelo de nuevo dentro de \d+ minutos?\.$/,
  )
  await expect(page.getByTestId('private-video')).toHaveCount(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form unlocks and Logout locks', async ({ page, context }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.19.8.8' })
    await page.goto('/secure-videos')
    await page.getByLabel(messages.en.videos.secure.passwordLabel, { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: messages.en.videos.secure.submit }).click()
    await expect(page.getByTestId('private-video')).toHaveCount(3)
    expect(await authCookie(context)).toBeDefined()
    await page.getByRole('button', { name: messages.en.videos.secure.logout }).click()
    await expect(page.getByTestId('secure-videos-locked')).toBeVisible()
    expect(await authCookie(context)).toBeUndefined()
  })
})
