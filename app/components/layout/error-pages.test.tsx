import { screen } from '@testing-library/react'
import { data } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ORIGIN_REFUSAL } from '#app/domain/http/replies'
import { errorMessages } from '#app/i18n/errors'
import { renderPage } from '../../../tests/support/render-route'
import { isOriginRefusal, RouteErrorPage } from './error-pages'

/** What the origin rule throws for a page's form posted without its origin (issue #46). */
const refusal = () => {
  const thrown = data(ORIGIN_REFUSAL, { status: 403 })
  return { status: 403, statusText: '', internal: false, data: thrown.data }
}

describe('the error page of a refused form', () => {
  it.each(['en', 'es'] as const)(
    'says in %s what happened and what to do, with no raw JSON',
    async (lang) => {
      const texts = errorMessages[lang].refused
      renderPage(() => <RouteErrorPage error={refusal()} />, { lang, path: '/portal/set-password' })
      expect(await screen.findByRole('heading', { name: texts.title })).toBeTruthy()
      expect(screen.getByText(texts.text)).toBeTruthy()
      expect(screen.getByRole('link', { name: texts.home }).getAttribute('href')).toBe(
        lang === 'es' ? '/es' : '/',
      )
      expect(document.body.textContent).not.toContain('cross-site request refused')
    },
  )

  it('is the refusal only for the origin rule’s 403', () => {
    expect(isOriginRefusal(refusal())).toBe(true)
    expect(isOriginRefusal({ ...refusal(), status: 404 })).toBe(false)
    expect(isOriginRefusal({ ...refusal(), data: null })).toBe(false)
    expect(isOriginRefusal(new Error('x'))).toBe(false)
  })
})
