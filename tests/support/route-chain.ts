/**
 * Runs a route module's loader or action the way the server does: first the middleware of every
 * route above it in the real route tree (app/routes.ts: the root's language and origin rule, the
 * staff layout's sign-in check, …), then the function itself. Tests call routes through `chain()`
 * so a page is tested with the guards the tree gives it, not with guards of its own.
 */
import path from 'node:path'
import { matchRoutes, type RouterContextProvider } from 'react-router'
import routes from '#app/routes'

type Args = { request: Request; context: RouterContextProvider; params?: Record<string, string | undefined> }
type Fn = (args: never) => unknown
type Middleware = (args: unknown, next: () => Promise<Response>) => unknown
type Entry = { id?: string; file: string; path?: string; index?: boolean; children?: Entry[] }

const appDir = path.resolve(import.meta.dirname, '../../app')
const middlewareOf = new Map<string, Promise<Middleware[]>>()

function loadMiddleware(file: string): Promise<Middleware[]> {
  let found = middlewareOf.get(file)
  if (!found) {
    found = import(path.join(appDir, file)).then(
      (module: { middleware?: Middleware[] }) => module.middleware ?? [],
    )
    middlewareOf.set(file, found)
  }
  return found
}

/** The files of the routes that answer `pathname`, root first. */
export function routeFilesFor(pathname: string, tree: readonly unknown[] = routes): string[] {
  const matches = matchRoutes(tree as never, pathname.replace(/\.data$/, '')) ?? []
  return ['root.tsx', ...matches.map((m) => (m.route as Entry).file)]
}

/**
 * Runs the middleware of the routes above `pathname` with `args`. Returns a Response when one
 * of them answered without going on (as the origin rule does); throws what they throw (redirects).
 */
export async function runMiddleware(args: Args, tree?: readonly unknown[]): Promise<Response | undefined> {
  const files = routeFilesFor(new URL(args.request.url).pathname, tree)
  const chainFns: Middleware[] = []
  for (const file of files.slice(0, -1)) chainFns.push(...(await loadMiddleware(file)))
  let reached = false
  const run = async (i: number): Promise<Response> => {
    if (i === chainFns.length) {
      reached = true
      return new Response(null, { status: 204 })
    }
    const answer = await chainFns[i]!({ ...args, params: args.params ?? {} }, () => run(i + 1))
    if (answer instanceof Response) return answer
    return reached ? new Response(null, { status: 204 }) : run(i + 1)
  }
  const answer = await run(0)
  return reached ? undefined : answer
}

/**
 * The module with its loader and action run behind the middleware of their place in the tree (the
 * app's, or `tree`: one built with `routeTree()` from pages the tests add, a sample collection's).
 */
export function chain<M extends { loader?: Fn; action?: Fn }>(module: M, tree?: readonly unknown[]): M {
  const wrap = (fn: Fn | undefined) =>
    fn &&
    ((args?: Args) => {
      // A call without arguments (a 405 answer of a resource route) has no request to guard.
      if (!args?.request) return (fn as (a?: Args) => unknown)(args)
      return runMiddleware(args, tree).then(
        (stopped) => stopped ?? (fn as (a: Args) => unknown)({ params: {}, ...args }),
      )
    })
  return { ...module, loader: wrap(module.loader), action: wrap(module.action) } as M
}
