import { useNavigation } from 'react-router'
import { zipPlace } from '#app/.server/adapters/distance/zip'
import { getOperatorDirectory } from '#app/.server/services/operators/operators'
import { recordQuoteEvent } from '#app/.server/services/bookings/quote-log'
import { DirectoryError, OperatorDirectory } from '#app/components/operators/directory'
import { parseDirectoryQuery } from '#app/domain/operators/directory'
import { localizeOperator } from '#app/domain/operators/operator'
import { pageMeta } from '#app/i18n/meta'
import { appContext, languageContext } from '#app/.server/context'
import type { Route } from './+types/directory'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'operators.meta.directoryTitle',
    description: 'operators.meta.directoryDescription',
  })

/** /operators: newest first; ?q= text search, ?state= filter, ?zip= nearest operators. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseDirectoryQuery(new URL(request.url).searchParams)
  const app = context.get(appContext)
  const { gapZip, ...directory } = await getOperatorDirectory(app, query, zipPlace)
  // The quote log (issue #21 item 5): a ZIP no operator is near; a failure never changes the page.
  if (gapZip) await recordQuoteEvent(app, { kind: 'directorySearch', outcome: 'noOperator', zip: gapZip })
  // The cards show the tagline and services in the page's language, like the operator pages.
  const lang = context.get(languageContext)
  return { ...directory, operators: directory.operators.map((o) => localizeOperator(o, lang)) }
}

export default function DirectoryRoute({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation()
  return (
    <OperatorDirectory
      directory={loaderData}
      loading={navigation.state === 'loading' && navigation.location.pathname.endsWith('/operators')}
    />
  )
}

/** A failed load: 'Failed to load operators: {message}' (or 'Unexpected error') and Try Again. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DirectoryError message={error instanceof Error ? error.message : null} />
}
