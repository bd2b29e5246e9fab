/**
 * The route inventory: every public page of the site, in English and in Spanish, with real sample
 * values for its dynamic segments. It is derived from `pages` in app/routes.ts, so a page joins the
 * audits, the benchmark and Lighthouse the day it is added there; nobody keeps a second list.
 *
 * - Left out: the 404 splat (`*`), test-only pages (`__e2e/…`) and any page whose entry says
 *   `audience: 'staff' | 'test'`.
 * - A dynamic segment (`videos/:id`, `:slug`) gets its value from the seeded database through the
 *   `sample` query of its entry in app/pages.ts (read by `./inventory-samples.ts`). A dynamic page without a rule makes
 *   `loadInventory()` throw (and the inventory test fail) with a message saying what to add.
 */
import path from 'node:path'
import { pages } from '../../app/pages'
import type { Db } from '../../app/.server/db/client'
import { sampleRules as defaultSampleRules, type SampleRules } from './inventory-samples'

export const languages = ['en', 'es'] as const
export type Lang = (typeof languages)[number]

/** An entry of `pages` in app/routes.ts (only the fields the inventory reads). */
export type PageDefinition = Pick<(typeof pages)[number], 'path' | 'file' | 'id' | 'audience'>

/** One kind of page: one entry of `pages`, whatever its language or sample. */
export type PageKind = {
  /** The page id in routes.ts (the English route id). */
  id: string
  /** The route module, relative to app/. */
  file: string
  /** The English path pattern: `/`, `/videos`, `/videos/:id`. */
  pattern: string
  /** The dynamic segments of the pattern, in order (`*` for a splat). */
  params: string[]
  /** The route module's folder under routes/ (`marketing`, `service`…): budgets are set per group. */
  group: string
}

/** One page to audit: a kind, in one language, with its sample values filled in. */
export type InventoryPage = PageKind & {
  lang: Lang
  /** What to request: `/videos/2`, `/es/videos/2`. */
  path: string
  sample: Record<string, string>
}

/** Why a page definition is not in the public inventory, or null when it is. */
export function exclusionReason(page: PageDefinition): string | null {
  if (page.path === '*' || page.path?.endsWith('/*')) return 'a 404 splat'
  if (page.path?.startsWith('__e2e/')) return 'a test-only page (__e2e/…)'
  if (page.audience && page.audience !== 'public') return `audience: '${page.audience}'`
  return null
}

function paramsOf(pattern: string): string[] {
  return pattern
    .split('/')
    .filter((segment) => segment.startsWith(':') || segment === '*')
    .map((segment) => (segment === '*' ? '*' : segment.slice(1).replace(/\?$/, '')))
}

/** The public page kinds of a `pages` list, in its order. */
export function publicPageKinds(definitions: readonly PageDefinition[] = pages): PageKind[] {
  return definitions
    .filter((page) => exclusionReason(page) === null)
    .map((page) => {
      const pattern = page.path === null ? '/' : `/${page.path.replace(/^\/+/, '')}`
      const folders = path.posix.dirname(page.file).split('/')
      return {
        id: page.id,
        file: page.file,
        pattern,
        params: paramsOf(pattern),
        group: folders[0] === 'routes' && folders[1] ? folders[1] : 'other',
      }
    })
}

/** The key of a kind in the sample rules: its pattern as written in routes.ts (`videos/:id`). */
export const ruleKey = (kind: PageKind) => kind.pattern.slice(1)

/** Messages for every dynamic page kind that has no sample rule, and for every rule no page uses. */
export function sampleRuleProblems(kinds: PageKind[], rules: SampleRules = defaultSampleRules) {
  const missing: string[] = []
  const unused: string[] = []
  const dynamic = kinds.filter((kind) => kind.params.length > 0)
  for (const kind of dynamic) {
    if (rules[ruleKey(kind)]) continue
    missing.push(
      `Page '${kind.id}' (${kind.pattern}) has dynamic segment(s) ${kind.params.map((p) => `:${p}`).join(', ')} ` +
        `but no sample rule. Add a \`sample\` to its entry in app/pages.ts: an SQL query returning ` +
        `one real row of the seeded database with the column(s) ${kind.params.map((p) => `'${p}'`).join(', ')}, ` +
        `or mark the page audience: 'staff' there if it is not public.`,
    )
  }
  const used = new Set(dynamic.map(ruleKey))
  for (const key of Object.keys(rules)) {
    if (!used.has(key)) {
      unused.push(
        `The sample rule '${key}' in tests/support/inventory-samples.ts matches no public dynamic page ` +
          `of app/routes.ts: rename it to the page's new path or remove it.`,
      )
    }
  }
  return { missing, unused }
}

/** The pattern with its sample values in, in a language (`/es/videos/2`). */
export function fillPattern(pattern: string, sample: Record<string, string>, lang: Lang): string {
  const filled = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return sample['*'] ?? ''
      if (!segment.startsWith(':')) return segment
      const name = segment.slice(1).replace(/\?$/, '')
      const value = sample[name]
      if (value === undefined) {
        if (segment.endsWith('?')) return ''
        throw new Error(`no sample value for :${name} of ${pattern}`)
      }
      return encodeURIComponent(value)
    })
    .filter((segment, i) => i === 0 || segment !== '')
    .join('/')
  const english = filled === '' ? '/' : filled
  if (lang === 'en') return english
  return english === '/' ? '/es' : `/es${english}`
}

/** Where the sample values are read from. */
export type SampleSource =
  /** A PostgreSQL database the server uses (bench on PostgreSQL). */
  | { databaseUrl: string }
  /** A PGlite directory no other process holds open (bench on PGlite, before the server starts). */
  | { pgliteDir: string }
  /** An in-memory PGlite, migrated and seeded with the same seeders as a new site (default). */
  | { memory: true }
  /** An open handle (integration tests); left open. */
  | { db: Db }

async function withSampleDatabase<T>(source: SampleSource, read: (db: Db) => Promise<T>): Promise<T> {
  if ('db' in source) return read(source.db)
  const { openDatabase } = await import('../../app/.server/db/client')
  const database =
    'databaseUrl' in source
      ? await openDatabase({ kind: 'postgres', url: source.databaseUrl, max: 2 })
      : 'pgliteDir' in source
        ? await openDatabase({ kind: 'pglite', dataDir: source.pgliteDir })
        : await openDatabase({ kind: 'pglite' })
  try {
    if ('memory' in source) {
      const { seedDatabase } = await import('../../app/.server/db/seed')
      await database.migrate(path.resolve(import.meta.dirname, '../../drizzle'))
      await seedDatabase(database.db)
    }
    return await read(database.db)
  } finally {
    await database.close()
  }
}

export type LoadOptions = {
  source?: SampleSource
  /** For tests of the inventory itself: another page list or rule table. */
  definitions?: readonly PageDefinition[]
  rules?: SampleRules
}

/**
 * Every public page in both languages, dynamic segments filled from the database. The database is
 * only opened when some page is dynamic.
 */
export async function loadInventory(options: LoadOptions = {}): Promise<InventoryPage[]> {
  const kinds = publicPageKinds(options.definitions ?? pages)
  const rules = options.rules ?? defaultSampleRules
  const { missing } = sampleRuleProblems(kinds, rules)
  if (missing.length) throw new Error(`Route inventory incomplete:\n${missing.join('\n')}`)

  const samples = new Map<string, Record<string, string>>()
  const dynamic = kinds.filter((kind) => kind.params.length > 0)
  if (dynamic.length) {
    await withSampleDatabase(options.source ?? { memory: true }, async (db) => {
      for (const kind of dynamic) {
        const values = await rules[ruleKey(kind)]!(db)
        const absent = kind.params.filter((p) => values?.[p] === undefined || values[p] === '')
        if (!values || absent.length) {
          throw new Error(
            `The sample rule '${ruleKey(kind)}' found no value for ${absent.map((p) => `:${p}`).join(', ')} ` +
              `in the seeded database: the page needs seed data (a seeder in app/.server/db/seed.ts).`,
          )
        }
        samples.set(kind.id, Object.fromEntries(kind.params.map((p) => [p, String(values[p])])))
      }
    })
  }
  return kinds.flatMap((kind) =>
    languages.map((lang) => {
      const sample = samples.get(kind.id) ?? {}
      return { ...kind, lang, sample, path: fillPattern(kind.pattern, sample, lang) }
    }),
  )
}
