import { useTranslation } from '#app/i18n/react'
import { CheckIcon } from '#app/components/marketing/icons'
import { buttonStyles, NewTabLink } from '#app/components/marketing/new-tab-link'
import { VideoFacade } from '#app/components/video/video-facade'
import { useSiteSettings } from '#app/i18n/use-lang'
import type { HomePageData } from '#app/.server/services/content/marketing-pages'
import { ClaimDisclosure } from '#app/components/claims/claim-disclosure'

/**
 * The home page's first screen: its text and image paint from the server HTML, and its code (the
 * video player's facade) comes on the first scroll, hover, focus or touch (ADR 031).
 */
export function HomeHero({ data }: { data: HomePageData }) {
  const { content, videos, heroImage } = data
  const { t } = useTranslation()
  const settings = useSiteSettings()
  const { hero } = content
  return (
    <section
      className="relative overflow-hidden bg-gradient-to-br from-slate-900 via-slate-800 to-brand-800 bg-cover bg-center text-white"
      style={
        hero.backgroundImage && !heroImage ? { backgroundImage: `url("${hero.backgroundImage}")` } : undefined
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
      {hero.backgroundImage ? <div aria-hidden="true" className="absolute inset-0 bg-slate-900/75" /> : null}
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
                <span>{k === 'earnings' ? hero.earnings : t(`home.hero.bullets.${k}`)}</span>
              </li>
            ))}
          </ul>
          {data.heroClaim ? <ClaimDisclosure claim={data.heroClaim} /> : null}
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
  )
}
