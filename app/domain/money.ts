/** Money is integer cents everywhere (ADR 003); this is the only place it becomes text. */
export function formatCents(cents: number, lang: 'en' | 'es' = 'en'): string {
  return new Intl.NumberFormat(lang === 'es' ? 'es-US' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100)
}

/** Dollars (as the spec writes them, e.g. 42.99) to cents, exactly. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100)
}
