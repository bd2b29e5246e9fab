import { screen, within } from '@testing-library/react'
import { data } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { OperatorSuggestions } from '#app/domain/operators/suggestions'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, tFor } from '../../../tests/support/render-route'
import { ErrorBoundary } from './operator'

/** The operator route at /{slug} whose loader answers 404 with `suggestions`, as the real one does. */
function renderMissing(lang: Lang, slug: string, suggestions: OperatorSuggestions) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/:slug' : '/:slug',
        Component: () => null,
        loader: () => {
          throw data({ notFound: 'operator', suggestions }, { status: 404 })
        },
        ErrorBoundary: ErrorBoundary as never,
      },
    ],
    { lang, path: `/${slug}` },
  )
}

const nearBoca: OperatorSuggestions = {
  town: 'Boca Raton',
  operators: [
    { slug: 'delray-beach-courier', name: 'Delray Beach Courier', areaServed: 'Delray Beach, FL' },
    { slug: 'boynton-quick-runs', name: 'Boynton Quick Runs', areaServed: 'Boynton Beach, FL' },
    { slug: 'las-olas-courier', name: 'Las Olas Courier', areaServed: 'Fort Lauderdale, FL' },
    { slug: 'miami-express-courier', name: 'Miami Express Courier', areaServed: 'Miami, FL' },
    { slug: 'peachtree-courier', name: 'Peachtree Courier', areaServed: null },
  ],
}

for (const lang of ['en', 'es'] as const) {
  const t = tFor(lang)
  const localized = (path: string) => (lang === 'es' ? `/es${path}` : path)
  describe(`operator not found (${lang})`, () => {
    it('lists the suggested operators as links, in order, under the town they are near', async () => {
      renderMissing(lang, 'boca-raton-courier', nearBoca)
      const page = await screen.findByTestId('operator-not-found')
      expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(t('operators.notFound.title'))
      const list = within(page).getByTestId('operator-suggestions')
      expect(within(list).getByRole('heading', { level: 2 })).toHaveTextContent(
        t('operators.notFound.suggestionsNear', { town: 'Boca Raton' }),
      )
      const links = within(list).getAllByRole('link')
      expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
        nearBoca.operators.map((o) => [o.name, localized(`/${o.slug}`)]),
      )
      expect(within(page).getByRole('link', { name: t('operators.notFound.back') })).toHaveAttribute(
        'href',
        localized('/operators'),
      )
    })

    it('names no town when the slug names none', async () => {
      renderMissing(lang, 'no-such-operator', { town: null, operators: nearBoca.operators.slice(0, 2) })
      const list = await screen.findByTestId('operator-suggestions')
      expect(within(list).getByRole('heading', { level: 2 })).toHaveTextContent(
        t('operators.notFound.suggestions'),
      )
      expect(within(list).getAllByRole('link')).toHaveLength(2)
    })

    it('shows no list when there is no operator to suggest', async () => {
      renderMissing(lang, 'no-such-operator', { town: null, operators: [] })
      await screen.findByTestId('operator-not-found')
      expect(screen.queryByTestId('operator-suggestions')).not.toBeInTheDocument()
    })
  })
}
