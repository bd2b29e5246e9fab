import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, resources, tFor } from '../../../tests/support/render-route'
import StagesScreen from './pipeline-stages'

const stages = [
  { key: 'new', labelEn: 'New', labelEs: 'Nuevo', paidOrSigned: false },
  { key: 'onboarding', labelEn: 'Onboarding', labelEs: 'Incorporación', paidOrSigned: true },
  { key: 'lost', labelEn: 'Lost', labelEs: 'Perdido', paidOrSigned: false },
]

function renderStages(lang: Lang, action: (args: { request: Request }) => unknown, history: unknown[] = []) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/admin/pipeline/stages' : '/admin/pipeline/stages',
        Component: StagesScreen as never,
        loader: () => ({ staff: { email: 'staff@example.com' }, stages, history }),
        action: action as never,
      },
    ],
    { lang, path: '/admin/pipeline/stages' },
  )
}

for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].adminPipeline.stages
  const tr = tFor(lang)
  describe(`the stage settings (${lang})`, () => {
    it('renames in both languages and marks paid or signed; the first stage cannot go up', async () => {
      const posted = vi.fn(async ({ request }: { request: Request }) => {
        expect(Object.fromEntries(await request.formData())).toEqual({
          intent: 'save',
          key: 'onboarding',
          labelEn: 'Training',
          labelEs: 'Incorporación',
          paidOrSigned: 'on',
        })
        return {
          notice: { tone: 'success', key: 'adminPipeline.stages.saved', values: { key: 'onboarding' } },
        }
      })
      const { user } = renderStages(lang, posted)
      const rows = await screen.findAllByTestId('stage-row')
      expect(
        within(rows[0]!).getByRole('button', { name: tr('adminPipeline.stages.upFor', { key: 'new' }) }),
      ).toBeDisabled()
      expect(
        within(rows[2]!).getByRole('button', { name: tr('adminPipeline.stages.downFor', { key: 'lost' }) }),
      ).toBeDisabled()
      const english = within(rows[1]!).getByRole('textbox', {
        name: new RegExp(`^${t.columns.labelEn}\\s*\\(onboarding\\)$`),
      })
      await user.clear(english)
      await user.type(english, 'Training')
      expect(
        within(rows[1]!).getByRole('checkbox', {
          name: new RegExp(`^${t.columns.paidOrSigned}\\s*\\(onboarding\\)$`),
        }),
      ).toBeChecked()
      await user.click(
        within(rows[1]!).getByRole('button', {
          name: tr('adminPipeline.stages.saveFor', { key: 'onboarding' }),
        }),
      )
      await waitFor(() => expect(posted).toHaveBeenCalledOnce())
      expect(await screen.findByRole('status')).toHaveTextContent(
        tr('adminPipeline.stages.saved', { key: 'onboarding' }),
      )
      expect(screen.getByText(t.noHistory)).toBeInTheDocument()
    })

    it('lists the history of changes with who and what', async () => {
      renderStages(lang, () => null, [
        {
          version: 2,
          savedAt: '2026-11-20T12:00:00.000Z',
          savedByEmail: 'boss@example.com',
          restoredFrom: null,
          changed: ['onboarding.labelEn', 'onboarding.paidOrSigned'],
          first: false,
        },
      ])
      const history = await screen.findByTestId('stage-history')
      expect(history).toHaveTextContent('boss@example.com')
      expect(history).toHaveTextContent(
        tr('adminPipeline.stages.changes.changeLine', {
          stage: lang === 'es' ? 'Incorporación' : 'Onboarding',
          fields: `${t.columns.labelEn}, ${t.columns.paidOrSigned}`,
        }),
      )
    })
  })
}
