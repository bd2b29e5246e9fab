// `npm run mutations [-- ids...]`: the mutation harness of issue #41 ("equal protective power,
// shown by mutations"). Each mutation of tests/mutations/mutations.json is a small deliberate
// defect (a patch of app/ or server/); it is applied to a copy of the tree, the narrowed test
// command that should catch it runs there, and the table says whether it did (caught = the command
// failed). The exit status is non-zero when any mutation is not caught.
//
// One copy is made, once: the committed tree (`git archive HEAD`; `--worktree` takes the files as
// they are now, uncommitted changes included), with node_modules linked and a git repository of its
// own, so `git checkout -- . && git clean -fd` resets it between mutations (build/ and node_modules
// are ignored, so they stay). The mutations that vitest catches run first and need no build; each
// one of the smoke or browser step gets its own `react-router build`, after the vitest ones.
//
// Options:
//   ids...        only these mutations (default: all)
//   --worktree    copy the working tree instead of HEAD
//   --higher      also run each mutation's `alsoCaughtBy` commands (smoke, browser): slower
//   --baseline    first run every command on the unmutated copy: a command that fails there
//                 proves nothing, and its mutations are reported as such
//   --keep        leave the copy in place (its path is printed)
//   --json FILE   also write the results as JSON
import { Buffer } from 'node:buffer'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const manifestPath = path.join(root, 'tests/mutations/mutations.json')
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))

const args = process.argv.slice(2)
const flag = (name) => {
  const i = args.indexOf(name)
  if (i < 0) return false
  args.splice(i, 1)
  return true
}
const option = (name) => {
  const i = args.indexOf(name)
  if (i < 0) return undefined
  const [, value] = args.splice(i, 2)
  return value
}
const useWorktree = flag('--worktree')
const runHigher = flag('--higher')
const runBaseline = flag('--baseline')
const keep = flag('--keep')
const jsonOut = option('--json')
const unknownFlag = args.find((a) => a.startsWith('--'))
if (unknownFlag) {
  console.error(`unknown option ${unknownFlag}`)
  process.exit(2)
}

const known = new Set(manifest.map((m) => m.id))
const wrong = args.filter((id) => !known.has(id))
if (wrong.length) {
  console.error(`unknown mutation ${wrong.join(', ')}; known: ${[...known].join(', ')}`)
  process.exit(2)
}
const chosen = args.length ? manifest.filter((m) => args.includes(m.id)) : manifest

/** Steps that run against the production build (scripts/test.js: build, then smoke, then browser). */
const needsBuild = (step) => step === 'smoke' || step === 'browser'
const E2E_PORT = process.env.E2E_PORT ?? '4360'
const COMMAND_TIMEOUT_MS = 10 * 60_000

function sh(cmd, cmdArgs, options = {}) {
  return spawnSync(cmd, cmdArgs, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options })
}

function mustRun(cmd, cmdArgs, options) {
  const r = sh(cmd, cmdArgs, options)
  if (r.status !== 0) {
    console.error(`${cmd} ${cmdArgs.join(' ')} failed:\n${r.stdout ?? ''}${r.stderr ?? ''}`)
    process.exit(1)
  }
  return r
}

// The copy.
const copy = mkdtempSync(path.join(os.tmpdir(), 'mutations-'))
console.log(`Copy of the tree (${useWorktree ? 'working tree' : 'HEAD'}): ${copy}`)
if (useWorktree) {
  const files = mustRun('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
  })
    .stdout.split('\0')
    .filter((f) => f && existsSync(path.join(root, f)))
  const tar = sh('tar', ['-c', '--null', '-T', '-', '-f', '-'], {
    cwd: root,
    input: Buffer.from(files.join('\0')),
    encoding: 'buffer',
  })
  mustRun('tar', ['-x', '-f', '-'], { cwd: copy, input: tar.stdout, encoding: 'buffer' })
} else {
  const archive = sh('git', ['archive', 'HEAD'], { cwd: root, encoding: 'buffer' })
  if (archive.status !== 0) throw new Error(`git archive failed: ${archive.stderr}`)
  mustRun('tar', ['-x', '-f', '-'], { cwd: copy, input: archive.stdout, encoding: 'buffer' })
}
symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'))
const git = (...gitArgs) =>
  mustRun('git', ['-c', 'user.name=mutations', '-c', 'user.email=m@example.invalid', ...gitArgs], {
    cwd: copy,
  })
git('init', '-q')
git('add', '-A')
git('commit', '-q', '--no-verify', '-m', 'clean copy')

/**
 * The integration tests' starting databases, migrated and seeded once in the unmutated copy and
 * reused by every vitest run (TEST_TEMPLATE_DATABASES, tests/integration/global-setup.ts): that
 * global setup is most of a one-file run. Not for a patch of the migrations, schema or seed.
 */
let templates = null
const touchesDatabase = (patchFile) =>
  /^\+\+\+ b\/(drizzle\/|app\/\.server\/db\/)/m.test(readFileSync(patchFile, 'utf8'))
function templateDatabases() {
  if (templates) return templates
  // Given by the caller (made from the same migrations and seed): used, and left in place.
  if (process.env.TEST_TEMPLATE_DATABASES) return (templates = process.env.TEST_TEMPLATE_DATABASES)
  console.log('\n▶ integration databases, migrated and seeded once')
  const r = mustRun(path.join(copy, 'node_modules/.bin/tsx'), ['tests/mutations/make-templates.ts'], {
    cwd: copy,
    env: { ...process.env, TEST_DATABASE_URL: '' },
  })
  templates = r.stdout.trim().split('\n').at(-1)
  return templates
}

const reset = () => {
  git('checkout', '--', '.')
  git('clean', '-fdq')
}

function build() {
  const started = Date.now()
  const r = sh(path.join(copy, 'node_modules/.bin/react-router'), ['build'], { cwd: copy })
  return { ok: r.status === 0, seconds: (Date.now() - started) / 1000, output: `${r.stdout}${r.stderr}` }
}

const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p) => p && existsSync(p),
)

/** Runs a manifest command in the copy: { status: 'passed' | 'failed' | 'missing', seconds, output }. */
function runCommand(command, env = {}) {
  // A file the command names must exist, or vitest and Playwright fail for that alone.
  const missing = command.filter(
    (a) => /^(tests|app|server|scripts)\//.test(a) && !existsSync(path.join(copy, a)),
  )
  if (missing.length) return { status: 'missing', seconds: 0, output: `missing: ${missing.join(', ')}` }
  // Generous timeouts: on a loaded machine a hook that times out would count as caught.
  // (vitest.config.ts reads them: its projects do not take --hookTimeout from the command line).
  const [bin, ...rest] = command.includes('vitest')
    ? [...command, '--testTimeout=180000', '--hookTimeout=600000']
    : command
  const started = Date.now()
  const r = sh(
    bin === 'npx' ? path.join(copy, 'node_modules/.bin', rest[0]) : bin,
    bin === 'npx' ? rest.slice(1) : rest,
    {
      cwd: copy,
      timeout: COMMAND_TIMEOUT_MS,
      env: {
        ...process.env,
        E2E_PORT,
        TEST_DATABASE_URL: '',
        CI: '',
        ...(chromium ? { CHROMIUM_PATH: chromium } : {}),
        VITEST_TEST_TIMEOUT: '180000',
        VITEST_HOOK_TIMEOUT: '600000',
        ...env,
      },
    },
  )
  const seconds = (Date.now() - started) / 1000
  const output = `${r.stdout ?? ''}${r.stderr ?? ''}`
  // A failure by a timeout says nothing about the mutation.
  const timedOut =
    r.status !== 0 &&
    !/AssertionError/.test(output) &&
    (r.signal !== null || /(Test|Hook) timed out in \d+ms|Timed out waiting/.test(output))
  return { status: r.status === 0 ? 'passed' : timedOut ? 'timed out' : 'failed', seconds, output }
}

const show = (command) => command.join(' ')
const tail = (text, lines = 25) => text.trim().split('\n').slice(-lines).join('\n')

/** Every (mutation, step, command) to run, vitest first, then the build-needing ones. */
const jobs = chosen.flatMap((m) => [
  { mutation: m, step: m.step, command: m.command },
  ...(runHigher
    ? (m.alsoCaughtBy ?? []).map((c) => ({ mutation: m, step: c.step, command: c.command }))
    : []),
])
jobs.sort((a, b) => Number(needsBuild(a.step)) - Number(needsBuild(b.step)))

/** The kept databases for a vitest command of the unit step, unless its patch changes the database. */
const usesTemplates = (job) =>
  job.step === 'unit' &&
  job.command.includes('vitest') &&
  !job.command.includes('-c') &&
  !touchesDatabase(path.join(root, 'tests/mutations', job.mutation.patch))
function vitestEnv(job) {
  return usesTemplates(job) ? { TEST_TEMPLATE_DATABASES: templateDatabases() } : {}
}
// Made now, from the unmutated copy.
if (jobs.some(usesTemplates)) templateDatabases()

const baseline = new Map()
if (runBaseline) {
  const distinct = [...new Map(jobs.map((j) => [show(j.command), j])).values()]
  if (distinct.some((j) => needsBuild(j.step))) {
    console.log('\n▶ baseline build')
    const b = build()
    if (!b.ok) throw new Error(`the unmutated copy does not build:\n${tail(b.output)}`)
  }
  for (const job of distinct) {
    console.log(`\n▶ baseline: ${show(job.command)}`)
    const r = runCommand(job.command, vitestEnv(job))
    baseline.set(show(job.command), r.status)
    console.log(`  ${r.status} (${r.seconds.toFixed(1)} s)`)
    if (r.status !== 'passed') console.log(tail(r.output))
  }
}

const results = []
const started = Date.now()
for (const job of jobs) {
  const { mutation } = job
  reset()
  console.log(`\n▶ ${mutation.id} (${job.step}): ${show(job.command)}`)
  const patch = path.join(root, 'tests/mutations', mutation.patch)
  const applied = sh('git', ['apply', patch], { cwd: copy })
  let result
  if (applied.status !== 0) {
    result = { status: 'patch does not apply', seconds: 0, output: applied.stderr }
  } else if (runBaseline && baseline.get(show(job.command)) !== 'passed') {
    result = { status: 'baseline fails', seconds: 0, output: '' }
  } else {
    let buildSeconds = 0
    if (needsBuild(job.step)) {
      const b = build()
      buildSeconds = b.seconds
      // A mutation that breaks the build is caught by the build step itself.
      result = b.ok ? null : { status: 'failed', seconds: b.seconds, output: `build failed\n${b.output}` }
    }
    result ??= runCommand(job.command, vitestEnv(job))
    result.seconds += buildSeconds
  }
  const caught = result.status === 'failed'
  console.log(`  ${caught ? 'caught' : `NOT caught (${result.status})`} in ${result.seconds.toFixed(1)} s`)
  if (caught) {
    // The first failing test, to show it failed for the right reason.
    const reasons = result.output
      // eslint-disable-next-line no-control-regex -- the colours of the output
      .replace(/\x1b\[[0-9;]*m/g, '')
      .split('\n')
      .filter((l) => /^\s*(FAIL|✘|×)\s|AssertionError|^\s*\d+\) /.test(l))
    for (const reason of [...new Set(reasons)].slice(0, 6)) console.log(`  ${reason.trim().slice(0, 220)}`)
  } else {
    console.log(tail(result.output, 10))
  }
  results.push({
    id: mutation.id,
    step: job.step,
    command: show(job.command),
    caught,
    status: result.status,
    seconds: result.seconds,
  })
}
reset()
if (templates && !process.env.TEST_TEMPLATE_DATABASES)
  rmSync(path.dirname(JSON.parse(templates).seeded), { recursive: true, force: true })
if (keep) console.log(`\nThe copy stays at ${copy}`)
else rmSync(copy, { recursive: true, force: true })

const rows = results.map((r) => [
  r.id,
  r.step,
  `\`${r.command}\``,
  r.caught ? 'caught' : `**not caught** (${r.status})`,
  r.seconds.toFixed(1),
])
const header = ['mutation', 'step', 'command', 'result', 'seconds']
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`
console.log(
  `\n${[line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')}\n\n` +
    `${results.filter((r) => r.caught).length} of ${results.length} caught, ` +
    `${((Date.now() - started) / 1000).toFixed(0)} s in all.`,
)
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(results, null, 2)}\n`)
process.exit(results.every((r) => r.caught) ? 0 : 1)
