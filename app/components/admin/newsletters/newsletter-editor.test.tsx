import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { emptyEditorValues } from '#app/domain/newsletter/newsletter-form'
import { renderPage, tFor } from '../../../../tests/support/render-route'
import { NewsletterEditor } from './newsletter-editor'

const both = {
  ...emptyEditorValues,
  title: 'November News',
  titleEs: 'Noticias de noviembre',
  subject: 'Our November news',
  subjectEs: 'Nuestras noticias',
  lang: 'both',
  content: 'Hello',
  contentEs: 'Hola',
}

describe('the newsletter editor', () => {
  for (const lang of ['en', 'es'] as const) {
    it(`offers a Spanish title beside the Spanish subject and content of a newsletter in both languages (${lang}, issue #30 item 6)`, async () => {
      const t = tFor(lang)
      renderPage(<NewsletterEditor id={3} values={both} fieldErrors={{}} zone="UTC" />, {
        lang,
        path: '/admin/newsletters/3/edit',
      })
      const spanishTitle = await screen.findByLabelText(t('adminNewsletters.editor.titleEs'))
      expect(spanishTitle).toHaveValue('Noticias de noviembre')
      expect(spanishTitle).toHaveAttribute('name', 'titleEs')
      expect(screen.getByLabelText(t('adminNewsletters.editor.title'))).toHaveValue('November News')
    })
  }

  it('shows why a Spanish title is missing beside its field', async () => {
    const t = tFor('es')
    renderPage(
      <NewsletterEditor
        id={null}
        values={{ ...both, titleEs: '' }}
        fieldErrors={{ titleEs: 'adminNewsletters.editor.errors.titleRequired' }}
        zone="UTC"
      />,
      { lang: 'es', path: '/admin/newsletters/new' },
    )
    const field = await screen.findByLabelText(t('adminNewsletters.editor.titleEs'))
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription(t('adminNewsletters.editor.errors.titleRequired'))
  })
})
