import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from '#app/i18n/react'
import { TestimonialSlides, type Testimonial } from './testimonial-slides'

/** marketing-site.md §2 and §9: autoplay every 5000 ms that does not stop on interaction. */
export const AUTOPLAY_DELAY_MS = 5000

function prefersReducedMotion() {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
}

/** The Embla-driven carousel: autoplay, clickable pagination and a pause control (WCAG 2.2.2). */
export default function EmblaTestimonials({ items }: { items: Testimonial[] }) {
  const { t } = useTranslation()
  // Visitors who ask for less motion start paused; everyone can pause and resume.
  const [paused, setPaused] = useState(prefersReducedMotion)
  const pausedRef = useRef(paused)
  const autoplay = useMemo(
    () => Autoplay({ delay: AUTOPLAY_DELAY_MS, stopOnInteraction: false, playOnInit: !pausedRef.current }),
    [],
  )
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps' }, [autoplay])
  const [snaps, setSnaps] = useState<number[]>([])
  const [selected, setSelected] = useState(0)

  useEffect(() => {
    if (!api) return
    const sync = () => {
      setSnaps(api.scrollSnapList())
      setSelected(api.selectedScrollSnap())
    }
    // Dragging or leaving the slides restarts the rotation (it does not stop on interaction),
    // but never against the visitor's own pause. The plugin is still starting when it says so.
    const keepPaused = () => {
      if (pausedRef.current) queueMicrotask(() => api.plugins().autoplay?.stop())
    }
    sync()
    api.on('select', sync).on('reInit', sync).on('autoplay:play', keepPaused)
    return () => {
      api.off('select', sync).off('reInit', sync).off('autoplay:play', keepPaused)
    }
  }, [api])

  const goTo = useCallback(
    (index: number) => {
      api?.scrollTo(index)
      // Interaction does not stop the rotation: the next move is a full delay away.
      api?.plugins().autoplay?.reset()
    },
    [api],
  )

  const togglePaused = () => {
    const plugin = api?.plugins().autoplay
    if (!plugin) return
    pausedRef.current = !paused
    setPaused(!paused)
    if (paused) plugin.play()
    else plugin.stop()
  }

  const controls =
    snaps.length > 1 ? (
      <div className="mt-6 flex items-center justify-center gap-4">
        <div
          role="group"
          aria-label={t('home.testimonials.pagination')}
          className="flex gap-1"
          data-testid="testimonials-pagination"
        >
          {snaps.map((_, index) => (
            <button
              key={index}
              type="button"
              onClick={() => goTo(index)}
              aria-label={t('home.testimonials.goTo', { index: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              className="group flex h-6 w-6 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block h-3 w-3 rounded-full transition ${
                  index === selected ? 'bg-brand-700' : 'bg-slate-400 group-hover:bg-slate-500'
                }`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={togglePaused}
          className="rounded px-2 py-1 text-sm font-medium text-slate-700 underline underline-offset-4 hover:text-brand-700"
          data-testid="testimonials-toggle"
        >
          {paused ? t('home.testimonials.play') : t('home.testimonials.pause')}
        </button>
      </div>
    ) : null

  return <TestimonialSlides items={items} viewportRef={viewportRef} scrollable={false} controls={controls} />
}
