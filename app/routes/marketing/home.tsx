import { getHomePage } from '#app/.server/services/content/marketing-pages'
import { listMarkets } from '#app/.server/services/operators/markets'
import { deferredPart } from '#app/components/deferred/deferred-part'
import { pageMeta } from '#app/i18n/meta'
import { appContext, languageContext } from '#app/.server/context'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'meta.home.title', description: 'meta.home.description' })

export async function loader({ context }: Route.LoaderArgs) {
  const lang = context.get(languageContext)
  const [page, markets] = await Promise.all([
    getHomePage(context.get(appContext), lang),
    listMarkets(context.get(appContext)),
  ])
  return { ...page, markets }
}

const HomeHero = deferredPart(() => import('#app/components/marketing/home-hero').then((m) => m.HomeHero), {
  trigger: 'near',
})

const HomeBelowFold = deferredPart(
  () => import('#app/components/marketing/home-below-fold').then((m) => m.HomeBelowFold),
  { trigger: 'near' },
)

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {/* The first screen: server-rendered, its code loaded on scroll or interaction (ADR 031). */}
      <HomeHero data={loaderData} />
      {/* Below the first screen: server-rendered, its code loaded as it comes near (ADR 031). */}
      <HomeBelowFold data={loaderData} />
    </>
  )
}
