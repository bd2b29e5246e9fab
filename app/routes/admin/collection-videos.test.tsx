import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import VideosScreen from './collection'

const image = {
  id: '0123456789abcdef',
  fileName: 'poster.png',
  previewUrl: '/images/u/0123456789abcdef-320.webp',
}

function renderScreen(lang: Lang, action: () => unknown) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/admin/videos' : '/admin/videos',
        Component: VideosScreen as never,
        loader: () => ({
          staff: { email: 'staff@example.com' },
          rows: [
            {
              id: 2,
              title: { en: 'Business Overview', es: 'Presentación' },
              category: 'business',
              provider: 'youtube',
              watchUrl: 'https://www.youtube.com/watch?v=PLACEHOLD02',
              thumbnailUrl: '/images/videos/video-2.svg',
              duration: '1:48',
              hidden: false,
            },
          ],
          editing: null,
          images: [image],
          notice: null,
        }),
        action,
      },
    ],
    { lang, path: '/admin/videos' },
  )
}

async function fill(user: ReturnType<typeof renderScreen>['user'], form: HTMLElement, lang: Lang) {
  const f = resources[lang].adminVideos.form
  const values: Array<[string, string]> = [
    [f.titleEn, 'First week'],
    [f.titleEs, 'Primera semana'],
    [f.descriptionEn, 'What to expect.'],
    [f.descriptionEs, 'Qué esperar.'],
    [f.duration, '4:20'],
  ]
  for (const [label, value] of values) {
    await user.click(within(form).getByLabelText(label))
    await user.paste(value)
  }
}

for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].adminVideos
  describe(`the videos screen's form (${lang})`, () => {
    it('says beside the address field what is wrong with it, posts nothing and keeps what was typed', async () => {
      const action = vi.fn(() => null)
      const { user } = renderScreen(lang, action)
      const form = await screen.findByTestId('video-form')
      await fill(user, form, lang)
      const address = within(form).getByLabelText(t.form.address)
      await user.click(address)
      await user.paste('https://example.com/clip.mp4')
      await user.click(within(form).getByRole('button', { name: t.form.add }))
      await waitFor(() => expect(address).toHaveAttribute('aria-invalid', 'true'))
      expect(address).toHaveAccessibleDescription(expect.stringContaining(t.errors.address.unknown))
      expect(address).toHaveValue('https://example.com/clip.mp4')
      expect(within(form).getByLabelText(t.form.titleEs)).toHaveValue('Primera semana')
      expect(action).not.toHaveBeenCalled()
      // Corrected, the message goes as it is typed.
      await user.clear(address)
      await user.paste('https://youtu.be/dQw4w9WgXcQ')
      await waitFor(() => expect(address).not.toHaveAttribute('aria-invalid'))
    })

    it("shows the server's refusal beside the picture select, with what was typed kept", async () => {
      const { user } = renderScreen(lang, () => ({
        outcome: 'failed',
        intent: 'save',
        notice: null,
        result: {
          status: 'error',
          initialValue: {
            intent: 'save',
            titleEn: 'First week',
            titleEs: 'Primera semana',
            descriptionEn: 'What to expect.',
            descriptionEs: 'Qué esperar.',
            address: 'https://youtu.be/dQw4w9WgXcQ',
            duration: '4:20',
            category: 'tutorial',
            thumbnailImageId: image.id,
          },
          error: { thumbnailImageId: ['adminVideos.errors.imageMissing'] },
        },
      }))
      const form = await screen.findByTestId('video-form')
      await fill(user, form, lang)
      const address = within(form).getByLabelText(t.form.address)
      await user.click(address)
      await user.paste('https://youtu.be/dQw4w9WgXcQ')
      await user.selectOptions(within(form).getByLabelText(t.form.category), 'tutorial')
      await user.selectOptions(within(form).getByLabelText(t.form.thumbnailImageId), image.id)
      expect(within(form).getByTestId('video-thumbnail-preview')).toHaveAttribute('src', image.previewUrl)
      await user.click(within(form).getByRole('button', { name: t.form.add }))
      const picture = within(form).getByLabelText(t.form.thumbnailImageId)
      await waitFor(() => expect(picture).toHaveAttribute('aria-invalid', 'true'))
      expect(picture).toHaveAccessibleDescription(expect.stringContaining(t.errors.imageMissing))
      expect(await screen.findByRole('alert')).toHaveTextContent(t.invalid)
      expect(within(form).getByLabelText(t.form.titleEn)).toHaveValue('First week')
      expect(within(form).getByLabelText(t.form.category)).toHaveValue('tutorial')
    })

    it('lists the videos with their actions, each named for its video', async () => {
      renderScreen(lang, () => null)
      const row = await screen.findByTestId('video-row')
      const title = lang === 'es' ? 'Presentación' : 'Business Overview'
      expect(row).toHaveTextContent(title)
      expect(
        within(row).getByRole('button', { name: t.list.upLabel.replace('{{title}}', title) }),
      ).toBeDisabled()
      expect(
        within(row).getByRole('button', { name: t.list.hideLabel.replace('{{title}}', title) }),
      ).toBeEnabled()
      expect(
        within(row).getByRole('link', { name: t.list.editLabel.replace('{{title}}', title) }),
      ).toHaveAttribute('href', `${lang === 'es' ? '/es' : ''}/admin/videos?edit=2`)
    })
  })
}
