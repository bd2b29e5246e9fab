import { PGlite } from '@electric-sql/pglite'
import type { Page } from '@playwright/test'
import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, messages, test, visit } from './fixtures'
import { start, stop, type Running } from '../smoke/server-process'
import { fillLead } from './lead-form'

/**
 * A deployment while a visitor has the site open (issue 29, ADR 035): build A serves the visitor,
 * build B replaces it on the same address with new asset names, and the visitor then follows a
 * link and posts a form. Two real builds and two real servers, in the project 'deploy'
 * (playwright.config.ts), on a port of their own: E2E_PORT + 3 (after the SMTP sink's two).
 *
 * Build A is the tree's own build (`npx react-router build` before the browser tests). Build B is
 * made here from a copy of the tree with one real change to the footer's markup (a `data-build`
 * attribute): its module changes, and with it the name of every chunk that reaches it (the shell,
 * hence every route module) and the browser manifest's version, as on a real deployment of a
 * change. The attribute also tells which build the footer on screen came from.
 */
const root = path.resolve(import.meta.dirname, '../..')
const port = Number(process.env.DEPLOY_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 3)
const origin = `http://127.0.0.1:${port}`
const t = messages.en

// The parts of the tree a build and a server need (no tests' output, no data, no git).
const RELEASE_FILES = [
  'app',
  'public',
  'server',
  'scripts',
  'drizzle',
  'package.json',
  'react-router.config.ts',
  'vite.config.ts',
  'tsconfig.json',
]

/** Copies the tree to `dir` with the footer change and builds it there: release B. */
function buildReleaseB(dir: string): Promise<void> {
  for (const name of RELEASE_FILES) cpSync(path.join(root, name), path.join(dir, name), { recursive: true })
  symlinkSync(realpathSync(path.join(root, 'node_modules')), path.join(dir, 'node_modules'))
  const footer = path.join(dir, 'app/components/layout/main-footer.tsx')
  const source = readFileSync(footer, 'utf8')
  const marker = 'data-testid="main-footer"'
  if (!source.includes(marker)) throw new Error(`${footer} no longer has ${marker}: pick another change`)
  writeFileSync(footer, source.replace(marker, `${marker} data-build="b"`))
  return new Promise((resolve, reject) => {
    let out = ''
    const child = spawn(
      process.execPath,
      [path.join(dir, 'node_modules/@react-router/dev/bin.js'), 'build'],
      {
        cwd: dir,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build B failed:\n${out}`))))
  })
}

/** Serves the release in `dir` as `npm start` does, on the test's address and database. */
function serve(dir: string, dataDir: string): Promise<Running> {
  // Migrating and seeding a new database takes a minute on a loaded 2-core machine.
  return start({ NODE_ENV: 'production', DATA_DIR: dataDir }, { root: dir, port, timeoutMs: 240_000 })
}

/** The caches of the site's service worker once it controls the page. */
async function controlledCaches(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready
    return navigator.serviceWorker.controller !== null
  })
  return page.evaluate(() => caches.keys())
}

async function buildIdServed() {
  return (await fetch(`${origin}/sw.js`)).headers.get('x-build-id')!
}

test.use({
  serviceWorkers: 'allow',
  // Build A's chunks that build B no longer has: the 404 of the failed download, and the failed
  // dynamic import of a deferred part (ADR 031), are what this test is about.
  // (One expression: a second element would be read as the option's settings.)
  allowedConsoleErrors: [/status of 404|dynamically imported module/],
})

test('a visitor of the previous build follows a link and posts a form after a new build is deployed', async ({
  page,
}) => {
  // Two production servers, one build: several minutes on a loaded 2-core machine.
  test.setTimeout(540_000)
  const work = mkdtempSync(path.join(os.tmpdir(), 'courier-deploy-'))
  const dataDir = path.join(work, 'data')
  const treeB = path.join(work, 'release-b')
  const builtB = buildReleaseB(treeB)
  // Reported, not thrown, if the test fails before it awaits the build.
  builtB.catch(() => {})
  let server = await serve(root, dataDir)
  try {
    // The visitor of build A: the home page loaded and hydrated, A's worker installed and in control.
    await visit(page, `${origin}/`)
    const buildA = await buildIdServed()
    expect(await controlledCaches(page)).toEqual([`courier-${buildA}`])
    await expect(page.getByTestId('main-footer')).not.toHaveAttribute('data-build', 'b')

    // Build B replaces A on the same address; the page stays open.
    await builtB
    await stop(server)
    server = await serve(treeB, dataDir)
    const buildB = await buildIdServed()
    expect(buildB).not.toBe(buildA)
    let documentLoads = 0
    page.on('load', () => (documentLoads += 1))

    // A link in the page: a client-side navigation started by build A's code.
    await page
      .getByRole('navigation', { name: t.nav.label })
      .getByRole('link', { name: t.nav.contact })
      .click()
    await expect(page).toHaveURL(`${origin}/contact`, { timeout: 30_000 })
    const form = page.getByTestId('lead-form')
    await expect(form).toBeVisible({ timeout: 30_000 })

    // Build B's worker takes over and drops build A's cache.
    await expect
      .poll(() => page.evaluate(() => caches.keys()), { timeout: 30_000 })
      .toEqual([`courier-${buildB}`])
    expect(await controlledCaches(page)).toEqual([`courier-${buildB}`])

    // Either build A's code still ran the page (no document load) or it reloaded once into B.
    expect(documentLoads).toBeLessThanOrEqual(1)
    if (documentLoads === 1) await expect(page.getByTestId('main-footer')).toHaveAttribute('data-build', 'b')
    await expect(page.getByTestId('main-footer')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    const loadsBeforePost = documentLoads

    // The form answers: posted by the live page (no document load), stored by build B's server.
    const address = `deploy-${Date.now()}@example.com`
    await fillLead(page, 'en', address)
    await form.getByRole('button', { name: t.forms.contact.submit }).click()
    await expect(page.getByTestId('form-success')).toContainText(t.forms.contact.success.title, {
      timeout: 30_000,
    })
    expect(documentLoads).toBe(loadsBeforePost)

    await stop(server)
    const db = new PGlite(path.join(dataDir, 'pglite'))
    try {
      const stored = await db.query<{ kind: string; source_path: string }>(
        'select kind, source_path from submissions where email = $1',
        [address],
      )
      expect(stored.rows).toEqual([{ kind: 'lead', source_path: '/contact' }])
    } finally {
      await db.close()
    }
  } finally {
    await stop(server)
    rmSync(work, { recursive: true, force: true })
  }
})
