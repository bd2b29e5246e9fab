import { data } from 'react-router'
import { NotFoundPage } from '#app/components/layout/error-pages'
import { pageMeta } from '#app/i18n/meta'
import type { Route } from './+types/not-found'

/** Any path no page claims: a real 404 inside the shell the path belongs to. */
export function loader() {
  return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: 'meta.notFound.title' }),
  { name: 'robots', content: 'noindex' },
]

export default function NotFound() {
  return <NotFoundPage />
}
