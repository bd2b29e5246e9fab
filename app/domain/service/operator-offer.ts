/**
 * What the "Become an operator" page states (network-site.md §2.9 and §9): the revenue split and the
 * business-in-a-box package with the value of its parts. Money in cents (ADR 003).
 */
export const REVENUE_SPLIT_PERCENT = 80

/** The all-inclusive package price (also called a limited-time offer). */
export const PACKAGE_PRICE_CENTS = 125_000

/** The stated value of the package's parts; each is shown with a plus ("$2,500+"). */
export const PACKAGE_VALUE_CENTS = {
  legal: 250_000,
  technology: 500_000,
  marketing: 300_000,
} as const

export type PackagePart = keyof typeof PACKAGE_VALUE_CENTS
export const packageParts = Object.keys(PACKAGE_VALUE_CENTS) as PackagePart[]

/** The package's total stated value ("$10,500+"). */
export const PACKAGE_TOTAL_VALUE_CENTS = packageParts.reduce(
  (sum, part) => sum + PACKAGE_VALUE_CENTS[part],
  0,
)
