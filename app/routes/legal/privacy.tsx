import { LegalPage } from '#app/components/legal/legal-page'
import { pageMeta } from '#app/i18n/meta'
import type { Route } from './+types/privacy'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'legal.privacy.meta.title', description: 'legal.privacy.meta.description' })

export default function Privacy() {
  return <LegalPage document="privacy" />
}
