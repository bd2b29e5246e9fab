import { data } from 'react-router'
import { portalHeaders } from './meta'

/** The job id of `/portal/jobs/:id` and its steps, or null when it is not one. */
export function jobIdParam(param: string | undefined): number | null {
  const id = Number(param)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** Another operator's job, or none: a 404 that says nothing more. */
export const jobNotFound = () => data(null, { status: 404, headers: portalHeaders() })
