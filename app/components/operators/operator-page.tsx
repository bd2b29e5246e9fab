import { useEffect, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import {
  FALLBACK_PROFILE_IMAGE,
  formatRating,
  showsDeliveries,
  testimonialRating,
  type OperatorProfile,
} from '#app/domain/operators/operator'
import { clockLabel, hoursGroups, operatorWeeklyHours } from '#app/domain/operators/hours'
import { telHref } from '#app/domain/settings/site-settings'
import { useLocalizedPath, useRootData, useSiteSettings } from '#app/i18n/use-lang'
import { trackOperatorPageView } from '#app/components/analytics/track'
import { BookingForm } from './booking-form'
import { InstantQuote, type QuoteResult } from './instant-quote'
import { Modal } from './modal'
import { SampleBadge } from '../sample-badge'
import { isSampleOperator } from '#app/domain/operators/sample-operator'

function Section(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${props.id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      data-testid={`section-${props.id}`}
    >
      <h2 id={`${props.id}-title`} className="text-xl font-bold text-ink">
        {props.title}
      </h2>
      <div className="mt-3 text-slate-700">{props.children}</div>
    </section>
  )
}

function List({ items, testId }: { items: string[]; testId?: string }) {
  return (
    <ul className="grid gap-1.5 sm:grid-cols-2" data-testid={testId}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="text-brand-700">
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  )
}

const buttonPrimary =
  'inline-flex items-center justify-center rounded bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800'
const buttonSecondary =
  'inline-flex items-center justify-center rounded border-2 border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50'

/**
 * An operator's public page (network-site.md §2.2): every section only when it has content.
 * `preview` (the portal's My page, issue #21): the same page without its forms, buttons and page-view
 * event, its title one level down (inside the portal page).
 */
export function OperatorPage({
  operator,
  qrSvg,
  pageUrl,
  preview = false,
}: {
  operator: OperatorProfile
  qrSvg: string
  pageUrl: string
  preview?: boolean
}) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const settings = useSiteSettings()
  const [requestOpen, setRequestOpen] = useState(false)
  const [emailOpen, setEmailOpen] = useState(false)
  const [quoteOpen, setQuoteOpen] = useState(false)
  const [bookingQuote, setBookingQuote] = useState<QuoteResult | null>(null)
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const [imageSrc, setImageSrc] = useState(operator.profileImageUrl || FALLBACK_PROFILE_IMAGE)
  const analytics = useRootData()?.analytics
  // The profile page's page-view event (with consent and configured IDs only).
  useEffect(
    () => (preview ? undefined : trackOperatorPageView(operator.slug, analytics)),
    [operator.slug, analytics, preview],
  )
  const Title = preview ? 'h2' : 'h1'
  const o = operator
  const phoneHref = o.contactPhone ? telHref(o.contactPhone) : undefined
  const mailto = o.contactEmail
    ? `mailto:${o.contactEmail}?subject=${encodeURIComponent(t('operators.emailModal.subject'))}`
    : undefined
  const services =
    o.businessServices.length > 0 ||
    o.responseTimeGuarantee ||
    o.weightLimit ||
    o.sizeLimit ||
    o.rushDeliveryAvailable ||
    o.recurringServices
  const showQuote = () => {
    setQuoteOpen(true)
    requestAnimationFrame(() => document.getElementById('quote-pickup')?.focus())
  }

  async function copyEmail() {
    try {
      await navigator.clipboard.writeText(o.contactEmail ?? '')
      setCopyState('copied')
    } catch {
      setCopyState('failed')
    }
  }

  return (
    <article
      className="bg-slate-50 pb-16"
      data-testid={preview ? 'operator-preview' : 'operator-page'}
      data-slug={o.slug}
    >
      <header className="bg-brand-800 text-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 md:flex-row md:items-center md:justify-between">
          <div className="flex flex-col items-center gap-6 text-center sm:flex-row sm:text-left">
            <img
              src={imageSrc}
              alt={t('operators.header.profileImageAlt', { name: o.name })}
              width={144}
              height={144}
              onError={() => setImageSrc(FALLBACK_PROFILE_IMAGE)}
              className="h-36 w-36 shrink-0 rounded-full border-4 border-white bg-white object-cover"
              data-testid="profile-image"
            />
            <div>
              <Title className="text-3xl font-black tracking-tight sm:text-4xl">{o.name}</Title>
              {/* A seeded operator that is no business (issue #45): marked as the notice says. */}
              {isSampleOperator(o) ? <SampleBadge testId="sample-operator-badge" /> : null}
              {o.tagline ? (
                <p className="mt-2 text-lg text-white" data-testid="operator-tagline">
                  {o.tagline}
                </p>
              ) : null}
              {o.areaServed ? (
                <p className="mt-2 font-semibold" data-testid="operator-area">
                  <span aria-hidden="true">📍 </span>
                  {o.areaServed}
                </p>
              ) : null}
              <p className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 sm:justify-start">
                {o.averageRating != null ? (
                  <span data-testid="operator-rating">
                    <span aria-hidden="true">★ </span>
                    {t('operators.header.rating', { rating: formatRating(o.averageRating) })}{' '}
                    {t('operators.header.reviews', { count: o.totalReviews })}
                    {o.sampleReviews ? <SampleBadge /> : null}
                  </span>
                ) : null}
                {showsDeliveries(o) ? (
                  <span data-testid="operator-deliveries">
                    {t('operators.header.deliveries', { total: o.totalDeliveries.toLocaleString('en-US') })}
                  </span>
                ) : null}
              </p>
            </div>
          </div>
          <div className="flex flex-col items-center gap-3 rounded-xl bg-white p-4 text-center text-ink">
            <p className="font-bold">{t('operators.qr.title')}</p>
            <div
              role="img"
              aria-label={t('operators.qr.alt', { url: pageUrl })}
              className="h-36 w-36 [&>svg]:h-full [&>svg]:w-full"
              data-testid="operator-qr"
              dangerouslySetInnerHTML={{ __html: qrSvg }}
            />
            <p className="max-w-40 text-xs text-slate-600">{t('operators.qr.text')}</p>
          </div>
        </div>
        <div
          className="mx-auto flex max-w-6xl flex-wrap justify-center gap-3 px-4 pb-8 md:justify-start"
          hidden={preview}
        >
          <button
            type="button"
            onClick={() => setRequestOpen(true)}
            className="rounded bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t('operators.actions.requestQuote')}
          </button>
          <button
            type="button"
            onClick={showQuote}
            className="rounded border-2 border-white px-5 py-3 font-semibold text-white hover:bg-white/10"
          >
            {t('operators.actions.instantQuote')}
          </button>
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          {quoteOpen ? (
            <InstantQuote
              onBookNow={(quote) => {
                setBookingQuote(quote)
                setRequestOpen(true)
              }}
            />
          ) : null}

          {o.bio || o.yearsExperience || o.operatingSince || o.languagesSpoken.length > 0 ? (
            <Section id="about" title={t('operators.about.title')}>
              {o.bio ? <p>{o.bio}</p> : null}
              <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm font-semibold text-slate-800">
                {o.yearsExperience ? (
                  <li>{t('operators.about.experience', { count: o.yearsExperience })}</li>
                ) : null}
                {o.operatingSince ? (
                  <li>{t('operators.about.operatingSince', { year: o.operatingSince })}</li>
                ) : null}
                {o.languagesSpoken.length > 0 ? (
                  <li>
                    {t('operators.about.languages')}: {o.languagesSpoken.join(', ')}
                  </li>
                ) : null}
              </ul>
            </Section>
          ) : null}

          {services ? (
            <Section id="services" title={t('operators.services.title')}>
              {o.businessServices.length > 0 ? (
                <List items={o.businessServices} testId="services-list" />
              ) : null}
              <dl className="mt-4 grid gap-2 sm:grid-cols-3">
                {o.responseTimeGuarantee ? (
                  <div>
                    <dt className="text-sm text-slate-600">{t('operators.services.responseTime')}</dt>
                    <dd className="font-semibold text-ink">{o.responseTimeGuarantee}</dd>
                  </div>
                ) : null}
                {o.weightLimit ? (
                  <div>
                    <dt className="text-sm text-slate-600">{t('operators.services.weightLimit')}</dt>
                    <dd className="font-semibold text-ink">{o.weightLimit}</dd>
                  </div>
                ) : null}
                {o.sizeLimit ? (
                  <div>
                    <dt className="text-sm text-slate-600">{t('operators.services.sizeLimit')}</dt>
                    <dd className="font-semibold text-ink">{o.sizeLimit}</dd>
                  </div>
                ) : null}
              </dl>
              {o.rushDeliveryAvailable || o.recurringServices ? (
                <p className="mt-4 flex flex-wrap gap-2">
                  {o.rushDeliveryAvailable ? (
                    <span
                      className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900"
                      data-testid="badge-rush"
                    >
                      {t('operators.services.rush')}
                    </span>
                  ) : null}
                  {o.recurringServices ? (
                    <span
                      className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900"
                      data-testid="badge-recurring"
                    >
                      {t('operators.services.recurring')}
                    </span>
                  ) : null}
                </p>
              ) : null}
            </Section>
          ) : null}

          {o.serviceAreas.length > 0 || o.territoryDescription ? (
            <Section id="areas" title={t('operators.areas.title')}>
              {o.serviceAreas.length > 0 ? <List items={o.serviceAreas} /> : null}
              {o.territoryDescription ? <p className="mt-3">{o.territoryDescription}</p> : null}
            </Section>
          ) : null}

          {o.vehicleTypes.length > 0 ? (
            <Section id="fleet" title={t('operators.fleet.title')}>
              <List items={o.vehicleTypes} />
            </Section>
          ) : null}

          {o.testimonials.length > 0 ? (
            <Section id="testimonials" title={t('operators.testimonials.title')}>
              {o.sampleReviews ? (
                <p className="mb-3 text-sm font-semibold text-amber-900" data-testid="sample-note">
                  <SampleBadge /> {t('operators.sample.note')}
                </p>
              ) : null}
              <ul className="grid gap-4">
                {o.testimonials.map((item, i) => {
                  const rating = testimonialRating(item.rating)
                  return (
                    <li key={i} className="rounded-lg bg-slate-50 p-4">
                      <p
                        role="img"
                        aria-label={t('operators.testimonials.rating', { rating })}
                        className="text-amber-700"
                      >
                        {'★'.repeat(rating)}
                        {'☆'.repeat(5 - rating)}
                      </p>
                      <blockquote className="mt-2">“{item.text}”</blockquote>
                      <p className="mt-2 text-sm font-semibold text-slate-800">— {item.author}</p>
                    </li>
                  )
                })}
              </ul>
            </Section>
          ) : null}

          {preview ? null : (
            <BookingForm
              intro={t('operators.booking.intro', { name: o.name })}
              success={() => t('operators.booking.success', { name: o.name })}
              quote={bookingQuote}
            />
          )}
        </div>

        <aside className="grid content-start gap-6">
          <Section id="contact" title={t('operators.contact.title')}>
            <dl className="grid gap-2">
              {o.contactPersonName ? (
                <div>
                  <dt className="text-sm text-slate-600">{t('operators.contact.person')}</dt>
                  <dd className="font-semibold text-ink">{o.contactPersonName}</dd>
                </div>
              ) : null}
              {o.contactPhone ? (
                <div>
                  <dt className="text-sm text-slate-600">{t('operators.contact.phone')}</dt>
                  <dd>
                    <a href={phoneHref} className="font-semibold text-brand-700 underline">
                      {o.contactPhone}
                    </a>
                  </dd>
                </div>
              ) : null}
              {o.contactEmail ? (
                <div>
                  <dt className="text-sm text-slate-600">{t('operators.contact.email')}</dt>
                  <dd className="break-all">
                    <a href={`mailto:${o.contactEmail}`} className="font-semibold text-brand-700 underline">
                      {o.contactEmail}
                    </a>
                  </dd>
                </div>
              ) : null}
              {o.areaServed ? (
                <div>
                  <dt className="text-sm text-slate-600">{t('operators.contact.area')}</dt>
                  <dd className="font-semibold text-ink">{o.areaServed}</dd>
                </div>
              ) : null}
            </dl>
          </Section>

          <Section id="hours" title={t('operators.hours.title')}>
            <OperatorHours text={o.hoursOfOperation} />
          </Section>

          {o.paymentMethods.length > 0 ? (
            <Section id="payment" title={t('operators.payment.title')}>
              <List items={o.paymentMethods} />
            </Section>
          ) : null}

          {o.certifications.length > 0 ? (
            <Section id="certifications" title={t('operators.certifications.title')}>
              <List items={o.certifications} />
            </Section>
          ) : null}

          <Section id="book" title={t('operators.book.title')}>
            <p>{t('operators.book.text', { name: o.name })}</p>
            <div className="mt-4 grid gap-3">
              {phoneHref ? (
                <a href={phoneHref} className={buttonPrimary}>
                  {t('operators.book.callNow')}
                </a>
              ) : null}
              {o.contactEmail ? (
                <button
                  type="button"
                  onClick={() => {
                    setCopyState('idle')
                    setEmailOpen(true)
                  }}
                  className={buttonSecondary}
                >
                  {t('operators.book.sendEmail')}
                </button>
              ) : null}
            </div>
          </Section>
        </aside>
      </div>

      <div className="mx-auto max-w-6xl px-4">
        <Link
          to={href('/operators')}
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          ← {t('operators.back')}
        </Link>
      </div>

      <Modal
        open={requestOpen}
        onClose={() => setRequestOpen(false)}
        title={t('operators.requestModal.title')}
        closeLabel={t('operators.requestModal.close')}
        testId="request-modal"
      >
        <p className="text-slate-700">{t('operators.requestModal.text', { name: o.name })}</p>
        <ul className="mt-4 grid gap-3">
          <li>
            <a
              href={settings.appStoreUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="block rounded-lg border border-slate-300 p-4 hover:border-brand-700"
            >
              <span className="block font-bold text-ink">{t('operators.requestModal.downloadApp')}</span>
              <span className="block text-sm text-slate-600">
                {t('operators.requestModal.downloadAppText')}
              </span>
              <span className="sr-only"> {t('common.opensInNewTab')}</span>
            </a>
          </li>
          <li>
            <a
              href={settings.serviceBookingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="block rounded-lg border border-slate-300 p-4 hover:border-brand-700"
            >
              <span className="block font-bold text-ink">{t('operators.requestModal.webform')}</span>
              <span className="block text-sm text-slate-600">{t('operators.requestModal.webformText')}</span>
              <span className="sr-only"> {t('common.opensInNewTab')}</span>
            </a>
          </li>
          {phoneHref ? (
            <li>
              <a
                href={phoneHref}
                className="block rounded-lg border border-slate-300 p-4 hover:border-brand-700"
              >
                <span className="block font-bold text-ink">{t('operators.requestModal.callUs')}</span>
                <span className="block text-sm text-slate-600">{o.contactPhone}</span>
              </a>
            </li>
          ) : null}
        </ul>
      </Modal>

      <Modal
        open={emailOpen}
        onClose={() => setEmailOpen(false)}
        title={t('operators.emailModal.title')}
        closeLabel={t('operators.emailModal.close')}
        testId="email-modal"
      >
        <p className="text-slate-700">{t('operators.emailModal.text')}</p>
        <p className="mt-2 break-all text-lg font-bold text-ink" data-testid="email-modal-address">
          {o.contactEmail}
        </p>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <a href={mailto} className={buttonPrimary}>
            {t('operators.emailModal.open')}
          </a>
          <button type="button" onClick={() => void copyEmail()} className={buttonSecondary}>
            {t('operators.emailModal.copy')}
          </button>
        </div>
        <p role="status" className="mt-3 text-sm font-semibold text-emerald-800">
          {copyState === 'copied'
            ? t('operators.emailModal.copied')
            : copyState === 'failed'
              ? t('operators.emailModal.copyFailed')
              : ''}
        </p>
      </Modal>
    </article>
  )
}

/** The operator's own hours, day group by day group, in the page's language (issue #30 item 4). */
function OperatorHours({ text }: { text: string | null }) {
  const { t } = useTranslation()
  const week = operatorWeeklyHours(text)
  if (!week) return <p>{t('operators.hours.unreadable', { text })}</p>
  return (
    <ul data-testid="operator-hours">
      {hoursGroups(week).map((g) => {
        const days =
          g.from === g.to
            ? t(`operators.hours.days.${g.from}`)
            : t('operators.hours.range', {
                from: t(`operators.hours.days.${g.from}`),
                to: t(`operators.hours.days.${g.to}`),
              })
        const hours = g.hours
          ? t('operators.hours.open', {
              opens: clockLabel(g.hours.opens),
              closes: clockLabel(g.hours.closes),
            })
          : t('operators.hours.closed')
        return <li key={g.from}>{t('operators.hours.line', { days, hours })}</li>
      })}
    </ul>
  )
}
