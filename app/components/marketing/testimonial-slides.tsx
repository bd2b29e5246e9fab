import type { ReactNode, Ref } from 'react'
import { useTranslation } from '#app/i18n/react'
import type { TestimonialView } from '#app/.server/services/content/marketing-pages'
import { SampleBadge } from '../sample-badge'
import { StarIcon } from './icons'

export type Testimonial = TestimonialView

/** Spacing between slides, in px (marketing-site.md §2: spacing 30). */
export const SLIDE_SPACING = 30

/**
 * The carousel's markup, shared by the server-rendered version (a scrollable row that works
 * without JavaScript) and the Embla one: 1 slide per view, 2 from 640 px, 3 from 1024 px.
 */
export function TestimonialSlides({
  items,
  viewportRef,
  scrollable,
  controls,
}: {
  items: Testimonial[]
  viewportRef?: Ref<HTMLDivElement>
  /** Without JavaScript the row scrolls natively; Embla moves it otherwise. */
  scrollable: boolean
  controls?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t('home.testimonials.label')}
      data-testid="testimonials-carousel"
      data-enhanced={scrollable ? undefined : 'true'}
    >
      <div
        ref={viewportRef}
        className={scrollable ? 'snap-x snap-mandatory overflow-x-auto pb-2' : 'overflow-hidden'}
        // A scrollable row must be reachable by keyboard.
        tabIndex={scrollable ? 0 : undefined}
        aria-label={scrollable ? t('home.testimonials.label') : undefined}
        role={scrollable ? 'group' : undefined}
        data-testid="testimonials-viewport"
      >
        <div className="flex touch-pan-y" style={{ marginLeft: -SLIDE_SPACING }}>
          {items.map((item, index) => (
            <div
              key={item.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.testimonials.slide', { index: index + 1, count: items.length })}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start sm:basis-1/2 lg:basis-1/3"
              style={{ paddingLeft: SLIDE_SPACING }}
              data-testid="testimonial-slide"
            >
              <figure
                className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
                data-testid="testimonial-card"
              >
                <div
                  className="flex text-amber-500"
                  role="img"
                  aria-label={t('home.testimonials.rating', { rating: item.rating })}
                >
                  {Array.from({ length: item.rating }, (_, i) => (
                    <StarIcon key={i} />
                  ))}
                </div>
                <blockquote className="mt-4 flex-1 text-slate-700">
                  <p>“{item.text}”</p>
                </blockquote>
                <figcaption className="mt-6">
                  <span className="block font-semibold text-ink">
                    {item.name}
                    {item.sample ? <SampleBadge /> : null}
                  </span>
                  <span className="block text-sm text-slate-600">{item.date}</span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      {controls}
    </div>
  )
}
