import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import PlaybookGuide from './playbook-guide'

/**
 * The guide's route with a stubbed loader: whether the signed key was right, and then the guide's
 * texts (see the loader). The root carries only what the page's HTML carries, which is not them.
 */
function renderGuide(lang: Lang, granted: boolean, action: () => unknown = () => null) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/playbook/guide' : '/playbook/guide',
        Component: PlaybookGuide as never,
        loader: () => ({ granted, guide: granted ? resources[lang].playbookGuide : null }),
        action,
      },
    ],
    { lang, path: '/playbook/guide', pageTextsOnly: true },
  )
}

for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].forms
  const guide = resources[lang].playbookGuide
  describe(`/playbook/guide (${lang}, issue #20 item 7)`, () => {
    it('with a valid key: the guide', async () => {
      renderGuide(lang, true)
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(guide.title)
      expect(screen.getByText(guide.sections.model.paragraphs.p1)).toBeInTheDocument()
      expect(screen.queryByTestId('playbook-form')).not.toBeInTheDocument()
    })

    it('without one: the playbook form, not the guide; after it, a link to the signed guide', async () => {
      const guidePath = `${lang === 'es' ? '/es' : ''}/playbook/guide?key=abc.def`
      const { user } = renderGuide(lang, false, () => ({
        result: { status: 'success', initialValue: {} },
        outcome: 'success',
        guidePath,
      }))
      const form = await screen.findByTestId('playbook-form')
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.playbook.title)
      expect(screen.queryByTestId('playbook-guide')).not.toBeInTheDocument()
      expect(screen.queryByText(guide.sections.model.paragraphs.p1)).not.toBeInTheDocument()
      const values = {
        firstName: 'Ben',
        lastName: 'Cole',
        email: 'ben@example.com',
        phone: '555-0102',
      } as const
      for (const [name, value] of Object.entries(values)) {
        await user.click(
          within(form).getByLabelText(new RegExp(`^${t.playbook.form[name as keyof typeof values]}`)),
        )
        await user.paste(value)
      }
      await user.selectOptions(
        within(form).getByLabelText(new RegExp(`^${t.playbook.form.hearAboutUs}`)),
        'youtube',
      )
      await user.click(within(form).getByRole('button', { name: t.playbook.form.submit }))
      const success = await screen.findByTestId('form-success')
      expect(success).toHaveTextContent(t.playbook.success.title)
      expect(within(success).getByRole('link', { name: t.playbook.success.open })).toHaveAttribute(
        'href',
        guidePath,
      )
    })
  })
}
