import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

/** The graph of the client build, as the code-splitting hook sees it. */
type ModuleGraph = {
  getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null
}

/** The root route and the client entry: every page loads them and what they import statically. */
const FIRST_LOAD_ENTRY = /[\\/]app[\\/](root|entry\.client)\.tsx(\?|$)/

/**
 * Which first-load chunk a module of the browser build goes in (ADR 030): a module the root route
 * or the client entry imports, directly or not, is loaded by every page, so it joins one of two
 * files, `framework` (React, React DOM, React Router) or `shell` (the site's own code), instead of
 * the ~25 small files the automatic splitting made (each one ~300 bytes of headers and its own
 * request). Everything else (route modules, what only some pages or lazy parts import) keeps the
 * automatic splitting.
 */
function firstLoadChunks() {
  const reaches = new Map<string, boolean>()
  const reachesFirstLoad = (id: string, graph: ModuleGraph): boolean => {
    const known = reaches.get(id)
    if (known !== undefined) return known
    reaches.set(id, false) // a cycle does not reach by itself
    const info = graph.getModuleInfo(id)
    const result =
      !!info &&
      ((info.isEntry && FIRST_LOAD_ENTRY.test(id)) ||
        info.importers.some((importer) => reachesFirstLoad(importer, graph)))
    reaches.set(id, result)
    return result
  }
  const firstLoad = (id: string, graph: ModuleGraph) => {
    const info = graph.getModuleInfo(id)
    return !!info && !info.isEntry && reachesFirstLoad(id, graph)
  }
  const nodeModule = (id: string) => /[\\/]node_modules[\\/]/.test(id)
  // One group each; the framework's first (a module one group took is not another's).
  return [
    {
      name: (id: string, graph: ModuleGraph) => (firstLoad(id, graph) && nodeModule(id) ? 'framework' : null),
      priority: 3,
    },
    {
      name: (id: string, graph: ModuleGraph) => (firstLoad(id, graph) && !nodeModule(id) ? 'shell' : null),
      priority: 2,
    },
  ]
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '#app': new URL('./app', import.meta.url).pathname } },
  build: {
    target: 'es2022',
    rolldownOptions: isSsrBuild ? undefined : { output: { codeSplitting: { groups: firstLoadChunks() } } },
  },
}))
