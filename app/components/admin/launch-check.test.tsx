import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Placeholder } from '#app/domain/checklist/launch-check'
import { renderPage, resources } from '../../../tests/support/render-route'
import { LaunchCheck } from './launch-check'

const found: Placeholder[] = [
  { kind: 'setting', key: 'courseSiteUrl', problem: 'exampleDomain', value: 'https://courses.x.example' },
  { kind: 'video', id: 2, title: 'Opportunity', providerVideoId: 'PLACEHOLD02' },
  { kind: 'env', name: 'SMTP_URL' },
  {
    kind: 'content',
    page: 'home',
    section: 'hero',
    lang: 'es',
    path: 'subtitle',
    detail: 'phone',
    text: 'Llame al (561) 555-0100',
  },
]

describe('the launch check section', () => {
  it.each(['en', 'es'] as const)(
    'lists each placeholder under its check with a link to fix it; the others are green (%s)',
    async (lang) => {
      const t = resources[lang].launchChecklist.check
      const prefix = lang === 'es' ? '/es' : ''
      renderPage(() => <LaunchCheck placeholders={found} />, { lang, path: `${prefix}/launch-checklist` })
      const settings = await screen.findByTestId('launch-check-settings')
      expect(settings).toHaveTextContent(t.toFix.replace('{{count}}', '1'))
      expect(settings).toHaveTextContent(resources[lang].adminSettings.fields.courseSiteUrl)
      expect(within(settings).getByRole('link', { name: new RegExp(`^${t.fix}`) })).toHaveAttribute(
        'href',
        `${prefix}/admin/settings#setting-courseSiteUrl`,
      )
      expect(
        within(screen.getByTestId('launch-check-videos')).getByRole('link', {
          name: new RegExp(`^${t.fix}`),
        }),
      ).toHaveAttribute('href', `${prefix}/admin/videos?edit=2`)
      const content = screen.getByTestId('launch-check-content')
      expect(content).toHaveTextContent('home › hero › subtitle (es)')
      expect(content).toHaveTextContent(resources[lang].launchChecklist.check.details.phone)
      expect(within(content).getByRole('link', { name: new RegExp(`^${t.fix}`) })).toHaveAttribute(
        'href',
        `${prefix}/admin/content?page=home&section=hero&lang=es&edit=1`,
      )
      // The server's configuration has nothing to click: it is set where the server runs.
      expect(within(screen.getByTestId('launch-check-env')).queryByRole('link')).toBeNull()
      for (const ok of ['adminPassword', 'operators', 'samples']) {
        expect(screen.getByTestId(`launch-check-${ok}`)).toHaveTextContent(t.ok)
      }
      expect(screen.queryByRole('status')).toBeNull()
    },
  )

  it.each(['en', 'es'] as const)(
    'lists sample reviews and testimonials under their own check, each with where to replace it (%s)',
    async (lang) => {
      const t = resources[lang].launchChecklist.check
      const prefix = lang === 'es' ? '/es' : ''
      renderPage(
        () => (
          <LaunchCheck
            placeholders={[
              { kind: 'sampleReviews', id: 7, name: 'Delray Beach Courier' },
              { kind: 'sampleTestimonial', id: 1, name: 'Marcus Johnson' },
            ]}
          />
        ),
        { lang, path: `${prefix}/launch-checklist` },
      )
      const samples = await screen.findByTestId('launch-check-samples')
      expect(samples).toHaveTextContent(t.groups.samples)
      expect(samples).toHaveTextContent(t.toFix.replace('{{count}}', '2'))
      const [operator, testimonial] = within(samples).getAllByRole('listitem')
      expect(operator).toHaveTextContent(t.sampleReviews.replace('{{name}}', 'Delray Beach Courier'))
      expect(within(operator!).getByRole('link')).toHaveAttribute('href', `${prefix}/admin/operators?edit=7`)
      expect(testimonial).toHaveTextContent(t.sampleTestimonial.replace('{{name}}', 'Marcus Johnson'))
      expect(within(testimonial!).getByRole('link')).toHaveAttribute(
        'href',
        `${prefix}/admin/content?page=home&section=testimonials`,
      )
      expect(screen.getByTestId('launch-check-operators')).toHaveTextContent(t.ok)
    },
  )

  it('says so when nothing is left', async () => {
    renderPage(() => <LaunchCheck placeholders={[]} />, { path: '/launch-checklist' })
    expect(await screen.findByRole('status')).toHaveTextContent(resources.en.launchChecklist.check.allClear)
  })
})
