// What every command-line script of the site (init, admin:create, backup, restore) does first: load
// the server entry of the production build, and read the environment, stopping with its message
// when a variable is wrong.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The build's server entry module; exits (1) when there is no build. */
export async function loadBuild() {
  const buildFile = path.join(root, 'build/server/index.js')
  if (!existsSync(buildFile)) {
    console.error('No production build found: run "npm run build" first.')
    process.exit(1)
  }
  return (await import(pathToFileURL(buildFile).href)).entry.module
}

/** The build's server entry module, once the environment has been read; exits (1) when it is wrong. */
export async function loadBuildWithEnv() {
  const entry = await loadBuild()
  try {
    entry.getEnv()
  } catch (error) {
    if (error instanceof entry.EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  return entry
}
