import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { HistoryEntry } from '#app/domain/admin/history'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import VideosScreen from './collection'

/**
 * The History section of an admin collection's edit view (issue #33, ADR 046), on the Videos
 * screen: versions newest first with when (the site's time zone), who and what changed, named by
 * the form's labels in the staff member's language (never the stored snapshot); a Restore button
 * per earlier version with its own accessible name, asking first, posting the version's number.
 */

const history: HistoryEntry[] = [
  {
    version: 3,
    savedAt: '2026-03-02T15:04:05.000Z',
    savedByEmail: 'staff@example.com',
    restoredFrom: 1,
    changed: ['titleEn', 'hidden'],
    first: false,
  },
  {
    version: 2,
    savedAt: '2026-03-01T15:04:05.000Z',
    savedByEmail: 'editor@example.com',
    restoredFrom: null,
    changed: ['titleEn'],
    first: false,
  },
  {
    version: 1,
    savedAt: '2026-03-01T15:04:05.000Z',
    savedByEmail: null,
    restoredFrom: null,
    changed: [],
    first: true,
  },
]

const values = {
  titleEn: 'Business Overview',
  titleEs: 'Presentación',
  descriptionEn: 'About us.',
  descriptionEs: 'Sobre nosotros.',
  address: 'https://www.youtube.com/watch?v=PLACEHOLD02',
  duration: '1:48',
  category: 'business',
  thumbnailImageId: '',
}

function renderScreen(lang: Lang, action: (args: { request: Request }) => unknown) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/admin/videos' : '/admin/videos',
        Component: VideosScreen as never,
        loader: () => ({
          staff: { email: 'staff@example.com' },
          rows: [],
          editing: { id: 2, name: 'Business Overview', values, history },
          images: [],
          notice: null,
        }),
        action,
      },
    ],
    { lang, path: '/admin/videos?edit=2', pageTextsOnly: true },
  )
}

afterEach(() => vi.restoreAllMocks())

for (const lang of ['en', 'es'] as const) {
  const h = resources[lang].admin.history
  const form = resources[lang].adminVideos.form
  describe(`a video's history (${lang})`, () => {
    it('lists the versions newest first: when, who, and the changed fields by their labels', async () => {
      renderScreen(lang, () => null)
      const section = await screen.findByRole('region', { name: h.title })
      const table = within(section).getByRole('table')
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual([h.version, h.savedAt, h.savedBy, h.changed, h.actions])
      const rows = within(section).getAllByTestId('record-history-version')
      expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['3', '2', '1'])
      const [newest, middle, oldest] = rows as [HTMLElement, HTMLElement, HTMLElement]
      // 15:04 UTC is 10:04 in the site's time zone (America/New_York in these tests).
      expect(within(middle).getByText(/10:04/)).toHaveAttribute('datetime', '2026-03-01T15:04:05.000Z')
      expect(newest).toHaveTextContent(`${form.titleEn}, ${h.fields.hidden}`)
      expect(newest).toHaveTextContent(h.restoredFrom.replace('{{version}}', '1'))
      expect(newest).toHaveTextContent(h.current)
      expect(middle).toHaveTextContent('editor@example.com')
      expect(oldest).toHaveTextContent(h.nobody)
      expect(oldest).toHaveTextContent(h.asItWas)
      // Never the stored fields themselves.
      expect(section).not.toHaveTextContent('titleEn')
      expect(section).not.toHaveTextContent('{')
      expect(within(newest).queryByRole('button')).toBeNull()
    })

    it('restores a version after asking, posting its number; cancelled, posts nothing', async () => {
      const posted: Array<Record<string, FormDataEntryValue>> = []
      const action = vi.fn(async ({ request }: { request: Request }) => {
        posted.push(Object.fromEntries(await request.formData()))
        return {
          intent: 'restore',
          notice: {
            tone: 'success',
            key: 'admin.history.restored',
            values: { name: 'Business Overview', version: 1 },
          },
        }
      })
      const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true)
      const { user } = renderScreen(lang, action)
      const button = await screen.findByRole('button', { name: h.restore.replace('{{version}}', '1') })
      expect(button).toHaveTextContent(h.restoreShort)
      await user.click(button)
      expect(confirm).toHaveBeenCalledWith(h.restoreConfirm.replace('{{version}}', '1'))
      expect(action).not.toHaveBeenCalled()
      await user.click(button)
      await waitFor(() => expect(action).toHaveBeenCalledTimes(1))
      expect(posted).toEqual([{ intent: 'restore', id: '2', version: '1' }])
      expect(await screen.findByRole('status')).toHaveTextContent('Business Overview')
    })
  })
}
