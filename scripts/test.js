// `npm test`: typecheck, lint, unit and integration tests (PGlite, then PostgreSQL when
// TEST_DATABASE_URL is set), the production build with its start-up smoke tests, then the browser
// tests in Debian's Chromium: the end-to-end tests and the audits over the route inventory (axe, Nu
// Html Checker, links, headers) in one Playwright run against one server. At the end, or when a step
// fails, it prints how long each command took and its share of the total.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { timingTable } from './lib/timing-table.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
const bin = (name) => path.join(root, 'node_modules/.bin', name)

/** Every command run so far: its title, seconds of wall-clock time, and whether it failed. */
const timings = []

function printTimings() {
  if (timings.length === 0) return
  console.log(`\nTime per step (wall clock; other load on the machine counts too):\n${timingTable(timings)}`)
}

function run(title, cmd, args, env = {}) {
  console.log(`\n▶ ${title}`)
  const started = Date.now()
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = (Date.now() - started) / 1000
  timings.push({ title, seconds, failed: r.status !== 0 })
  if (r.status !== 0) {
    console.error(`\n✖ ${title} failed`)
    printTimings()
    process.exit(r.status ?? 1)
  }
  console.log(`✔ ${title} (${seconds.toFixed(1)} s)`)
}

/**
 * Runs `commands` side by side (each a single-threaded checker, so two keep both cores busy), prints
 * each one's output in order once all have ended, and records the group as one step of the table
 * with its wall time. Fails as `run` does when any of them failed, after printing them all.
 */
async function runSideBySide(title, commands) {
  console.log(`\n▶ ${title}`)
  const started = Date.now()
  const results = await Promise.all(
    commands.map(
      ({ title, cmd, args }) =>
        new Promise((resolve) => {
          const t0 = Date.now()
          const child = spawn(cmd, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] })
          let output = ''
          child.stdout.on('data', (chunk) => (output += chunk))
          child.stderr.on('data', (chunk) => (output += chunk))
          child.on('error', (error) => (output += String(error)))
          child.on('close', (status) => resolve({ title, status, output, seconds: (Date.now() - t0) / 1000 }))
        }),
    ),
  )
  const seconds = (Date.now() - started) / 1000
  const failed = results.filter((r) => r.status !== 0)
  for (const r of results) {
    console.log(`\n── ${r.title} (${r.seconds.toFixed(1)} s${r.status === 0 ? '' : ', failed'})`)
    if (r.output.trim()) process.stdout.write(r.output.endsWith('\n') ? r.output : `${r.output}\n`)
  }
  timings.push({ title, seconds, failed: failed.length > 0 })
  if (failed.length > 0) {
    console.error(`\n✖ ${failed.map((r) => r.title).join(', ')} failed`)
    printTimings()
    process.exit(failed[0].status ?? 1)
  }
  console.log(`✔ ${title} (${seconds.toFixed(1)} s)`)
}

function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean)
  return candidates.find((p) => existsSync(p))
}

/** The browser tests run in Debian's headless shell (half the CPU of the full browser, playwright.config.ts). */
function ensureChromium() {
  let found = findChromium()
  if (found?.endsWith('headless-shell')) return found
  if (process.getuid?.() === 0) {
    console.log(
      "\nChromium's headless shell not found: installing Debian's chromium-headless-shell with apt-get…",
    )
    run('apt-get update', 'apt-get', ['update', '-qq'])
    run(
      'apt-get install chromium-headless-shell',
      'apt-get',
      ['install', '-y', '-qq', 'chromium-headless-shell', 'chromium', 'fonts-liberation'],
      { DEBIAN_FRONTEND: 'noninteractive' },
    )
    found = findChromium()
  }
  if (found) return found
  console.error(
    '\nNo Chromium found for the end-to-end tests. Install it with `sudo apt-get install chromium-headless-shell` ' +
      '(Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome binary, then run npm test again.',
  )
  process.exit(1)
}

function hasJava() {
  const java = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin/java') : 'java'
  return spawnSync(java, ['-version'], { stdio: 'ignore' }).status === 0
}

/** The Nu Html Checker (node_modules/vnu-jar) runs on Java 17 or newer. */
function ensureJava() {
  if (hasJava()) return
  if (process.getuid?.() === 0) {
    console.log('\nJava not found: installing default-jre-headless with apt-get for the Nu Html Checker…')
    run('apt-get update', 'apt-get', ['update', '-qq'])
    run('apt-get install default-jre-headless', 'apt-get', ['install', '-y', '-qq', 'default-jre-headless'], {
      DEBIAN_FRONTEND: 'noninteractive',
    })
    if (hasJava()) return
  }
  console.error(
    '\nNo Java found for the HTML validity audit (the Nu Html Checker, node_modules/vnu-jar, is a Java ' +
      'program). Install a Java runtime with `sudo apt-get install default-jre-headless` (Debian/Ubuntu) ' +
      'or any Java 17+, or set JAVA_HOME to one, then run npm test again.',
  )
  process.exit(1)
}

/** The browser tests: `projects` narrows the run (`--project` arguments); all when absent. */
function browserTests(title, projectArgs = [], env = {}) {
  const chromium = ensureChromium()
  ensureJava()
  run(title, bin('playwright'), ['test', ...projectArgs], { CHROMIUM_PATH: chromium, ...env })
}

// `npm test` runs these in order.
const steps = {
  // The type checker on one core, the linter and the formatter check after each other on the other.
  static: async () => {
    run('route types', bin('react-router'), ['typegen'])
    await runSideBySide('typecheck, eslint, prettier --check (side by side)', [
      { title: 'typecheck', cmd: bin('tsc'), args: [] },
      {
        title: 'eslint, then prettier --check',
        cmd: 'sh',
        args: ['-c', `"${bin('eslint')}" . && "${bin('prettier')}" --check .`],
      },
    ])
  },
  // With PostgreSQL (TEST_DATABASE_URL), the integration suite runs there, and the PGlite run keeps
  // the unit and route tests and the embedded database's own files (ADR 054); without it, it all
  // runs on PGlite.
  unit: () => {
    if (process.env.TEST_DATABASE_URL) {
      run('vitest: unit, route and PGlite engine tests (PGlite)', bin('vitest'), ['run'], {
        TEST_DATABASE_URL: '',
        VITEST_INTEGRATION: 'pglite-engine',
      })
      run('vitest: integration tests (PostgreSQL)', bin('vitest'), ['run', 'tests/integration'])
    } else {
      run('vitest: unit and integration tests (PGlite)', bin('vitest'), ['run'], { TEST_DATABASE_URL: '' })
      console.log('TEST_DATABASE_URL is not set: the integration suite ran on PGlite only.')
    }
  },
  build: () => run('build', bin('react-router'), ['build']),
  smoke: () => run('start-up smoke tests', bin('vitest'), ['run', '-c', 'vitest.smoke.config.ts']),
  // One Playwright run, one server: the end-to-end tests, then the audits (playwright.config.ts).
  browser: () => browserTests('browser tests (end-to-end and audits)'),
}

// Parts of the browser step, for running one alone.
const subsets = {
  e2e: () => {
    const chromium = ensureChromium()
    run('end-to-end tests (no audits)', bin('playwright'), ['test'], {
      CHROMIUM_PATH: chromium,
      E2E_SKIP_AUDITS: '1',
    })
  },
  audits: () =>
    browserTests('audits over the route inventory (axe, Nu Html Checker, links, headers)', [
      '--project=audits-*',
    ]),
}

const only = process.argv[2]
if (only) {
  const step = steps[only] ?? subsets[only]
  if (!step) {
    console.error(
      `unknown step ${only}; steps: ${[...Object.keys(steps), ...Object.keys(subsets)].join(', ')}`,
    )
    process.exit(2)
  }
  await step()
  printTimings()
} else {
  for (const step of Object.values(steps)) await step()
  printTimings()
  console.log('\nAll checks passed.')
}
