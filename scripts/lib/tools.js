// The tools only `npm run bench` and `npm run audit:lighthouse` use (autocannon, Lighthouse and its
// Chrome launcher) live in their own package, tools/, so that the root `npm ci` of every CI run and
// every clone does not install them. The first run of a script that needs them installs them from
// tools/package-lock.json; later runs find them there (and install again when that lockfile changed).
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { root } from './measure.js'

export const toolsDir = path.join(root, 'tools')

function installed() {
  // npm writes node_modules/.package-lock.json on every install: it holds the lockfile's packages.
  const hidden = path.join(toolsDir, 'node_modules/.package-lock.json')
  if (!existsSync(hidden)) return false
  const wanted = JSON.parse(readFileSync(path.join(toolsDir, 'package-lock.json'), 'utf8')).packages
  const have = JSON.parse(readFileSync(hidden, 'utf8')).packages
  return Object.entries(wanted).every(([name, p]) => name === '' || have[name]?.version === p.version)
}

/** Installs tools/ when it is missing or out of date with its lockfile. */
export function ensureTools() {
  if (installed()) return
  console.log('installing the on-demand tools (npm ci --prefix tools)…')
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const r = spawnSync(npm, ['ci', '--prefix', toolsDir, '--no-audit', '--no-fund'], { stdio: 'inherit' })
  if (r.status !== 0) throw new Error('npm ci --prefix tools failed')
}

/** Imports one of the tools (its module under tools/, which resolves from tools/node_modules). */
export async function importTool(name) {
  ensureTools()
  return import(path.join(toolsDir, `${name}.js`))
}

/** The installed version of a tool's package. */
export function toolVersion(pkg) {
  return JSON.parse(readFileSync(path.join(toolsDir, 'node_modules', pkg, 'package.json'), 'utf8')).version
}
