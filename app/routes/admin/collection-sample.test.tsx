import { screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it, vi } from 'vitest'
import { RegistryScreen } from '#app/components/admin/registry-screen'
import type { HistoryEntry } from '#app/domain/admin/history'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import { sampleRegistry, sampleTexts } from '../../../tests/support/sample-collection/registry'

// The sample collection (issue #43, ADR 068): the screen the generic route module renders for a
// registry entry, from its config alone: its list, its form (refusals beside the fields, nothing
// posted), its history with a Restore button, in both languages, with no axe finding.
Object.assign(resources.en, sampleTexts.en)
Object.assign(resources.es, sampleTexts.es)

const rows = [
  { id: 1, title_en: 'First note', title_es: 'Primera nota', hidden: false },
  { id: 2, title_en: 'Second note', title_es: 'Segunda nota', hidden: true },
]
const history: HistoryEntry[] = [
  {
    version: 2,
    savedAt: '2026-11-20T15:00:00.000Z',
    savedByEmail: 'staff@example.com',
    restoredFrom: null,
    changed: ['titleEn'],
    first: false,
  },
  {
    version: 1,
    savedAt: '2026-11-19T15:00:00.000Z',
    savedByEmail: null,
    restoredFrom: null,
    changed: [],
    first: true,
  },
]
const values = { titleEn: 'First note', titleEs: 'Primera nota', bodyEn: '', bodyEs: '' }

function renderSample(lang: Lang, options: { edit?: boolean; action?: () => unknown } = {}) {
  const path = '/admin/sample-notes'
  return renderRoutes(
    [
      {
        path: lang === 'es' ? `/es${path}` : path,
        Component: (props: { loaderData: unknown; actionData: unknown }) => (
          <RegistryScreen
            registry={sampleRegistry}
            loaderData={props.loaderData}
            actionData={props.actionData}
          />
        ),
        loader: () => ({
          staff: { email: 'staff@example.com' },
          rows,
          editing: options.edit ? { id: 1, name: 'First note', values, history } : null,
          images: [],
          notice: null,
        }),
        action: options.action ?? (() => null),
      },
    ],
    { lang, path: options.edit ? `${path}?edit=1` : path },
  )
}

async function noAxeFinding(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([])
}

for (const lang of ['en', 'es'] as const) {
  const t = sampleTexts[lang].sampleNotes
  describe(`the sample collection's screen (${lang})`, () => {
    it('lists the rows in order with their row actions; its form refuses an empty title beside the field', async () => {
      const action = vi.fn(() => null)
      const { user, container } = renderSample(lang, { action })
      const list = await screen.findByTestId('note-list')
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.title)
      const [first, second] = within(list).getAllByTestId('note-row')
      expect(first).toHaveTextContent('Primera nota')
      expect(within(second!).getByTestId('note-status')).toHaveTextContent(t.list.hidden)
      expect(
        within(first!).getByRole('button', { name: t.list.hideLabel.replace('{{note}}', 'First note') }),
      ).toBeInTheDocument()
      expect(
        within(second!).getByRole('button', { name: t.list.upLabel.replace('{{note}}', 'Second note') }),
      ).toBeEnabled()
      await noAxeFinding(container)

      const form = screen.getByTestId('note-form')
      await user.click(within(form).getByLabelText(t.form.titleEs))
      await user.paste('Tercera nota')
      await user.click(within(form).getByRole('button', { name: t.form.add }))
      const title = within(form).getByLabelText(t.form.titleEn)
      await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'))
      expect(title).toHaveAccessibleDescription(expect.stringContaining(t.errors.required))
      expect(within(form).getByLabelText(t.form.titleEs)).toHaveValue('Tercera nota')
      expect(action).not.toHaveBeenCalled()
    })

    it('edits a row with its history and a Restore button for the earlier version', async () => {
      const { container } = renderSample(lang, { edit: true })
      const form = await screen.findByTestId('note-form')
      expect(within(form).getByLabelText(t.form.titleEn)).toHaveValue('First note')
      const versions = within(screen.getByTestId('record-history')).getAllByTestId('record-history-version')
      expect(versions[0]).toHaveTextContent(t.form.titleEn)
      const restore = resources[lang].admin.history.restore.replace('{{version}}', '1')
      expect(within(versions[1]!).getByRole('button', { name: restore })).toBeInTheDocument()
      await noAxeFinding(container)
    })
  })
}
