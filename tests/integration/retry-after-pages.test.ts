import { describe, expect, it } from 'vitest'
import * as adminForgot from '#app/routes/admin/forgot'
import * as adminLogin from '#app/routes/admin/login'
import * as formsContact from '#app/routes/forms/contact'
import * as playbook from '#app/routes/forms/playbook'
import * as playbookGuide from '#app/routes/forms/playbook-guide'
import * as portalForgot from '#app/routes/portal/forgot'
import * as portalLogin from '#app/routes/portal/login'
import * as businessRegistration from '#app/routes/service/business-registration'
import * as serviceContact from '#app/routes/service/contact'
import * as operatorApplication from '#app/routes/service/operator-application'
import * as secureVideos from '#app/routes/videos/secure-videos'

/**
 * Every page whose action can refuse with 429 passes the refusal's Retry-After on in its `headers`
 * (a route's `headers` replaces what its action set), with `passRetryAfter` (issue #43), and keeps
 * the headers it had of its own.
 */
type HeadersFn = (args: { loaderHeaders: Headers; actionHeaders: Headers }) => HeadersInit
const pages: [string, HeadersFn, 'none' | 'loader' | 'own'][] = [
  ['service contact', serviceContact.headers as HeadersFn, 'none'],
  ['business registration', businessRegistration.headers as HeadersFn, 'none'],
  ['operator application', operatorApplication.headers as HeadersFn, 'none'],
  ['contact', formsContact.headers as HeadersFn, 'none'],
  ['playbook', playbook.headers as HeadersFn, 'none'],
  ['playbook guide', playbookGuide.headers as HeadersFn, 'loader'],
  ['secure videos', secureVideos.headers as HeadersFn, 'loader'],
  ['admin sign-in', adminLogin.headers as HeadersFn, 'own'],
  ['admin forgot password', adminForgot.headers as HeadersFn, 'own'],
  ['portal sign-in', portalLogin.headers as HeadersFn, 'own'],
  ['portal forgot password', portalForgot.headers as HeadersFn, 'own'],
]

describe.each(pages)('the %s page', (_name, headers, kind) => {
  const loaderHeaders = new Headers({ 'X-From-Loader': 'yes' })
  it("passes a refusal's Retry-After on", () => {
    const out = new Headers(headers({ loaderHeaders, actionHeaders: new Headers({ 'Retry-After': '75' }) }))
    expect(out.get('Retry-After')).toBe('75')
  })
  it('adds no Retry-After without a refusal, and keeps its own headers', () => {
    const out = new Headers(headers({ loaderHeaders, actionHeaders: new Headers() }))
    expect(out.get('Retry-After')).toBeNull()
    expect(out.get('X-From-Loader')).toBe(kind === 'loader' ? 'yes' : null)
    if (kind === 'own') expect(out.get('Cache-Control')).toBe('private, no-store')
    if (kind === 'none') expect([...out]).toEqual([])
  })
})
