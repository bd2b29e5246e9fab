import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import PersonTemplatesScreen from './person-templates'

function renderScreen(lang: Lang, action: (args: { request: Request }) => unknown) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/admin/people/templates' : '/admin/people/templates',
        Component: PersonTemplatesScreen as never,
        loader: () => ({
          staff: { email: 'staff@example.com' },
          rows: [{ id: 1, name: 'Call follow-up', subjectEn: 'Following up', subjectEs: 'Seguimiento' }],
          editing: null,
          images: [],
          choices: {},
          notice: null,
        }),
        action,
      },
    ],
    { lang, path: '/admin/people/templates' },
  )
}

for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].adminPersonTemplates
  describe(`the e-mail templates screen (${lang}, issue #34)`, () => {
    it('lists the templates with their subjects in both languages', async () => {
      renderScreen(lang, () => null)
      const row = await screen.findByTestId('template-row')
      expect(row).toHaveTextContent('Call follow-up')
      expect(row).toHaveTextContent('Seguimiento')
      expect(
        within(row).getByRole('link', { name: t.list.editLabel.replace('{{template}}', 'Call follow-up') }),
      ).toBeInTheDocument()
    })

    it('refuses an unknown merge field beside the field, posting nothing', async () => {
      const action = vi.fn(() => null)
      const { user } = renderScreen(lang, action)
      const form = await screen.findByTestId('template-form')
      const fill = async (label: string, value: string) => {
        await user.click(within(form).getByLabelText(label))
        await user.paste(value)
      }
      await fill(t.form.name, 'Welcome')
      await fill(t.form.subjectEn, 'Hello {{frstName}}')
      await fill(t.form.subjectEs, 'Hola {{firstName}}')
      await fill(t.form.bodyEn, 'Welcome to {{city}}.')
      await fill(t.form.bodyEs, 'Bienvenido a {{city}}.')
      await user.click(within(form).getByRole('button', { name: t.form.add }))
      const subject = within(form).getByLabelText(t.form.subjectEn)
      await waitFor(() => expect(subject).toHaveAttribute('aria-invalid', 'true'))
      expect(subject).toHaveAccessibleDescription(expect.stringContaining(t.errors.unknownField))
      expect(within(form).getByLabelText(t.form.subjectEs)).not.toHaveAttribute('aria-invalid')
      expect(action).not.toHaveBeenCalled()
    })
  })
}
