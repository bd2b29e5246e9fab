import { useTranslation } from '#app/i18n/react'
import { CallToAction } from '#app/components/marketing/call-to-action'
import { FaqAccordion } from '#app/components/marketing/faq-accordion'
import { CheckIcon } from '#app/components/marketing/icons'
import { JsonLd } from '#app/components/seo/json-ld'
import { faqPageJsonLd, videoObjectJsonLd } from '#app/domain/seo/structured-data'
import { isPlaceholderVideoUrl } from '#app/domain/videos/video-source'
import { useLang, useRootData, useSiteSettings } from '#app/i18n/use-lang'
import type { OpportunityPageData } from '#app/.server/services/content/marketing-pages'
import { ClaimDisclosure } from '#app/components/claims/claim-disclosure'

/**
 * The opportunity page below its first screen (how it works, earnings, requirements, FAQ, call to
 * action) and its structured data: a deferred part of the route (ADR 031).
 */
export function OpportunityBelowFold({ data }: { data: OpportunityPageData }) {
  const { content, video, earnings } = data
  const { benefits, requirements, faq } = content
  const { t } = useTranslation()
  const lang = useLang()
  const settings = useSiteSettings()
  const origin = useRootData()?.origin ?? ''

  return (
    <>
      <JsonLd
        data={faqPageJsonLd(data.faq.map((item) => ({ question: item.question, answer: item.answerText })))}
      />
      {video && !isPlaceholderVideoUrl(video.videoUrl) ? (
        <JsonLd
          data={videoObjectJsonLd({
            name: video.title,
            description: video.description,
            thumbnailUrl: `${origin}${video.thumbnailUrl}`,
            embedUrl: video.videoUrl,
            duration: video.duration,
            inLanguage: lang,
          })}
        />
      ) : null}

      <section aria-labelledby="how-it-works-title" className="py-16 lg:py-20" data-testid="how-it-works">
        <div className="mx-auto max-w-7xl px-4">
          <h2
            id="how-it-works-title"
            className="text-center text-3xl font-bold tracking-tight text-ink sm:text-4xl"
          >
            {benefits.title}
          </h2>
          <ol className="mt-12 grid gap-6 lg:grid-cols-3">
            {benefits.items.map((step, index) => (
              <li
                key={index}
                className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
                data-testid="step"
              >
                <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                  {t('opportunity.stepLabel', { number: index + 1 })}
                </p>
                <h3 className="mt-2 text-xl font-semibold text-ink">{step.title}</h3>
                <p className="mt-2 text-slate-600">{step.description}</p>
                <ul className="mt-4 space-y-2">
                  {step.features.map((feature) => (
                    <li key={feature} className="flex gap-2 text-slate-700">
                      <CheckIcon />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="earnings-title" className="bg-slate-50 py-16 lg:py-20" data-testid="earnings">
        <div className="mx-auto max-w-7xl px-4">
          <div className="mx-auto max-w-3xl text-center">
            <h2 id="earnings-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {content.earnings.title}
            </h2>
            <p className="mt-4 text-lg text-slate-600">{content.earnings.subtitle}</p>
          </div>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {earnings.map((card, i) => (
              <li
                key={i}
                className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm"
                data-testid="earnings-card"
              >
                <h3 className="text-lg font-semibold text-ink">{card.title}</h3>
                <p className="mt-3 text-2xl font-black text-brand-700 sm:text-3xl">{card.amount}</p>
                <p className="mt-3 text-slate-600">{card.text}</p>
                {card.claim ? (
                  <ClaimDisclosure claim={card.claim} className="mt-3 text-sm text-slate-600" />
                ) : null}
              </li>
            ))}
          </ul>
          <p
            className="mx-auto mt-8 max-w-3xl text-center text-sm text-slate-600"
            data-testid="earnings-disclaimer"
          >
            {content.earnings.disclaimer}
          </p>
        </div>
      </section>

      <section aria-labelledby="requirements-title" className="py-16 lg:py-20" data-testid="requirements">
        <div className="mx-auto max-w-7xl px-4">
          <div className="mx-auto max-w-3xl text-center">
            <h2 id="requirements-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {requirements.title}
            </h2>
            <p className="mt-4 text-lg text-slate-600">{t('opportunity.requirementsIntro')}</p>
          </div>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {requirements.items.map((item, index) => (
              <li
                key={index}
                className="rounded-xl border border-slate-200 bg-white p-6"
                data-testid="requirement"
              >
                <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
                <ul className="mt-4 space-y-2">
                  {item.details.map((detail) => (
                    <li key={detail} className="flex gap-2 text-slate-700">
                      <CheckIcon />
                      <span>{detail}</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="faq-title" className="bg-slate-50 py-16 lg:py-20">
        <div className="mx-auto max-w-3xl px-4">
          <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {faq.title}
          </h2>
          <div className="mt-10">
            <FaqAccordion items={data.faq} />
          </div>
        </div>
      </section>

      <CallToAction
        id="opportunity-cta"
        title={t('opportunity.callToAction.title')}
        description={t('opportunity.callToAction.description')}
        questions={t('opportunity.callToAction.questions')}
        phone={settings.phone}
        primaryLabel={t('opportunity.callToAction.getStarted')}
        secondaryLabel={t('opportunity.callToAction.learnMore')}
        href={settings.courseSiteUrl}
      />
    </>
  )
}
