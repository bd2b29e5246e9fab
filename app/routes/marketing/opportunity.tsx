import { getOpportunityPage } from '#app/.server/services/content/marketing-pages'
import { deferredPart } from '#app/components/deferred/deferred-part'
import { VideoFacade } from '#app/components/video/video-facade'
import { pageMeta } from '#app/i18n/meta'
import { appContext, languageContext } from '#app/.server/context'
import type { Route } from './+types/opportunity'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'opportunity.meta.title', description: 'opportunity.meta.description' })

export async function loader({ context }: Route.LoaderArgs) {
  const lang = context.get(languageContext)
  return getOpportunityPage(context.get(appContext), lang)
}

const OpportunityBelowFold = deferredPart(
  () => import('#app/components/marketing/opportunity-below-fold').then((m) => m.OpportunityBelowFold),
  { trigger: 'near' },
)

export default function Opportunity({ loaderData }: Route.ComponentProps) {
  const { content, video } = loaderData
  const { hero } = content

  return (
    <>
      <section
        className="bg-gradient-to-br from-slate-900 via-slate-800 to-brand-800 text-white"
        data-testid="hero"
      >
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 lg:grid-cols-2 lg:py-20">
          <div>
            <h1 className="text-4xl font-black tracking-tight sm:text-5xl">{hero.title}</h1>
            <p className="mt-4 text-lg text-slate-200">{hero.description}</p>
          </div>
          <div data-testid="opportunity-video">
            {video ? (
              <VideoFacade
                title={video.title}
                videoUrl={video.videoUrl}
                posterUrl={video.thumbnailUrl}
                priority
              />
            ) : null}
          </div>
        </div>
      </section>

      {/* Below the first screen: server-rendered, its code loaded as it comes near (ADR 031). */}
      <OpportunityBelowFold data={loaderData} />
    </>
  )
}
