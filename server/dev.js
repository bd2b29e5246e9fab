// `npm run dev`: the same Express app, with Vite in middleware mode and hot reload.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer as createViteServer } from 'vite'
import { createHttpApp } from './app.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.env.DATA_DIR ??= path.join(root, 'data-dev')

const vite = await createViteServer({ root, server: { middlewareMode: true }, appType: 'custom' })
const getBuild = () => vite.ssrLoadModule('virtual:react-router/server-build')
const build = await getBuild()
const { startApp, getEnv } = build.entry.module
const env = getEnv()
const app = await startApp({ root })
const http = createHttpApp({
  app,
  getBuild,
  clientDir: '',
  isProduction: false,
  viteDevMiddleware: vite.middlewares,
})
const server = http.listen(env.PORT, env.HOST, () =>
  app.logger.info(`dev server on http://localhost:${env.PORT}`),
)
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    setTimeout(() => process.exit(1), 1800).unref()
    server.close()
    server.closeAllConnections()
    Promise.all([vite.close(), app.close()]).then(() => process.exit(0))
  })
}
