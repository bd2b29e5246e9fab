import { useTranslation } from '#app/i18n/react'
import { CallToAction } from '#app/components/marketing/call-to-action'
import {
  BalanceIcon,
  ClockIcon,
  DollarIcon,
  GrowthIcon,
  PercentIcon,
  PhoneAppIcon,
  SupportIcon,
} from '#app/components/marketing/icons'
import { MarketsSection } from '#app/components/markets/markets-section'
import { buttonStyles, NewTabLink } from '#app/components/marketing/new-tab-link'
import { TestimonialsCarousel } from '#app/components/marketing/testimonials-carousel'
import { JsonLd } from '#app/components/seo/json-ld'
import { VideoFacade } from '#app/components/video/video-facade'
import { organizationJsonLd, realSetting, videoObjectJsonLd } from '#app/domain/seo/structured-data'
import { isPlaceholderVideoUrl } from '#app/domain/videos/video-source'
import { useLang, useRootData, useSiteSettings } from '#app/i18n/use-lang'
import type { HomePageData } from '#app/.server/services/content/marketing-pages'

const featureIcons = [ClockIcon, GrowthIcon, DollarIcon, BalanceIcon]
const whyJoin = [
  { key: 'tech', Icon: PhoneAppIcon },
  { key: 'revenue', Icon: PercentIcon },
  { key: 'support', Icon: SupportIcon },
] as const

/**
 * The home page below its first screen (features, why join, testimonials, call to action, the
 * markets) and its structured data: the home route renders it as a deferred part (ADR 031), so
 * the first load carries the hero's code only.
 */
export function HomeBelowFold({ data }: { data: HomePageData }) {
  const { content, videos, testimonials, markets } = data
  const { t } = useTranslation()
  const lang = useLang()
  const settings = useSiteSettings()
  const origin = useRootData()?.origin ?? ''
  const { features, callToAction } = content
  const shownVideos = [videos.overview, videos.getStarted].filter((v) => v !== null)

  return (
    <>
      <JsonLd
        data={organizationJsonLd({
          name: settings.businessName,
          url: `${origin}/`,
          logo: `${origin}/icons/icon-512.png`,
          description: t('meta.defaultDescription'),
          telephone: realSetting('phone', settings.phone),
          email: realSetting('email', settings.email),
          address: realSetting('postalAddress', settings.postalAddress),
          offerName: t('home.offerName'),
          sameAs: (['facebookUrl', 'instagramUrl', 'linkedinUrl', 'youtubeUrl'] as const).flatMap(
            (key) => realSetting(key, settings[key]) ?? [],
          ),
        })}
      />
      {/* A placeholder video plays nothing: never offered to search engines (issue #45). */}
      {shownVideos
        .filter((video) => !isPlaceholderVideoUrl(video.videoUrl))
        .map((video) => (
          <JsonLd
            key={video.id}
            data={videoObjectJsonLd({
              name: video.title,
              description: video.description,
              thumbnailUrl: `${origin}${video.thumbnailUrl}`,
              embedUrl: video.videoUrl,
              duration: video.duration,
              inLanguage: lang,
            })}
          />
        ))}

      <section aria-labelledby="features-title" className="bg-white py-16 lg:py-20" data-testid="features">
        <div className="mx-auto max-w-7xl px-4">
          <div className="mx-auto max-w-3xl text-center">
            <h2 id="features-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {features.title}
            </h2>
            <p className="mt-4 text-lg text-slate-600">{features.description}</p>
          </div>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {features.items.map((item, index) => {
              const Icon = featureIcons[index % featureIcons.length]!
              return (
                <li
                  key={index}
                  className="rounded-xl border border-slate-200 bg-slate-50 p-6"
                  data-testid="feature-card"
                >
                  <span className="inline-flex h-12 w-12 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
                    <Icon />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold text-ink">{item.title}</h3>
                  <p className="mt-2 text-slate-600">{item.description}</p>
                </li>
              )
            })}
          </ul>

          <div className="mt-16 grid items-center gap-10 lg:grid-cols-2" data-testid="why-join">
            <div>
              <h2 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                {t('home.whyJoin.title')}
              </h2>
              <ul className="mt-6 space-y-6">
                {whyJoin.map(({ key, Icon }) => (
                  <li key={key} className="flex gap-4">
                    <span className="inline-flex h-12 w-12 flex-none items-center justify-center rounded-lg bg-brand-700 text-white">
                      <Icon />
                    </span>
                    <div>
                      <h3 className="font-semibold text-ink">{t(`home.whyJoin.items.${key}.title`)}</h3>
                      <p className="mt-1 text-slate-600">{t(`home.whyJoin.items.${key}.text`)}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
            <div data-testid="get-started-video">
              <h3 className="text-xl font-semibold text-ink">{t('home.whyJoin.videoTitle')}</h3>
              <p className="mt-2 mb-4 text-slate-600">{t('home.whyJoin.videoText')}</p>
              {videos.getStarted ? (
                <VideoFacade
                  title={videos.getStarted.title}
                  videoUrl={videos.getStarted.videoUrl}
                  posterUrl={videos.getStarted.thumbnailUrl}
                  posterSrcSet={videos.getStarted.thumbnailSrcSet}
                />
              ) : null}
            </div>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="testimonials-title"
        className="bg-slate-50 py-16 lg:py-20"
        data-testid="testimonials"
      >
        <div className="mx-auto max-w-7xl px-4">
          <h2
            id="testimonials-title"
            className="text-center text-3xl font-bold tracking-tight text-ink sm:text-4xl"
          >
            {content.testimonials.title}
          </h2>
          {testimonials.some((item) => item.sample) ? (
            <p
              className="mt-4 text-center text-sm font-semibold text-amber-900"
              data-testid="testimonials-sample-note"
            >
              {t('home.testimonials.sampleNote')}
            </p>
          ) : null}
          <div className="mt-10">
            <TestimonialsCarousel items={testimonials} />
          </div>
          <p className="mt-8 text-center">
            <NewTabLink href={settings.reviewsUrl} className={buttonStyles.outline} testId="all-reviews">
              {t('home.testimonials.viewAll')}
            </NewTabLink>
          </p>
        </div>
      </section>

      <CallToAction
        id="home-cta"
        title={callToAction.title}
        description={callToAction.description}
        questions={t('home.callToAction.questions')}
        phone={settings.ctaPhone}
        primaryLabel={callToAction.buttonText}
        secondaryLabel={t('home.callToAction.learnMore')}
        href={settings.courseSiteUrl}
      />

      <MarketsSection markets={markets} />
    </>
  )
}
