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

/** A valid submission of each form, for the address `email`. */
export function validFields(kind: FormKind, email: string): Record<string, string> {
  switch (kind) {
    case 'lead':
      return {
        firstName: 'Ana',
        lastName: 'Díaz',
        email,
        confirmEmail: email,
        phone: '(305) 555-0101',
        city: 'Miami',
        state: 'FL',
        message: 'I would like to start in Miami.',
        hasVehicle: 'on',
        experience: '1-3',
        referralCode: 'REF-42',
      }
    case 'playbook':
      return { firstName: 'Ben', lastName: 'Cole', email, phone: '555-0102', hearAboutUs: 'youtube' }
    case 'business-registration':
      return {
        companyName: 'Acme Legal LLC',
        contactName: 'Cara Diaz',
        email,
        phone: '555-0103',
        address: '1 Main St',
        city: 'Boca Raton',
        state: 'FL',
        zipCode: '33432',
        businessType: 'legal-services',
        estimatedVolume: '16-30',
      }
    case 'service-contact':
      return {
        name: 'Dan Evans',
        email,
        phone: '555-0104',
        company: 'Evans Dental',
        serviceType: 'medical',
        message: 'Do you deliver lab samples?',
      }
    case 'operator-application':
      return {
        firstName: 'Eva',
        lastName: 'Fox',
        email,
        phone: '555-0105',
        city: 'Richmond',
        state: 'VA',
        experience: 'none',
        hasVehicle: 'on',
        investmentReady: 'on',
        message: 'Ready to start.',
      }
  }
}

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
