import { screen, within } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import type { Lang } from '#app/domain/routing/locale'
import type { OperatorJobView } from '#app/.server/services/deliveries/delivery-jobs'
import { renderRoutes, tFor } from '../../../tests/support/render-route'
import PortalJob from './job'

const job: OperatorJobView = {
  id: 12,
  bookingId: 40,
  status: 'picked_up',
  next: ['in_transit', 'delivered', 'failed_attempt', 'cancelled'],
  priceCents: 4500,
  quoteMiles: 12.5,
  customer: { name: 'Carla Ruiz', phone: '305 555 0199', email: 'carla@example.com' },
  pickup: '100 E Atlantic Ave, Delray Beach',
  delivery: '200 Ocean Dr, Miami Beach',
  requestedTime: '',
  notes: 'Fragile',
  lang: 'en',
  events: [
    { status: 'accepted', reason: '', at: '2026-12-02T15:00:00.000Z' },
    { status: 'picked_up', reason: '', at: '2026-12-02T15:30:00.000Z' },
  ],
  proof: null,
  pickupWindow: null,
  canSetWindow: false,
  late: false,
}

const noAxeFindings = async (container: HTMLElement) => {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([])
}

/** The route's component under its path, with its loader's data and an action answering `answer`. */
function renderScreen(
  lang: Lang,
  loaderData: { job: OperatorJobView; confirming: string | null; saved: string | null },
  answer: (form: FormData) => unknown = () => null,
  search = '',
) {
  const posted: Array<Record<string, string>> = []
  const result = renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/portal/jobs/:id' : '/portal/jobs/:id',
        Component: PortalJob as never,
        loader: ({ request }: { request: Request }) => {
          const to = new URL(request.url).searchParams.get('to')
          return { ...loaderData, confirming: to ?? loaderData.confirming }
        },
        action: async ({ request }: { request: Request }) => {
          const form = await request.formData()
          posted.push(
            Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : 'file'])),
          )
          return answer(form)
        },
      },
    ],
    { lang, path: `/portal/jobs/12${search}`, pageTextsOnly: true },
  )
  return { ...result, posted }
}

for (const lang of ['en', 'es'] as const) {
  const t = tFor(lang)
  describe(`the portal's delivery job screen (${lang}, issue #44)`, () => {
    it('shows where the job stands, one large control per next step, the details and the history', async () => {
      const { container } = renderScreen(lang, { job, confirming: null, saved: 'picked_up' })
      expect(
        await screen.findByRole('heading', { level: 1, name: t('deliveries.job.title', { id: 12 }) }),
      ).toBeVisible()
      expect(screen.getByTestId('job-status')).toHaveTextContent(t('deliveries.status.picked_up'))
      expect(screen.getByTestId('job-notice')).toHaveTextContent(
        t('deliveries.job.saved', { status: t('deliveries.status.picked_up') }),
      )
      const steps = screen.getAllByTestId('job-next')
      expect(steps.map((s) => s.textContent)).toEqual(job.next.map((to) => t(`deliveries.job.move.${to}`)))
      expect(steps[0]).toHaveAttribute('href', `${lang === 'es' ? '/es' : ''}/portal/jobs/12?to=in_transit`)
      expect(screen.getByTestId('job-price')).toHaveTextContent(/45\.00/)
      const history = within(screen.getByTestId('job-history')).getAllByRole('listitem')
      expect(history).toHaveLength(2)
      // In the site's zone (America/New_York in these tests): 15:30 UTC is 10:30 AM there.
      expect(history[1]).toHaveTextContent(/10:30/)
      await noAxeFindings(container)
    })

    it('a step asks to confirm first; the delivery asks for the name and a camera photo', async () => {
      const { user, container, posted } = renderScreen(lang, { job, confirming: null, saved: null })
      await user.click(await screen.findByRole('link', { name: t('deliveries.job.move.delivered') }))
      expect(
        await screen.findByRole('heading', {
          name: t('deliveries.job.confirmHeading', { status: t('deliveries.job.move.delivered') }),
        }),
      ).toBeVisible()
      const name = screen.getByLabelText(t('deliveries.job.recipientName'))
      const file = screen.getByLabelText(t('deliveries.job.photo'))
      expect(file).toHaveAttribute('type', 'file')
      expect(file).toHaveAttribute('accept', 'image/*')
      expect(file).toHaveAttribute('capture', 'environment')
      expect(file).toHaveAccessibleDescription(t('deliveries.job.photoHint'))
      expect(screen.getByTestId('job-confirm-form')).toHaveAttribute('enctype', 'multipart/form-data')
      expect(name).toBeRequired()
      await noAxeFindings(container)
      // Going back posts nothing.
      await user.click(screen.getByRole('link', { name: t('deliveries.job.goBack') }))
      expect(await screen.findAllByTestId('job-next')).toHaveLength(4)
      expect(posted).toEqual([])
    })

    it('a failed attempt asks for the reason; a refusal is shown beside it with what was typed', async () => {
      const { user, posted } = renderScreen(
        lang,
        { job, confirming: null, saved: null },
        (form) => ({
          reply: {
            to: 'failed_attempt',
            error: 'reasonRequired',
            field: 'reason',
            reason: String(form.get('reason')),
            recipientName: '',
          },
        }),
        '?to=failed_attempt',
      )
      const reason = await screen.findByLabelText(t('deliveries.job.reason'))
      await user.type(reason, 'x')
      await user.click(screen.getByRole('button', { name: t('deliveries.job.confirm') }))
      const refused = await screen.findByTestId('job-reason-error')
      expect(refused).toHaveTextContent(t('deliveries.errors.reasonRequired'))
      expect(screen.getByLabelText(t('deliveries.job.reason'))).toHaveAccessibleDescription(
        t('deliveries.errors.reasonRequired'),
      )
      expect(screen.getByLabelText(t('deliveries.job.reason'))).toHaveValue('x')
      expect(posted).toEqual([{ to: 'failed_attempt', reason: 'x' }])
    })

    it('a step no longer possible is said above, and the steps are offered again', async () => {
      const { user } = renderScreen(
        lang,
        { job, confirming: null, saved: null },
        () => ({
          reply: { to: 'in_transit', error: 'notAllowed', field: null, reason: '', recipientName: '' },
        }),
        '?to=in_transit',
      )
      await user.click(await screen.findByRole('button', { name: t('deliveries.job.confirm') }))
      expect(await screen.findByRole('alert')).toHaveTextContent(t('deliveries.errors.notAllowed'))
      expect(screen.getAllByTestId('job-next')).toHaveLength(4)
    })

    it('a delivered job shows its proof and no more steps', async () => {
      const { container } = renderScreen(lang, {
        job: {
          ...job,
          status: 'delivered',
          next: [],
          proof: {
            recipientName: 'Ana Paz',
            photoUrl: '/images/u/0123456789abcdef-640.webp',
            signatureUrl: null,
          },
        },
        confirming: null,
        saved: null,
      })
      expect(await screen.findByText(t('deliveries.job.finished'))).toBeVisible()
      expect(screen.queryAllByTestId('job-next')).toEqual([])
      expect(screen.getByText(t('deliveries.job.receivedBy', { name: 'Ana Paz' }))).toBeVisible()
      expect(screen.getByRole('img', { name: t('deliveries.job.photoAlt') })).toHaveAttribute(
        'src',
        '/images/u/0123456789abcdef-640.webp',
      )
      await noAxeFindings(container)
    })
  })
}
