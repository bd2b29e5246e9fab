export const languages = ['en', 'es'] as const
export type Lang = (typeof languages)[number]
export const defaultLang: Lang = 'en'
export const LANG_COOKIE = 'lang'

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

/** The page's language and its path without the `/es` prefix. */
export function splitLocalePath(pathname: string): { lang: Lang; path: string } {
  if (pathname === '/es' || pathname === '/es/') return { lang: 'es', path: '/' }
  if (pathname.startsWith('/es/')) return { lang: 'es', path: pathname.slice(3) }
  return { lang: 'en', path: pathname || '/' }
}

/** The href of `path` (an English path such as `/videos`) in `lang`. */
export function localizedPath(lang: Lang, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (lang === 'en') return clean
  if (clean === '/') return '/es'
  if (clean.startsWith('/?') || clean.startsWith('/#')) return `/es${clean.slice(1)}`
  return `/es${clean}`
}

/** The same page in another language, keeping the query string and hash. */
export function switchLanguagePath(pathname: string, search: string, hash: string, to: Lang): string {
  const { path } = splitLocalePath(pathname)
  return `${localizedPath(to, path)}${search}${hash}`
}

/** Absolute URLs of a page in both languages, for canonical and hreflang links. */
export function alternateUrls(origin: string, pathname: string) {
  const { path } = splitLocalePath(pathname)
  const base = origin.replace(/\/$/, '')
  return {
    en: `${base}${localizedPath('en', path)}`,
    es: `${base}${localizedPath('es', path)}`,
  }
}
