/**
 * The import boundaries of eslint.config.js hold: the fixtures, linted as if they stood in
 * app/routes/ and app/components/ (routes and components never talk to the database), in
 * app/domain/ (no server code), in app/.server/ outside mail/ (no e-mail rendering) and in
 * app/.server/mail/ (nothing from the services above it), are refused on every forbidden import. If a pattern stops matching
 * (as '#app/…' once did: '#' starts a comment in the patterns' gitignore syntax), this fails.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root })

async function restrictedImports(fixture: string, pretendPath: string) {
  const code = readFileSync(path.join(import.meta.dirname, 'fixtures', fixture), 'utf8')
  const [result] = await eslint.lintText(code, { filePath: path.join(root, pretendPath) })
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.line)
}

describe('import boundaries', () => {
  it.each(['app/routes/shop/lint-fixture.tsx', 'app/components/shop/lint-fixture.tsx'])(
    '%s may not import drizzle, the repositories or the database layer',
    async (where) => {
      expect(await restrictedImports('route-reads-the-database.ts', where)).toEqual([3, 4, 5])
    },
  )

  // Issue #31 item 6: the database driver itself, or a dynamic import() of the client, was not flagged.
  it('a route may not reach the database by the driver or a dynamic import() either', async () => {
    expect(await restrictedImports('route-walks-around.ts', 'app/routes/shop/lint-fixture.ts')).toEqual([
      3, 4, 5,
    ])
  })

  // Issue #31 item 6: routes held the raw database handle (context.get(appContext).db).
  it.each(['app/routes/shop/lint-fixture.ts', 'app/components/shop/lint-fixture.tsx'])(
    '%s may not take the database handle out of the app context',
    async (where) => {
      expect(await restrictedImports('route-holds-the-handle.ts', where)).toEqual([7, 9, 12])
    },
  )

  // Issue #31 item 5: components typed their data by a route's loader or action.
  it('app/components may not import from routes', async () => {
    expect(
      await restrictedImports('component-reads-a-route.tsx', 'app/components/marketing/lint-fixture.tsx'),
    ).toEqual([5, 6])
  })

  // Issue #31 item 5: app/.server by role; the lower layers never call up.
  it.each(['app/.server/repos/lint-fixture.ts', 'app/.server/auth/lint-fixture.ts'])(
    '%s may not import the services, the web edge or the jobs',
    async (where) => {
      expect(await restrictedImports('repository-reads-the-services.ts', where)).toEqual([5, 6, 7, 8])
    },
  )

  // Issue #31 item 5: the server imported shapes from the screens.
  it('app/.server may not import components or routes', async () => {
    expect(
      await restrictedImports('server-reads-the-screens.ts', 'app/.server/services/lint-fixture.ts'),
    ).toEqual([3, 4])
  })

  // Issue #31 item 4: services rendered e-mail inline (renderEmail, the layout, JSX), beside the queued templates.
  it.each(['app/.server/services/lint-fixture.tsx', 'app/.server/http/lint-fixture.tsx'])(
    '%s may not render e-mail: no renderEmail, layout, template module, React Email or JSX',
    async (where) => {
      expect(await restrictedImports('service-renders-mail.tsx', where)).toEqual([5, 6, 7, 8, 9, 13])
    },
  )

  it('app/.server/mail renders e-mail, and may not import the services or jobs above it', async () => {
    expect(await restrictedImports('service-renders-mail.tsx', 'app/.server/mail/lint-fixture.tsx')).toEqual(
      [],
    )
    expect(await restrictedImports('mail-reads-the-services.ts', 'app/.server/mail/lint-fixture.ts')).toEqual(
      [3, 4, 5, 6],
    )
    expect(
      await restrictedImports('mail-reads-the-services.ts', 'app/.server/mail/templates/lint-fixture.ts'),
    ).toEqual([3, 4, 5, 6])
  })

  it('app/domain may not import server code', async () => {
    expect(await restrictedImports('domain-reads-the-server.ts', 'app/domain/shop/lint-fixture.ts')).toEqual([
      2,
    ])
  })

  it('the same imports are allowed where they belong (the rule is not refusing everything)', async () => {
    expect(
      await restrictedImports('route-reads-the-database.ts', 'app/.server/services/lint-fixture.ts'),
    ).toEqual([])
  })
})
