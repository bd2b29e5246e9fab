import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, resources, tFor } from '../../../tests/support/render-route'
import PipelineScreen from './pipeline'

const card = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  lang: 'en',
  stage: 'new',
  prospect: true,
  source: 'facebook',
  sourceLabel: 'facebook / spring',
  ownerEmail: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  ageDays: 3,
  staleNew: false,
  ...extra,
})

function renderBoard(lang: Lang, action: (args: { request: Request }) => unknown) {
  const labels =
    lang === 'es'
      ? { new: 'Nuevo', contacted: 'Contactado', lost: 'Perdido' }
      : { new: 'New', contacted: 'Contacted', lost: 'Lost' }
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/admin/pipeline' : '/admin/pipeline',
        Component: PipelineScreen as never,
        loader: () => ({
          staff: { email: 'staff@example.com' },
          columns: [
            {
              key: 'new',
              label: labels.new,
              paidOrSigned: false,
              count: 2,
              cards: [
                card(1, 'Maria', { staleNew: true }),
                card(2, 'Beto', { ageDays: 0, ownerEmail: 'o@example.com' }),
              ],
            },
            { key: 'contacted', label: labels.contacted, paidOrSigned: false, count: 0, cards: [] },
            { key: 'lost', label: labels.lost, paidOrSigned: false, count: 0, cards: [] },
          ],
        }),
        action: action as never,
      },
    ],
    { lang, path: '/admin/pipeline' },
  )
}

for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].adminPipeline.board
  const tr = tFor(lang)
  describe(`the pipeline board (${lang})`, () => {
    it('shows a column per stage with its count, cards with source, owner, age and the 24 h flag', async () => {
      renderBoard(lang, () => null)
      const columns = await screen.findAllByTestId('board-column')
      expect(columns.map((c) => c.dataset.stage)).toEqual(['new', 'contacted', 'lost'])
      expect(within(columns[0]!).getByTestId('column-count')).toHaveTextContent('2')
      const cards = within(columns[0]!).getAllByTestId('board-card')
      expect(within(cards[0]!).getByTestId('stale-new')).toHaveTextContent(t.staleNew)
      expect(within(cards[1]!).queryByTestId('stale-new')).toBeNull()
      expect(cards[0]).toHaveTextContent('facebook / spring')
      expect(cards[1]).toHaveTextContent(t.today)
      expect(within(cards[0]!).getByRole('link', { name: 'Maria' })).toHaveAttribute(
        'href',
        lang === 'es' ? '/es/admin/people/1' : '/admin/people/1',
      )
      expect(within(columns[1]!).getByText(t.emptyColumn)).toBeInTheDocument()
    })

    it('moves a card by keyboard alone: the "Move to" choice and Move post the person and stage', async () => {
      const posted = vi.fn(async ({ request }: { request: Request }) => {
        const form = await request.formData()
        expect(Object.fromEntries(form)).toEqual({
          intent: 'move',
          personId: '1',
          stage: 'contacted',
          lostReason: '',
        })
        return {
          notice: {
            tone: 'success',
            key: 'adminPipeline.board.moved',
            values: { name: 'Maria', from: 'New', to: 'Contacted' },
          },
          personId: 1,
        }
      })
      const { user } = renderBoard(lang, posted)
      const select = await screen.findByRole('combobox', {
        name: tr('adminPipeline.board.moveToLabel', { name: 'Maria' }),
      })
      select.focus()
      await user.selectOptions(select, 'contacted')
      await user.tab()
      await user.tab()
      expect(
        screen.getByRole('button', { name: tr('adminPipeline.board.moveLabel', { name: 'Maria' }) }),
      ).toHaveFocus()
      await user.keyboard('{Enter}')
      await waitFor(() => expect(posted).toHaveBeenCalledOnce())
      expect(await screen.findByRole('status')).toHaveTextContent(
        tr('adminPipeline.board.moved', { name: 'Maria', from: 'New', to: 'Contacted' }),
      )
    })

    it('says clearly why a move was refused (Lost without a reason, the seven-day rule)', async () => {
      const { user } = renderBoard(lang, () => ({
        notice: {
          tone: 'error',
          key: 'adminPipeline.board.refused.too-soon',
          values: { name: 'Beto', to: 'Onboarding', allowedFrom: 'Dec 1, 2026' },
        },
        personId: 2,
      }))
      await user.click(
        await screen.findByRole('button', { name: tr('adminPipeline.board.moveLabel', { name: 'Beto' }) }),
      )
      expect(await screen.findByRole('alert')).toHaveTextContent(
        tr('adminPipeline.board.refused.too-soon', {
          name: 'Beto',
          to: 'Onboarding',
          allowedFrom: 'Dec 1, 2026',
        }),
      )
      expect(t.refused['lost-reason']).toContain('{{name}}')
    })
  })
}
