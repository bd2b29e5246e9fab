import { knownTopLevelPages, resourceRoutes, serverPaths } from '../../pages'

/**
 * Operator slugs (network-site.md §2.2): an operator's page lives at `/{slug}`, so a slug is
 * lowercase letters, digits and single hyphens, and never a name the site itself uses at the top
 * level (its pages, the language prefix, the admin area, the API, assets and search-engine files).
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const SLUG_MAX_LENGTH = 80

/**
 * The first segments the registry's other routes take: the resource routes and what Express
 * answers before React Router (`/readyz` would hide an operator named "readyz"); lowercase, and
 * with a dot read as a hyphen too ("sw.js" → "sw-js") so no slug looks like one.
 */
export const registryReservedSegments: readonly string[] = [
  ...new Set(
    [...resourceRoutes.map((r) => r.path), ...serverPaths].flatMap((path) => {
      const first = path.split('/')[0]!.toLowerCase()
      return [first, first.replace(/\./g, '-')]
    }),
  ),
]

/** Names taken by the site besides its pages (knownTopLevelPages) and its other routes. */
export const reservedSystemSlugs = [
  'es',
  'en',
  'admin',
  'api',
  'assets',
  'images',
  'icons',
  'fonts',
  'build',
  'public',
  'static',
  'favicon',
  'favicon-ico',
  'sw',
  'sw-js',
  'sitemap',
  'sitemap-xml',
  'robots',
  'robots-txt',
  'manifest',
  'manifest-webmanifest',
  'healthz',
  'health',
  'e2e',
  '__e2e',
] as const

const reserved = new Set<string>([...knownTopLevelPages, ...registryReservedSegments, ...reservedSystemSlugs])

/** A top-level page name of the site (built or not): its 404 is the site's, not an operator's. */
export function isSitePageName(slug: string): boolean {
  return (knownTopLevelPages as readonly string[]).includes(slug.toLowerCase())
}

export function isReservedSlug(slug: string): boolean {
  return reserved.has(slug.toLowerCase())
}

export type SlugProblem = 'required' | 'format' | 'too-long' | 'reserved'

/** Why a slug cannot be used, or undefined when it can. */
export function slugProblem(slug: string): SlugProblem | undefined {
  if (slug === '') return 'required'
  if (slug.length > SLUG_MAX_LENGTH) return 'too-long'
  if (!SLUG_PATTERN.test(slug)) return 'format'
  if (isReservedSlug(slug)) return 'reserved'
  return undefined
}

/** A slug that could name an operator page (the loader looks up only these). */
export function isOperatorSlug(slug: string): boolean {
  return slugProblem(slug) === undefined
}

/** A suggested slug from a business name: "Delray Beach Courier" → "delray-beach-courier". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '')
}
