import { data } from 'react-router'
import { appContext } from '#app/.server/context'
import type { Route } from './+types/test-error'

/**
 * Lets the end-to-end tests see the route error fallback on a production build. Only answers when
 * the server was started with ENABLE_TEST_ROUTES=1; otherwise it is a plain 404.
 */
export function loader({ context }: Route.LoaderArgs) {
  if (process.env.ENABLE_TEST_ROUTES !== '1') throw data(null, { status: 404 })
  context.get(appContext).logger.info('test error route hit')
  throw new Error('Deliberate test failure: secret-stack-detail')
}

export default function TestError() {
  return null
}
