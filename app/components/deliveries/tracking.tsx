import { useEffect, useState } from 'react'
import { TRACKING_POLL_MS, trackingStatePath } from '#app/domain/deliveries/tracking-token'
import { formatInZone } from '#app/domain/time/format'
import { useTranslation } from '#app/i18n/react'
import { useLang, useSiteSettings, useSiteTimeZone } from '#app/i18n/use-lang'
import type { TrackingView } from '#app/.server/services/deliveries/tracking'

/**
 * The latest state of the tracking page: the loader's, then what `/track/:token/state` answers,
 * asked every TRACKING_POLL_MS while the page is visible (and at once when it becomes visible
 * again). A failed request keeps what is shown; the next one tries again. (Server-sent events may
 * replace this later: ADR 062.)
 */
export function useTrackingState(token: string, initial: TrackingView, intervalMs = TRACKING_POLL_MS) {
  const [view, setView] = useState(initial)
  useEffect(() => setView(initial), [initial])
  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const poll = async () => {
      try {
        const response = await fetch(trackingStatePath(token), {
          headers: { Accept: 'application/json' },
          cache: 'no-store',
        })
        if (response.ok && !stopped) setView((await response.json()) as TrackingView)
      } catch {
        // Offline for a moment: the next tick asks again.
      }
    }
    const schedule = () => {
      clearTimeout(timer)
      if (stopped || document.visibilityState !== 'visible') return
      timer = setTimeout(() => {
        void poll().then(schedule)
      }, intervalMs)
    }
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void poll().then(schedule)
      else clearTimeout(timer)
    }
    schedule()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      stopped = true
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [token, intervalMs])
  return view
}

/**
 * The customer's tracking page (issue #44): where the delivery is now, the timeline of its steps
 * with their times in the site's zone, the courier's first name and phone, and at the end the proof.
 */
export function TrackingScreen({ token, initial }: { token: string; initial: TrackingView }) {
  const { t } = useTranslation()
  const lang = useLang()
  const zone = useSiteTimeZone()
  const settings = useSiteSettings()
  const view = useTrackingState(token, initial)
  const phone = view.courier?.phone ?? settings.phone
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">
        {t('deliveries.track.title', { operator: view.operatorName })}
      </h1>
      <p className="mt-1 text-slate-700">{t('deliveries.track.intro')}</p>
      <p className="mt-4 text-lg" data-testid="tracking-stage" aria-live="polite">
        <span className="font-medium">{t('deliveries.track.now')}: </span>
        <strong>{t(`deliveries.status.${view.stage}`)}</strong>
      </p>

      <section aria-labelledby="tracking-timeline-heading" className="mt-6">
        <h2 id="tracking-timeline-heading" className="text-xl font-bold">
          {t('deliveries.track.timelineHeading')}
        </h2>
        <ol className="mt-3 space-y-3" data-testid="tracking-timeline">
          {view.events.map((e, i) => (
            <li key={i} className="border-l-4 border-brand-700 pl-3">
              <span className="font-semibold">{t(`deliveries.status.${e.status}`)}</span>
              <br />
              <time dateTime={e.at} className="text-slate-700">
                {formatInZone(e.at, zone, lang)}
              </time>
              {e.reason ? (
                <p className="whitespace-pre-line text-slate-800">
                  {t('deliveries.track.reasonValue', { reason: e.reason })}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      </section>

      {view.courier ? (
        <section aria-labelledby="tracking-courier-heading" className="mt-6">
          <h2 id="tracking-courier-heading" className="text-xl font-bold">
            {t('deliveries.track.courierHeading')}
          </h2>
          <p className="mt-1" data-testid="tracking-courier">
            {t('deliveries.track.courierName', { name: view.courier.firstName, operator: view.operatorName })}
          </p>
          <p className="mt-2">
            <a
              href={`tel:${phone}`}
              className="inline-flex min-h-12 items-center rounded-lg border border-slate-400 px-4 font-semibold text-slate-900"
            >
              {t('deliveries.track.call', { phone })}
            </a>
          </p>
        </section>
      ) : null}

      {view.pickupWindow ? (
        <section aria-labelledby="tracking-window-heading" className="mt-6">
          <h2 id="tracking-window-heading" className="text-xl font-bold">
            {t('deliveries.track.windowHeading')}
          </h2>
          <p className="mt-1" data-testid="tracking-window">
            {t('deliveries.track.windowValue', {
              from: formatInZone(view.pickupWindow.from, zone, lang),
              by: formatInZone(view.pickupWindow.by, zone, lang),
            })}
          </p>
        </section>
      ) : null}

      {view.proof ? (
        <section aria-labelledby="tracking-proof-heading" className="mt-6" data-testid="tracking-proof">
          <h2 id="tracking-proof-heading" className="text-xl font-bold">
            {t('deliveries.track.proofHeading')}
          </h2>
          <p className="mt-1">{t('deliveries.track.receivedBy', { name: view.proof.recipientName })}</p>
          {view.proof.photoUrl ? (
            <img
              src={view.proof.photoUrl}
              alt={t('deliveries.track.photoAlt')}
              className="mt-2 w-full max-w-sm rounded border border-slate-200"
            />
          ) : null}
          {view.proof.signatureUrl ? (
            <img
              src={view.proof.signatureUrl}
              alt={t('deliveries.track.signatureAlt', { name: view.proof.recipientName })}
              className="mt-2 w-full max-w-sm rounded border border-slate-200 bg-white"
              data-testid="tracking-signature"
            />
          ) : null}
        </section>
      ) : null}
    </div>
  )
}
