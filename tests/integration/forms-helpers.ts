import { chain } from '../support/route-chain'
import type { RouterContextProvider } from 'react-router'
import type { FormActionData } from '#app/components/forms/use-public-form'
import type { FormKind } from '#app/domain/forms/options'
import * as leadRouteModule from '#app/routes/forms/contact'
import * as playbookRouteModule from '#app/routes/forms/playbook'
import * as registrationRouteModule from '#app/routes/service/business-registration'
import * as serviceContactRouteModule from '#app/routes/service/contact'
import * as applicationRouteModule from '#app/routes/service/operator-application'
import { routeArgs } from './context'

const leadRoute = chain(leadRouteModule)
const playbookRoute = chain(playbookRouteModule)
const registrationRoute = chain(registrationRouteModule)
const serviceContactRoute = chain(serviceContactRouteModule)
const applicationRoute = chain(applicationRouteModule)

export const STAFF = 'staff@example.com'

/** Each form: its page path and route action. */
export const formRoutes: Record<FormKind, { path: string; action: (args: never) => Promise<unknown> }> = {
  lead: { path: '/contact', action: leadRoute.action },
  playbook: { path: '/playbook', action: playbookRoute.action },
  'business-registration': { path: '/service/business-registration', action: registrationRoute.action },
  'service-contact': { path: '/service/contact', action: serviceContactRoute.action },
  'operator-application': { path: '/service/operator-application', action: applicationRoute.action },
}

export { validFields } from '../support/form-fields'

export function formPost(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const body = new URLSearchParams(fields)
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost', ...headers },
    body,
  })
}

export type ActionResult = { data: FormActionData; init: ResponseInit | null }

/** Posts `fields` to a form's action the way the browser would. */
export async function submit(
  kind: FormKind,
  ctx: RouterContextProvider,
  fields: Record<string, string>,
  lang: 'en' | 'es' = 'en',
): Promise<ActionResult> {
  const route = formRoutes[kind]
  const path = lang === 'es' ? `/es${route.path}` : route.path
  return (await route.action(routeArgs(formPost(path, fields), ctx) as never)) as ActionResult
}

export const statusOf = (r: ActionResult) => r.init?.status ?? 200
