import type { Locator, Page } from '@playwright/test'
import { expect, settings } from './fixtures'

/**
 * The marketing pages frame other sites (video player, affiliate form). The tests have no network:
 * those addresses answer with a small accessible page, and every request to them is recorded.
 */
export async function stubExternalFrames(page: Page) {
  const requests: string[] = []
  const hosts = [new URL(settings.affiliateFormUrl).origin, 'https://www.youtube-nocookie.com']
  for (const host of hosts) {
    await page.route(`${host}/**`, (route) => {
      requests.push(route.request().url())
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><head><title>Embedded page</title></head><body><main><p>Embedded page</p></main></body></html>',
      })
    })
  }
  return requests
}

/** A link that opens another site in a new tab, safely. */
export async function expectNewTabLink(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/)
}

/** The JSON-LD blocks of the page, parsed. */
export async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

export const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`
