import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import DatabaseTest from './database-test'

for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].admin.dbTest
  describe(`Database Test tab (${lang}): the failures of this system, not of a hosted service (issue #20 item 13)`, () => {
    it('lists connection refused, pending migrations and a full disk among the causes, and no API keys or RLS', async () => {
      renderRoutes(
        [
          {
            path: lang === 'es' ? '/es/admin/database' : '/admin/database',
            Component: DatabaseTest as never,
            loader: () => ({ staff: { email: 'staff@example.com' } }),
          },
        ],
        { lang, path: '/admin/database' },
      )
      const box = await screen.findByRole('complementary', { name: t.readOnlyCauses.title })
      const items = within(box)
        .getAllByRole('listitem')
        .map((li) => li.textContent)
      expect(items).toEqual([
        t.readOnlyCauses.connection,
        t.readOnlyCauses.migrations,
        t.readOnlyCauses.diskFull,
        t.readOnlyCauses.readOnly,
        t.readOnlyCauses.privileges,
        t.readOnlyCauses.pool,
      ])
      expect(box.textContent).not.toMatch(/RLS|API|free tier|plan gratuito/i)
    })
  })
}
