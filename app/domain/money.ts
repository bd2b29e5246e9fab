/**
 * Money is integer cents everywhere (ADR 003); this is the only place it becomes text.
 *
 * US dollars read the same in both languages of the site ("$1,234.50", "-$5.25": en-US and es-US
 * agree, see money.test.ts), so the text is built here instead of by Intl.NumberFormat: the first
 * currency formatter a page creates costs the browser ~20 ms of ICU set-up during hydration
 * (about 80 ms on Lighthouse's slowed-down phone), on every page that shows a price.
 */
export function formatCents(cents: number, _lang: 'en' | 'es' = 'en'): string {
  const rounded = Math.round(cents)
  const sign = rounded < 0 ? '-' : ''
  const abs = Math.abs(rounded)
  return `${sign}$${groupThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`
}

/** Whole dollars as the spec writes them ("$1,250"), for amounts that are never fractional. */
export function formatWholeDollars(cents: number, _lang: 'en' | 'es' = 'en'): string {
  const dollars = Math.round(cents / 100)
  return `${dollars < 0 ? '-' : ''}$${groupThousands(Math.abs(dollars))}`
}

function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** Dollars (as the spec writes them, e.g. 42.99) to cents, exactly. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100)
}
