import { screen, within } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it, vi } from 'vitest'
import type { Placeholder } from '#app/domain/checklist/launch-check'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import LaunchChecklist from './launch-checklist'

const blockers: Placeholder[] = [
  { kind: 'video', id: 2, title: 'Business Overview', providerVideoId: 'PLACEHOLD02' },
  { kind: 'sampleOperator', id: 1, name: 'Delray Beach Courier' },
  { kind: 'earningsClaim', id: 1, figure: '$4,000 - $6,000+', problem: 'incompleteBasis' },
]

const items = ['dns', 'files', 'ssl', 'testing', 'seo', 'security', 'monitoring'].map((id) => ({
  id,
  critical: id !== 'seo' && id !== 'monitoring',
  completed: false,
}))

function loaderData(launched: boolean) {
  return {
    staff: { email: 'owner@couriernet.us' },
    items,
    percent: 0,
    placeholders: launched ? [] : blockers,
    launch: {
      state: launched
        ? { launched: true, at: '2026-06-01T16:00:00.000Z', by: 'owner@couriernet.us' }
        : { launched: false, at: null, by: null },
      history: launched
        ? [{ id: 1, action: 'launch', by: 'owner@couriernet.us', at: '2026-06-01T16:00:00.000Z' }]
        : [],
      blockers: launched ? [] : blockers,
    },
  }
}

function renderScreen(lang: Lang, launched: boolean, action: (args: { request: Request }) => unknown) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/launch-checklist' : '/launch-checklist',
        Component: LaunchChecklist as never,
        loader: () => loaderData(launched),
        action,
      },
    ],
    { lang, path: '/launch-checklist' },
  )
}

const noAxeFinding = async (container: HTMLElement) => {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([])
}

for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].launchChecklist.launch
  const prefix = lang === 'es' ? '/es' : ''
  describe(`launching the site (${lang}, issue #45)`, () => {
    it('lists what the server refused the launch for, each with the link that fixes it', async () => {
      const action = vi.fn(async ({ request }: { request: Request }) => {
        expect(Object.fromEntries(await request.formData())).toEqual({ intent: 'launch' })
        return { launch: 'refused', blockers }
      })
      const { container, user } = renderScreen(lang, false, action)
      const panel = await screen.findByTestId('launch-panel')
      expect(panel).toHaveTextContent(t.notLaunched)
      expect(within(panel).getByTestId('launch-blockers').querySelectorAll('li')).toHaveLength(3)
      await user.click(within(panel).getByRole('button', { name: t.button }))
      const refused = await within(panel).findByRole('alert')
      expect(refused).toHaveTextContent(t.refused)
      const listed = within(refused).getAllByTestId('launch-blocker')
      expect(listed).toHaveLength(3)
      const fix = resources[lang].launchChecklist.check.fix
      expect(within(listed[0]!).getByRole('link', { name: new RegExp(`^${fix}:`) })).toHaveAttribute(
        'href',
        `${prefix}/admin/videos?edit=2`,
      )
      expect(within(listed[1]!).getByRole('link')).toHaveAttribute('href', `${prefix}/admin/operators?edit=1`)
      expect(listed[1]).toHaveTextContent('Delray Beach Courier')
      expect(within(listed[2]!).getByRole('link')).toHaveAttribute(
        'href',
        `${prefix}/admin/earnings-claims?edit=1`,
      )
      expect(action).toHaveBeenCalledTimes(1)
      await noAxeFinding(container)
    })

    it('shows a launched site with who and when, and the way back to set-up', async () => {
      const action = vi.fn(async ({ request }: { request: Request }) => {
        expect(Object.fromEntries(await request.formData())).toEqual({ intent: 'unlaunch' })
        return { launch: 'unlaunched' }
      })
      const { container, user } = renderScreen(lang, true, action)
      const panel = await screen.findByTestId('launch-panel')
      expect(panel).toHaveAttribute('data-launched', 'true')
      expect(within(panel).getByTestId('launch-state')).toHaveTextContent('owner@couriernet.us')
      expect(within(panel).getByTestId('launch-history')).toHaveTextContent(t.actions.launch)
      expect(within(panel).queryByRole('button', { name: t.button })).not.toBeInTheDocument()
      await noAxeFinding(container)
      await user.click(within(panel).getByRole('button', { name: t.unlaunch }))
      expect(await within(panel).findByRole('status')).toHaveTextContent(t.unlaunched)
    })
  })
}
