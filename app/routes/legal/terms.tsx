import { LegalPage } from '#app/components/legal/legal-page'
import { pageMeta } from '#app/i18n/meta'
import type { Route } from './+types/terms'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'legal.terms.meta.title', description: 'legal.terms.meta.description' })

export default function Terms() {
  return <LegalPage document="terms" />
}
