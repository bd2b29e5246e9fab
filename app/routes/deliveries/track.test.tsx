import { act, screen, within } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Lang } from '#app/domain/routing/locale'
import type { TrackingView } from '#app/.server/services/deliveries/tracking'
import { renderRoutes, tFor } from '../../../tests/support/render-route'
import Track from './track'

const TOKEN = 'T'.repeat(43)

const accepted = (lang: Lang): TrackingView => ({
  lang,
  stage: 'accepted',
  events: [
    { status: 'requested', reason: '', at: '2026-12-02T14:00:00.000Z' },
    { status: 'accepted', reason: '', at: '2026-12-02T15:00:00.000Z' },
  ],
  operatorName: 'Delray Beach Courier',
  courier: { firstName: 'Maria', phone: '(561) 555-1234' },
  proof: null,
  pickupWindow: { from: '2026-12-02T16:00:00.000Z', by: '2026-12-02T17:30:00.000Z' },
})

const delivered = (lang: Lang): TrackingView => ({
  ...accepted(lang),
  pickupWindow: null,
  stage: 'delivered',
  events: [
    ...accepted(lang).events,
    { status: 'picked_up', reason: '', at: '2026-12-02T15:30:00.000Z' },
    { status: 'failed_attempt', reason: 'Nobody home', at: '2026-12-02T16:00:00.000Z' },
    { status: 'delivered', reason: '', at: '2026-12-02T17:00:00.000Z' },
  ],
  proof: {
    recipientName: 'Ana Paz',
    photoUrl: '/images/u/0123456789abcdef-640.webp',
    signatureUrl: '/images/u/fedcba9876543210-640.webp',
  },
})

const noAxeFindings = async (container: HTMLElement) => {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([])
}

function renderPage(lang: Lang, view: TrackingView) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/track/:token' : '/track/:token',
        Component: Track as never,
        loader: () => ({ token: TOKEN, view }),
      },
    ],
    { lang, path: `/track/${TOKEN}`, pageTextsOnly: true },
  )
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

for (const lang of ['en', 'es'] as const) {
  const t = tFor(lang)
  describe(`the tracking page (${lang}, issue #44)`, () => {
    it('shows the timeline in the site’s zone, the courier’s first name and phone, and the proof at the end', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise(() => {})),
      )
      const { container } = renderPage(lang, delivered(lang))
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: t('deliveries.track.title', { operator: 'Delray Beach Courier' }),
        }),
      ).toBeVisible()
      expect(screen.getByTestId('tracking-stage')).toHaveTextContent(t('deliveries.status.delivered'))
      const steps = within(screen.getByTestId('tracking-timeline')).getAllByRole('listitem')
      expect(steps.map((s) => s.querySelector('span')?.textContent)).toEqual(
        ['requested', 'accepted', 'picked_up', 'failed_attempt', 'delivered'].map((s) =>
          t(`deliveries.status.${s}`),
        ),
      )
      // 17:00 UTC is noon in New York (the test's site zone).
      expect(steps[4]).toHaveTextContent(/12:00/)
      expect(steps[3]).toHaveTextContent(t('deliveries.track.reasonValue', { reason: 'Nobody home' }))
      expect(screen.getByTestId('tracking-courier')).toHaveTextContent(
        t('deliveries.track.courierName', { name: 'Maria', operator: 'Delray Beach Courier' }),
      )
      expect(
        screen.getByRole('link', { name: t('deliveries.track.call', { phone: '(561) 555-1234' }) }),
      ).toHaveAttribute('href', 'tel:(561) 555-1234')
      const proof = screen.getByTestId('tracking-proof')
      expect(proof).toHaveTextContent(t('deliveries.track.receivedBy', { name: 'Ana Paz' }))
      expect(within(proof).getByRole('img', { name: t('deliveries.track.photoAlt') })).toBeVisible()
      expect(
        within(proof).getByRole('img', { name: t('deliveries.track.signatureAlt', { name: 'Ana Paz' }) }),
      ).toHaveAttribute('src', '/images/u/fedcba9876543210-640.webp')
      await noAxeFindings(container)
    })

    it('shows the pick-up window the operator gave, in the site’s zone', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise(() => {})),
      )
      const { container } = renderPage(lang, accepted(lang))
      expect(
        await screen.findByRole('heading', { level: 2, name: t('deliveries.track.windowHeading') }),
      ).toBeVisible()
      // 16:00 and 17:30 UTC are 11:00 and 12:30 in New York.
      expect(screen.getByTestId('tracking-window')).toHaveTextContent(/11:00.*12:30/)
      await noAxeFindings(container)
    })

    it('follows the job without a reload: it asks for the state every 10 s while visible', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true })
      const fetchMock = vi.fn(async (input: unknown) => {
        expect(String(input)).toBe(`/track/${TOKEN}/state`)
        return new Response(JSON.stringify(delivered(lang)), {
          headers: { 'Content-Type': 'application/json' },
        })
      })
      vi.stubGlobal('fetch', fetchMock)
      const { container } = renderPage(lang, accepted(lang))
      expect(await screen.findByTestId('tracking-stage')).toHaveTextContent(t('deliveries.status.accepted'))
      expect(screen.queryByTestId('tracking-proof')).toBeNull()
      expect(fetchMock).not.toHaveBeenCalled()
      await act(async () => {
        await vi.advanceTimersByTimeAsync(10_000)
      })
      expect(fetchMock).toHaveBeenCalledTimes(1)
      expect(await screen.findByTestId('tracking-proof')).toBeVisible()
      expect(screen.getByTestId('tracking-stage')).toHaveTextContent(t('deliveries.status.delivered'))
      await noAxeFindings(container)
    })
  })
}
