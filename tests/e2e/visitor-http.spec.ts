import { journeyLangs, localized, messages } from './fixtures'
import { expect, fetchPage, test } from './http'
import { descriptionOf, postPage, textOf } from './http-forms'
import { mailbox } from './mailbox'

/**
 * What the server renders for a visitor's forms, newsletter links, consent banner, chat and shop
 * (issue #41), read over HTTP with no browser: the lead form without JavaScript, the honeypot's
 * markup, the contact details, the newsletter's confirm and unsubscribe pages and RFC 8058 one-click
 * unsubscribe, where the consent banner and the assistants are, and the catalogue with its filter
 * and structured data. The browser specs (forms.spec.ts, newsletter.spec.ts,
 * newsletter-consent.spec.ts, chat.spec.ts, shop.spec.ts) keep what only a browser shows.
 */

const q = (root: ParentNode, testId: string) => root.querySelector(`[data-testid="${testId}"]`)
const qa = (root: ParentNode, testId: string) => [...root.querySelectorAll(`[data-testid="${testId}"]`)]
const headings = (root: ParentNode) => [...root.querySelectorAll('h1, h2, h3')].map(textOf)
const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
const STAFF = 'staff@example.com'

/** The named controls of a form with the values a browser would submit untouched. */
function formDefaults(form: Element): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const el of form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    'input[name], select[name], textarea[name]',
  )) {
    if (el instanceof form.ownerDocument.defaultView!.HTMLInputElement) {
      if ((el.type === 'checkbox' || el.type === 'radio') && !el.checked) continue
      if (el.type === 'submit') continue
    }
    fields[el.name] = el.value
  }
  return fields
}

test.describe('the lead form on /contact over HTTP', () => {
  const t = messages.en.forms

  test('the contact details, the form as served, and the honeypot hidden from people and assistive technology', async ({
    request,
  }) => {
    const { document } = await fetchPage(request, '/contact')
    const details = q(document, 'contact-details')!
    const links = [...details.querySelectorAll('a')]
    expect(links.find((a) => /555/.test(textOf(a)))?.getAttribute('href')).toMatch(/^tel:/)
    expect(links.find((a) => /@/.test(textOf(a)))?.getAttribute('href')).toMatch(/^mailto:/)

    const form = q(document, 'lead-form')!
    const experience = form.querySelector<HTMLSelectElement>('select[name="experience"]')!
    expect(experience.value).toBe('none')
    expect([...experience.options].map(textOf)).toEqual(Object.values(t.options.leadExperience))
    expect(textOf(form)).toContain(t.contact.ifApplicable)
    expect(form.querySelector('textarea[name="message"]')!.getAttribute('rows')).toBe('4')

    // Off the screen too: forms.spec.ts checks it is not in the viewport.
    const honeypot = form.querySelector('input[name="website_url"]')!
    expect(honeypot.getAttribute('tabindex')).toBe('-1')
    expect(honeypot.getAttribute('autocomplete')).toBe('off')
    expect(honeypot.closest('div[aria-hidden="true"]')).not.toBeNull()
  })

  test('without JavaScript the lead form is validated by the server, keeps the values, escapes them, and then succeeds', async ({
    request,
    baseURL,
  }) => {
    const ip = `198.19.250.${Math.floor(Math.random() * 200) + 1}`
    const served = await fetchPage(request, '/contact')
    const form = q(served.document, 'lead-form')!
    expect(form.getAttribute('method')).toBe('post')
    const defaults = formDefaults(form)
    const hostile = '<img src=x onerror=alert(1)>'
    const refused = await postPage(
      request,
      baseURL!,
      '/contact',
      { ...defaults, firstName: hostile, email: 'nojs@example.com', confirmEmail: 'other@example.com' },
      { status: 400, ip },
    )
    const again = q(refused.document, 'lead-form')!
    expect(textOf(again)).toContain(t.errors.emailMismatch)
    expect(textOf(again)).toContain(t.errors.required)
    const confirm = again.querySelector('input[name="confirmEmail"]')!
    expect(descriptionOf(refused.document, confirm)).toContain(t.errors.emailMismatch)
    // Typed values stay, as text: the markup never became an element.
    expect(again.querySelector('input[name="firstName"]')!.getAttribute('value')).toBe(hostile)
    expect(refused.document.querySelectorAll('img[src="x"]')).toHaveLength(0)
    expect(refused.html).not.toContain('<img src=x')

    const address = unique('nojs')
    const fields = {
      ...defaults,
      firstName: 'Ana',
      lastName: 'Díaz',
      email: address,
      confirmEmail: address,
      phone: '(305) 555-0101',
      city: 'Miami',
      state: 'FL',
    }
    // Stored: sent on to the page that shows it (Post/Redirect/Get), the same for everyone.
    const accepted = await postPage(request, baseURL!, '/contact', fields, {
      ip,
      redirectsTo: '/contact?sent=1',
    })
    const success = q(accepted.document, 'form-success')!
    expect(textOf(success)).toContain(t.contact.success.text)
    await mailbox.waitFor((m) => m.to.includes(address))
    await mailbox.waitFor((m) => m.to.includes(STAFF) && m.text.includes(address))
    // 'Send another' is a GET of the page: a blank form.
    const back = success.querySelector('form')!
    expect(back.getAttribute('method')).toBe('get')
    expect(back.getAttribute('action')).toBe('/contact')
    expect(textOf(back.querySelector('button')!)).toBe(t.contact.success.again)
    const blank = await fetchPage(request, '/contact')
    expect(
      q(blank.document, 'lead-form')!.querySelector('input[name="firstName"]')!.getAttribute('value') ?? '',
    ).toBe('')
  })
})

test.describe('newsletter links over HTTP', () => {
  for (const lang of journeyLangs) {
    test(`bad tokens get a clear message (${lang})`, async ({ request }) => {
      const n = messages[lang].newsletter
      const unsub = await fetchPage(request, `${localized(lang, '/newsletter/unsubscribe')}?token=nope`, {
        status: 400,
      })
      expect(headings(unsub.document)).toContain(n.unsubscribe.invalidTitle)
      const confirm = await fetchPage(
        request,
        `${localized(lang, '/newsletter/confirm')}?token=${'a'.repeat(43)}`,
        {
          status: 400,
        },
      )
      expect(headings(confirm.document)).toContain(n.confirm.invalidTitle)
    })
  }

  test('one-click POST without cookies from another site unsubscribes; the GET page has a button', async ({
    request,
    playwright,
    baseURL,
  }) => {
    // Sign up and confirm through the API and the mail, as a visitor would.
    const address = `nl-unsub-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
    const signup = await request.post('/api/newsletter/subscribe', {
      form: { email: address, consent: 'on', lang: 'en' },
      headers: { Origin: baseURL!, 'X-Forwarded-For': `198.19.251.${Math.floor(Math.random() * 200) + 1}` },
    })
    expect(signup.status()).toBe(200)
    const confirm = (await mailbox.waitFor((m) => m.to.includes(address), 20_000))[0]!
    const confirmLink = new URL(
      /https?:\/\/[^\s"<>]+\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(confirm.text)![0],
    )
    await fetchPage(request, confirmLink.pathname + confirmLink.search)
    const welcome = (
      await mailbox.waitFor((m) => m.to.includes(address) && m.subject !== confirm.subject, 20_000)
    )[0]!
    const header = Object.entries(welcome.headers).find(([k]) => k.toLowerCase() === 'list-unsubscribe')![1]
    // The sink keeps the raw (possibly folded) header line: unfold it.
    const unsubscribe = new URL(/<([^>]+)>/.exec(String(header).replace(/\s+/g, ''))![1]!)
    const u = messages.en.newsletter.unsubscribe

    // The GET page shows a button; nothing changes on GET.
    const page = await fetchPage(request, unsubscribe.pathname + unsubscribe.search)
    expect([...page.document.querySelectorAll('main button')].map(textOf)).toContain(u.button)

    // RFC 8058: the mail provider POSTs from its own servers, without cookies.
    const provider = await playwright.request.newContext({ baseURL })
    const response = await provider.post(unsubscribe.pathname + unsubscribe.search, {
      form: { 'List-Unsubscribe': 'One-Click' },
      headers: { Origin: 'https://mail.example.net', 'Sec-Fetch-Site': 'cross-site' },
    })
    expect(response.status()).toBe(200)
    expect(await response.text()).not.toMatch(/at .+\.js:\d+/)
    await provider.dispose()
    const after = await fetchPage(request, unsubscribe.pathname + unsubscribe.search)
    expect(textOf(after.document.querySelector('main')!)).toContain(u.alreadyText)
  })
})

test.describe('the consent banner over HTTP', () => {
  const label = messages.en.consent.label
  const bannerOf = (document: Document) =>
    [...document.querySelectorAll('[data-consent-banner]')].filter(
      (b) => b.getAttribute('aria-label') === label,
    )

  test('the banner is in the service pages too, and not in staff pages', async ({ request }) => {
    expect(bannerOf((await fetchPage(request, '/service')).document)).toHaveLength(1)
    // /admin answers its sign-in page.
    expect(bannerOf((await fetchPage(request, '/admin', { follow: true })).document)).toHaveLength(0)
  })

  test('without JavaScript there is nothing to consent to: the page hides the banner in a noscript style', async ({
    request,
  }) => {
    const { document, html } = await fetchPage(request, '/')
    expect(bannerOf(document)).toHaveLength(1)
    expect(html).toMatch(/<noscript><style>\[data-consent-banner\]\{display:none\}<\/style><\/noscript>/)
    expect(document.querySelector('h1')).not.toBeNull()
  })

  test('the CSP lists no tag host when no IDs are configured', async ({ request }) => {
    const { headers } = await fetchPage(request, '/')
    expect(headers['content-security-policy'] ?? '').not.toMatch(/googletagmanager|facebook/)
  })
})

test('the main chat on marketing and standalone pages, none on service pages, the service chat on /service', async ({
  request,
}) => {
  for (const [path, status, assistant] of [
    ['/', 200, 'main'],
    ['/videos', 200, 'main'],
    ['/es/secure-videos', 200, 'main'],
    ['/some-operator', 404, 'main'],
    ['/service/areas', 200, null],
    ['/es/service/calculator', 200, null],
    ['/service', 200, 'service'],
    ['/es/service', 200, 'service'],
  ] as const) {
    const { document } = await fetchPage(request, path, { status })
    const chats = [...document.querySelectorAll('[data-chat-assistant]')].map((c) =>
      c.getAttribute('data-chat-assistant'),
    )
    expect(chats, path).toEqual(assistant ? [assistant] : [])
  }
})

for (const lang of journeyLangs) {
  const t = messages[lang].shop
  const path = (p: string) => localized(lang, p)
  const money = (cents: number) =>
    new Intl.NumberFormat(lang === 'es' ? 'es-US' : 'en-US', { style: 'currency', currency: 'USD' }).format(
      cents / 100,
    )

  test(`the catalogue over HTTP (${lang}): the category filter lives in the URL; an unknown category is empty; structured data`, async ({
    request,
  }) => {
    const all = await fetchPage(request, path('/products'))
    expect(qa(all.document, 'product-card')).toHaveLength(8)
    const filter = [...all.document.querySelectorAll('nav')].find(
      (n) => n.getAttribute('aria-label') === t.filterLabel,
    )!
    const links = [...filter.querySelectorAll('a')]
    expect(links).toHaveLength(4)
    // The filter is a link to the URL with the category (a click is a navigation to it).
    const target = new URL(links[3]!.getAttribute('href')!, `http://localhost${path('/products')}`)
    expect(`${target.pathname}${target.search}`).toBe(`${path('/products')}?category=equipment`)

    const equipment = await fetchPage(request, `${target.pathname}${target.search}`)
    expect(qa(equipment.document, 'product-card')).toHaveLength(2)
    const filtered = [...equipment.document.querySelectorAll('nav')].find(
      (n) => n.getAttribute('aria-label') === t.filterLabel,
    )!
    expect([...filtered.querySelectorAll('a')].map((a) => a.getAttribute('aria-current'))).toEqual([
      null,
      null,
      null,
      'true',
    ])
    const card7 = equipment.document.querySelector('[data-testid="product-card"][data-product-id="7"]')!
    expect(textOf(q(card7, 'product-price')!)).toBe(money(49900))

    expect(
      qa((await fetchPage(request, path('/products?category=apparel'))).document, 'product-card'),
    ).toHaveLength(1)
    const nothing = await fetchPage(request, path('/products?category=nothing'))
    expect(textOf(q(nothing.document, 'products-empty')!)).toContain(t.empty)

    // Structured data: a Product with an Offer per product shown.
    const blocks = [...all.document.querySelectorAll('script[type="application/ld+json"]')]
    const json = JSON.parse(blocks.at(-1)!.textContent ?? '{}') as {
      '@graph': Array<{ offers: { price: string; priceCurrency: string } }>
    }
    expect(json['@graph']).toHaveLength(8)
    expect(json['@graph'][0]!.offers).toMatchObject({ price: '99.99', priceCurrency: 'USD' })
  })
}
