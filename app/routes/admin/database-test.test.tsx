import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import DatabaseTest from './database-test'

const current = {
  health: 'current',
  daily: true,
  last: {
    at: '2026-11-28T03:00:00.000Z',
    when: 'Nov 27, 2026, 10:00 PM EST',
    size: '5.2 MB',
    bytes: 5_452_595,
    fileName: 'courier-backup-20261128T030000Z.tar',
    trigger: 'daily',
    tables: 41,
    rows: 1234,
  },
}

function renderTab(lang: 'en' | 'es', backups: unknown) {
  renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/admin/database' : '/admin/database',
        Component: DatabaseTest as never,
        loader: () => ({ staff: { email: 'staff@example.com' }, backups }),
      },
    ],
    { lang, path: '/admin/database' },
  )
}

for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].admin.dbTest
  describe(`Database Test tab (${lang}): the failures of this system, not of a hosted service (issue #20 item 13)`, () => {
    it('lists connection refused, pending migrations and a full disk among the causes, and no API keys or RLS', async () => {
      renderRoutes(
        [
          {
            path: lang === 'es' ? '/es/admin/database' : '/admin/database',
            Component: DatabaseTest as never,
            loader: () => ({ staff: { email: 'staff@example.com' }, backups: current }),
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

for (const lang of ['en', 'es'] as const) {
  const b = resources[lang].admin.backups
  describe(`Database tab (${lang}): the last backup (issue #32)`, () => {
    it('names the last backup, its size and counts, and that the server takes one a day', async () => {
      renderTab(lang, current)
      const section = await screen.findByRole('region', { name: b.title })
      expect(within(section).getByTestId('last-backup').textContent).toContain('Nov 27, 2026, 10:00 PM EST')
      expect(section.textContent).toContain('5.2 MB')
      expect(section.textContent).toContain(b.byDaily)
      expect(section.textContent).toContain(b.daily)
      expect(within(section).queryByRole('alert')).toBeNull()
    })
    it('warns when the last backup is more than 26 hours old', async () => {
      renderTab(lang, { ...current, health: 'stale' })
      expect((await screen.findByRole('alert')).textContent).toBe(b.stale)
    })
    it('warns when there is none, and says who must take them on PostgreSQL', async () => {
      renderTab(lang, { health: 'none', daily: false, last: null })
      expect((await screen.findByRole('alert')).textContent).toBe(b.noneWarning)
      const section = screen.getByRole('region', { name: b.title })
      expect(section.textContent).toContain(b.none)
      expect(section.textContent).toContain(b.notDaily)
    })
  })
}
