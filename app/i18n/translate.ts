/**
 * The translation function of the pages: dotted keys into the language's resources, `{{name}}`
 * interpolation, plurals by `count` (`key_one`, `key_other`, … chosen with Intl.PluralRules) and
 * `returnObjects` for lists and sections. A missing key renders as the key itself. This is the
 * subset of i18next the site uses, without shipping i18next to the browser (ADR 016).
 */
export type TOptions = { count?: number; returnObjects?: boolean } & Record<string, unknown>
export type TFunction = (key: string, options?: TOptions) => string

function lookup(messages: unknown, key: string): unknown {
  let value: unknown = messages
  for (const part of key.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part)) return undefined
    value = (value as Record<string, unknown>)[part]
  }
  return value
}

export function interpolate(text: string, values: Record<string, unknown> | undefined): string {
  if (!values) return text
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) && values[name] !== undefined && values[name] !== null
      ? String(values[name])
      : whole,
  )
}

function deepInterpolate(value: unknown, values: Record<string, unknown> | undefined): unknown {
  if (typeof value === 'string') return interpolate(value, values)
  if (Array.isArray(value)) return value.map((v) => deepInterpolate(v, values))
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deepInterpolate(v, values)]))
  }
  return value
}

export function createT(lang: string, messages: unknown, onMissing?: (key: string) => void): TFunction {
  // Made on the first count: a plural-rules object costs the browser ICU set-up, and most pages
  // hydrate without a single count.
  let rules: Intl.PluralRules | undefined
  return (key, options) => {
    let value: unknown
    if (typeof options?.count === 'number') {
      value =
        (options.count === 0 ? lookup(messages, `${key}_zero`) : undefined) ??
        lookup(messages, `${key}_${(rules ??= new Intl.PluralRules(lang)).select(options.count)}`) ??
        lookup(messages, `${key}_other`)
    }
    value ??= lookup(messages, key)
    if (typeof value === 'string') return interpolate(value, options)
    if (value !== undefined && options?.returnObjects) return deepInterpolate(value, options) as string
    onMissing?.(key)
    return key
  }
}
