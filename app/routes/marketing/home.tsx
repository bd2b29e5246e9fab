import { useTranslation } from '#app/i18n/react'
import { getHomePage } from '#app/.server/services/marketing-pages'
import { listMarkets } from '#app/.server/services/markets'
import { CallToAction } from '#app/components/marketing/call-to-action'
import {
  BalanceIcon,
  CheckIcon,
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
import { organizationJsonLd, videoObjectJsonLd } from '#app/domain/seo/structured-data'
import { pageMeta } from '#app/i18n/meta'
import { useLang, useRootData, useSiteSettings } from '#app/i18n/use-lang'
import { appContext, languageContext } from '#app/.server/context'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'meta.home.title', description: 'meta.home.description' })

export async function loader({ context }: Route.LoaderArgs) {
  const lang = context.get(languageContext)
  const [page, markets] = await Promise.all([
    getHomePage(context.get(appContext).db, lang),
    listMarkets(context.get(appContext).db),
  ])
  return { ...page, markets }
}

const featureIcons = [ClockIcon, GrowthIcon, DollarIcon, BalanceIcon]
const whyJoin = [
  { key: 'tech', Icon: PhoneAppIcon },
  { key: 'revenue', Icon: PercentIcon },
  { key: 'support', Icon: SupportIcon },
] as const

export default function Home({ loaderData }: Route.ComponentProps) {
  const { content, videos, testimonials, heroImage } = loaderData
  const { t } = useTranslation()
  const lang = useLang()
  const settings = useSiteSettings()
  const origin = useRootData()?.origin ?? ''
  const { hero, features, callToAction } = content
  const shownVideos = [videos.overview, videos.getStarted].filter((v) => v !== null)

  return (
    <>
      <JsonLd
        data={organizationJsonLd({
          name: settings.businessName,
          url: `${origin}/`,
          logo: `${origin}/icons/icon-512.png`,
          description: t('meta.defaultDescription'),
          telephone: settings.phone,
          email: settings.email,
          address: settings.postalAddress,
          offerName: t('home.offerName'),
          sameAs: [
            settings.facebookUrl,
            settings.instagramUrl,
            settings.linkedinUrl,
            settings.youtubeUrl,
          ].filter(Boolean),
        })}
      />
      {shownVideos.map((video) => (
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

      <section
        className="relative overflow-hidden bg-gradient-to-br from-slate-900 via-slate-800 to-brand-800 bg-cover bg-center text-white"
        style={
          hero.backgroundImage && !heroImage
            ? { backgroundImage: `url("${hero.backgroundImage}")` }
            : undefined
        }
        data-testid="hero"
      >
        {heroImage ? (
          // A library image: the browser picks the width it needs from every stored variant.
          <img
            src={heroImage.src}
            srcSet={heroImage.srcSet}
            sizes={heroImage.sizes}
            width={heroImage.width}
            height={heroImage.height}
            alt={heroImage.alt}
            fetchPriority="high"
            className="absolute inset-0 h-full w-full object-cover"
            data-testid="hero-image"
          />
        ) : null}
        {hero.backgroundImage ? (
          <div aria-hidden="true" className="absolute inset-0 bg-slate-900/75" />
        ) : null}
        <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 lg:grid-cols-2 lg:py-24">
          <div>
            <h1 className="text-4xl font-black tracking-tight sm:text-5xl">{hero.title}</h1>
            <p className="mt-4 text-xl font-semibold text-brand-100" data-testid="hero-subtitle">
              {hero.subtitle}
            </p>
            <p className="mt-4 text-lg text-slate-200">{t('home.hero.description')}</p>
            <ul className="mt-6 space-y-2" data-testid="hero-bullets">
              {(['schedule', 'earnings', 'boss'] as const).map((k) => (
                <li key={k} className="flex gap-2">
                  <CheckIcon />
                  <span>{t(`home.hero.bullets.${k}`)}</span>
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-wrap gap-3">
              <NewTabLink href={settings.bookingUrl} className={buttonStyles.primary}>
                {t('home.hero.bookConsultation')}
              </NewTabLink>
              <NewTabLink href={settings.courseSiteUrl} className={buttonStyles.light}>
                {t('home.hero.getStarted')}
              </NewTabLink>
              <NewTabLink href={settings.courseSiteUrl} className={buttonStyles.outlineLight}>
                {t('home.hero.learnMore')}
              </NewTabLink>
            </div>
          </div>
          <div data-testid="hero-video">
            {videos.overview ? (
              <VideoFacade
                title={videos.overview.title}
                videoUrl={videos.overview.videoUrl}
                posterUrl={videos.overview.thumbnailUrl}
                posterSrcSet={videos.overview.thumbnailSrcSet}
                priority
              />
            ) : null}
          </div>
        </div>
      </section>

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

      <MarketsSection markets={loaderData.markets} />
    </>
  )
}
