import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import PeopleScreen from './people'

function renderList(lang: Lang, rows: unknown[], filtered = false) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/admin/people' : '/admin/people',
        Component: PeopleScreen as never,
        loader: () => ({
          staff: { email: 'staff@example.com' },
          filter: {
            stage: null,
            who: null,
            owner: null,
            source: filtered ? 'facebook' : null,
            lang: null,
            age: null,
            q: '',
          },
          filtered,
          page: 1,
          rows,
          hasMore: false,
          stages: [
            { key: 'new', label: lang === 'es' ? 'Nuevo' : 'New', paidOrSigned: false },
            { key: 'lost', label: lang === 'es' ? 'Perdido' : 'Lost', paidOrSigned: false },
          ],
          owners: [{ id: 3, email: 'owner@example.com' }],
          sources: ['facebook', 'direct'],
        }),
      },
    ],
    { lang, path: '/admin/people' },
  )
}

const maria = {
  id: 7,
  name: 'Maria Lopez',
  email: 'maria.lopez@example.com',
  lang: 'es',
  stage: 'new',
  prospect: true,
  source: 'facebook',
  sourceLabel: 'facebook / spring',
  ownerEmail: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  ageDays: 3,
  staleNew: true,
}

for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].adminPipeline.people
  describe(`the People list (${lang})`, () => {
    it('lists people with their stage and first source, linked to their page, with the filters and the CSV export', async () => {
      renderList(lang, [maria])
      const row = await screen.findByTestId('person-row')
      expect(within(row).getByRole('link', { name: 'Maria Lopez' })).toHaveAttribute(
        'href',
        lang === 'es' ? '/es/admin/people/7' : '/admin/people/7',
      )
      expect(within(row).getByTestId('person-source')).toHaveTextContent('facebook / spring')
      expect(within(row).getByTestId('person-stage')).toHaveTextContent(lang === 'es' ? 'Nuevo' : 'New')
      expect(within(row).getByText(t.languages.es)).toBeInTheDocument()
      const filters = screen.getByRole('form', { name: t.filtersTitle })
      for (const label of [t.search, t.who, t.stage, t.owner, t.source, t.language, t.age])
        expect(within(filters).getByLabelText(label)).toBeInTheDocument()
      expect(within(filters).getByRole('option', { name: t.ages.older })).toBeInTheDocument()
      expect(within(filters).getByRole('option', { name: t.whoOptions.prospects })).toBeInTheDocument()
      expect(within(filters).getByRole('option', { name: t.direct })).toBeInTheDocument()
      expect(screen.getByTestId('people-export')).toHaveAttribute(
        'href',
        lang === 'es' ? '/es/admin/people.csv' : '/admin/people.csv',
      )
    })

    it('names a customer (no prospective operator) as such instead of a stage', async () => {
      renderList(lang, [{ ...maria, id: 8, name: 'Shop Buyer', prospect: false }])
      const row = await screen.findByTestId('person-row')
      expect(within(row).getByTestId('person-stage')).toHaveTextContent(t.customer)
    })

    it('says when nobody matches, and what fills an empty list', async () => {
      renderList(lang, [], true)
      expect(await screen.findByText(t.none)).toBeInTheDocument()
    })

    it('explains an empty list', async () => {
      renderList(lang, [])
      expect(await screen.findByText(t.empty)).toBeInTheDocument()
    })
  })
}
