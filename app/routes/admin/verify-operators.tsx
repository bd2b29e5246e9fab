import { useTranslation } from '#app/i18n/react'
import { data, useFetcher } from 'react-router'
import { AdminLayout } from '#app/components/admin/admin-layout'
import { primaryButton } from '#app/components/admin/fields'
import { Results } from '#app/components/admin/verify-results'
import { adminHeaders, adminMeta } from '#app/components/admin/route-helpers'
import { testLoadReply, verificationReply } from '#app/.server/services/operations/diagnostics'
import { appContext, staffContext } from '#app/.server/context'
import { adminEdge } from '#app/.server/http/admin-edge'
import { z } from '#app/domain/zod'
import type { Route } from './+types/verify-operators'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'verifyOperators.meta.title')
export const headers = adminHeaders

export async function loader({ context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  return data({ staff: { email: staff.email } }, { headers: adminHeaders() })
}

const verifySchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('run') }),
  // An empty slug is looked up (and not found) like any other.
  z.object({
    intent: z.literal('testLoad'),
    slug: z
      .string()
      .default('')
      .transform((s) => s.slice(0, 200)),
  }),
])

export async function action(args: Route.ActionArgs) {
  const { context } = args
  const edge = await adminEdge(args, {
    form: 'admin-verify-operators',
    schema: verifySchema,
    failure: 'verifyOperators.invalid',
  })
  if (!edge.ok) throw edge.response
  const app = context.get(appContext)
  return edge.value.intent === 'run' ? verificationReply(app) : testLoadReply(app, edge.value.slug)
}

export default function VerifyOperators({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const fetcher = useFetcher<typeof action>({ key: 'verify-run' })
  const running = fetcher.state !== 'idle'
  const fromFetcher = fetcher.data?.intent === 'run' ? fetcher.data : null
  const fromAction = actionData?.intent === 'run' ? actionData : null
  const result = fromFetcher ?? fromAction
  return (
    <AdminLayout email={loaderData.staff.email} title={t('verifyOperators.title')}>
      <p className="text-slate-700">{t('verifyOperators.intro')}</p>
      <fetcher.Form method="post" className="mt-4">
        <button type="submit" name="intent" value="run" className={primaryButton} disabled={running}>
          {running ? t('verifyOperators.running') : t('verifyOperators.run')}
        </button>
      </fetcher.Form>
      <div role="status" aria-live="polite" className="sr-only">
        {running ? t('verifyOperators.running') : ''}
      </div>
      {result ? (
        <Results result={result} />
      ) : (
        <p className="mt-6 text-slate-600">{t('verifyOperators.notRun')}</p>
      )}
    </AdminLayout>
  )
}
