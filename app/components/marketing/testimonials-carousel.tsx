import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { TestimonialSlides, type Testimonial } from './testimonial-slides'

// Embla and its autoplay plugin load only when the carousel comes near the screen.
const EmblaTestimonials = lazy(() => import('./testimonials-embla'))

/**
 * The testimonials carousel. The server renders every slide (readable and scrollable without
 * JavaScript); in the browser Embla takes over once the carousel is about to be seen.
 */
export function TestimonialsCarousel({ items }: { items: Testimonial[] }) {
  const [enhanced, setEnhanced] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (typeof IntersectionObserver === 'undefined') {
      setEnhanced(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setEnhanced(true)
          observer.disconnect()
        }
      },
      { rootMargin: '300px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  const plain = <TestimonialSlides items={items} scrollable />
  return (
    <div ref={ref}>
      {enhanced ? (
        <Suspense fallback={plain}>
          <EmblaTestimonials items={items} />
        </Suspense>
      ) : (
        plain
      )}
    </div>
  )
}
