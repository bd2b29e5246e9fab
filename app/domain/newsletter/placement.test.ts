import { describe, expect, it } from 'vitest'
import { pageAt } from '#app/i18n/namespaces'
import { consentBannerAllowedFor, popupAllowedFor } from './placement'

describe('where the popup and the banner appear', () => {
  it.each([
    ['/', true, true],
    ['/es', true, true],
    ['/opportunity', true, true],
    ['/es/videos/2', true, true],
    ['/some-operator', true, true],
    // Pages whose main content is a form (issue #45 item 2): the registry's formPage.
    ['/contact', false, true],
    ['/es/contact', false, true],
    ['/cart', false, true],
    ['/playbook', false, true],
    ['/es/service/contact', false, true],
    ['/portal', false, true],
    ['/secure-videos', true, true],
    ['/service', false, true],
    ['/es/service/calculator', false, true],
    ['/admin', false, false],
    ['/es/admin/content', false, false],
    ['/launch-checklist', false, false],
    ['/verify-operators', false, false],
    ['/newsletter/confirm', false, true],
    ['/es/newsletter/unsubscribe', false, true],
  ])('%s: popup %s, banner %s', (path, popup, banner) => {
    const page = pageAt(path)
    expect(popupAllowedFor(page)).toBe(popup)
    expect(consentBannerAllowedFor(page)).toBe(banner)
  })
})
