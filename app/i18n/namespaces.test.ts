import { describe, expect, it } from 'vitest'
import en from './en'
import { namespacesDiffer, omittedNamespaces, textSelectionAt } from './namespaces'

/** Which of `namespaces` a page carries, in the order given. */
function keptAmong(namespaces: string[]) {
  return (path: string) => namespaces.filter((n) => !omittedNamespaces(path).includes(n))
}

describe('omittedNamespaces', () => {
  it('names only namespaces that exist', () => {
    for (const path of ['/', '/es/videos', '/contact', '/service/order', '/products', '/terms']) {
      for (const namespace of omittedNamespaces(path)) expect(Object.keys(en)).toContain(namespace)
    }
  })

  it('keeps the staff texts off public pages and gives staff pages everything but the gated texts', () => {
    expect(omittedNamespaces('/')).toEqual([
      'admin',
      'adminArticles',
      'adminBookings',
      'adminChatQuestions',
      'adminChatTopics',
      'adminCoverageGaps',
      'adminDeliveries',
      'adminEarningsClaims',
      'adminMail',
      'adminMarkets',
      'adminNewsletters',
      'adminOperatorChanges',
      'adminOrders',
      'adminPerson',
      'adminPersonTemplates',
      'adminPipeline',
      'adminProducts',
      'adminSettings',
      'adminSubmissions',
      'adminVideos',
      'affiliate',
      'articles',
      'bookings',
      'chatAnswers',
      'deliveries',
      'forms',
      'launchChecklist',
      'legal',
      'operators',
      'opportunity',
      'playbookGuide',
      'portal',
      'portalPage',
      'portalQuotes',
      'richText',
      'service',
      'servicePages',
      'shop',
      'troubleshooting',
      'verifyOperators',
      'videos',
      'whatYouGet',
    ])
    // The operator portal carries its own texts and none of the staff's.
    expect(omittedNamespaces('/es/portal/home')).not.toContain('portal')
    expect(omittedNamespaces('/portal')).toContain('admin')
    expect(omittedNamespaces('/es/admin/submissions')).toEqual(['chatAnswers', 'playbookGuide'])
    expect(omittedNamespaces('/admin/videos')).toEqual(['chatAnswers', 'playbookGuide'])
    expect(omittedNamespaces('/launch-checklist')).toEqual(['chatAnswers', 'playbookGuide'])
    expect(omittedNamespaces('/es/verify-operators')).toEqual(['chatAnswers', 'playbookGuide'])
  })

  it('gives a sign-in page its form and shell, none of the area behind it (issue #29)', () => {
    for (const path of ['/admin', '/es/admin']) {
      const { omitted, partial } = textSelectionAt(path)
      expect(partial).toEqual({ admin: ['meta', 'login', 'errors'] })
      for (const namespace of ['shop', 'operators', 'servicePages', 'service', 'forms', 'adminOrders'])
        expect(omitted).toContain(namespace)
      // The admin shell shows no chat, consent banner or newsletter popup.
      for (const namespace of ['chat', 'consent', 'newsletter']) expect(omitted).toContain(namespace)
    }
    for (const path of ['/portal', '/es/portal/forgot', '/portal/set-password']) {
      const { omitted, partial } = textSelectionAt(path)
      expect(partial.portal).toEqual(
        expect.arrayContaining(['login', 'forgot', 'setPassword', 'shell', 'meta', 'errors']),
      )
      expect(partial.portal).not.toContain('home')
      expect(partial.portal).not.toContain('admin')
      expect(omitted).toEqual(expect.arrayContaining(['portalPage', 'bookings', 'admin', 'playbookGuide']))
    }
    // Signed in, the portal carries its whole bundle.
    expect(textSelectionAt('/portal/home').partial).toEqual({})
  })

  it('never puts a gated text in a page, and the service header only in the service section', () => {
    for (const path of [
      '/',
      '/playbook',
      '/playbook/guide',
      '/es/playbook/guide',
      '/admin/content',
      '/portal/page',
    ])
      expect(omittedNamespaces(path)).toEqual(expect.arrayContaining(['playbookGuide', 'chatAnswers']))
    expect(omittedNamespaces('/service/contact')).not.toContain('service')
    expect(omittedNamespaces('/contact')).toContain('service')
  })

  it('gives each page group its own namespaces, in both languages and with a trailing slash', () => {
    const kept = keptAmong(['forms', 'servicePages', 'shop', 'legal', 'troubleshooting'])
    expect(kept('/contact')).toEqual(['forms'])
    expect(kept('/es/playbook')).toEqual(['forms'])
    expect(kept('/playbook/guide')).toEqual(['forms'])
    expect(kept('/service')).toEqual(['servicePages'])
    expect(kept('/es/service/')).toEqual(['servicePages'])
    expect(kept('/service/contact')).toEqual(['forms', 'servicePages'])
    expect(kept('/products')).toEqual(['shop'])
    expect(kept('/es/cart')).toEqual(['shop'])
    expect(kept('/terms')).toEqual(['legal'])
    expect(kept('/es/privacy')).toEqual(['legal'])
    expect(kept('/troubleshooting')).toEqual(['troubleshooting'])
    expect(kept('/some-operator')).toEqual([])
    const marketing = keptAmong([
      'operators',
      'markets',
      'home',
      'opportunity',
      'whatYouGet',
      'affiliate',
      'videos',
    ])
    expect(marketing('/')).toEqual(['markets', 'home'])
    expect(marketing('/es/')).toEqual(['markets', 'home'])
    expect(marketing('/operators')).toEqual(['operators', 'markets'])
    expect(marketing('/jane-doe')).toEqual(['operators'])
    expect(marketing('/es/jane-doe/')).toEqual(['operators'])
    // /test-operator is a staff page now (issue #16): staff pages carry every namespace.
    expect(omittedNamespaces('/test-operator')).toEqual(['chatAnswers', 'playbookGuide'])
    expect(marketing('/opportunity')).toEqual(['opportunity'])
    expect(marketing('/what-you-get')).toEqual(['whatYouGet'])
    expect(marketing('/affiliate')).toEqual(['affiliate'])
    expect(marketing('/videos')).toEqual(['videos'])
    expect(marketing('/es/videos/intro')).toEqual(['videos'])
    expect(marketing('/secure-videos')).toEqual(['videos'])
    expect(marketing('/cart')).toEqual([])
    expect(marketing('/service/calculator')).toEqual([])
    expect(marketing('/no/such/page')).toEqual([])
    // A name that only starts like a page's is not that page.
    expect(kept('/contacts')).toEqual([])
    expect(kept('/services')).toEqual([])
  })

  it('tells when a client-side navigation needs the root data again', () => {
    expect(namespacesDiffer('/', '/videos')).toBe(true)
    expect(namespacesDiffer('/videos', '/es/videos/abc')).toBe(false)
    expect(namespacesDiffer('/', '/es')).toBe(false)
    expect(namespacesDiffer('/jane-doe', '/es/maria')).toBe(false)
    expect(namespacesDiffer('/', '/products')).toBe(true)
    expect(namespacesDiffer('/products', '/cart')).toBe(false)
    expect(namespacesDiffer('/service', '/service/contact')).toBe(true)
    expect(namespacesDiffer('/admin/content', '/admin/mail')).toBe(false)
  })
})
