import {
  Children,
  cloneElement,
  createContext,
  Fragment,
  isValidElement,
  useContext,
  useMemo,
  type ReactElement,
  type ReactNode,
} from 'react'
import type { Lang } from '#app/domain/routing/locale'
import { createT, interpolate, type TFunction } from './translate'

type I18nValue = { t: TFunction; lang: Lang; messages: unknown }

const I18nContext = createContext<I18nValue>({ t: (key) => key, lang: 'en', messages: {} })

/**
 * A text the page asks for that its messages lack (a missing translation, or a namespace the page
 * does not carry: app/i18n/namespaces.ts) is shown as its key and reported in the browser's
 * console, where the end-to-end tests see it.
 */
function reportMissing(key: string) {
  if (typeof document !== 'undefined') console.error(`Missing text: ${key}`)
}

/** Provides the page's language and texts (root.tsx). */
export function I18nProvider(props: { lang: Lang; messages: unknown; children?: ReactNode }) {
  const value = useMemo(
    () => ({
      lang: props.lang,
      messages: props.messages,
      t: createT(props.lang, props.messages, reportMissing),
    }),
    [props.lang, props.messages],
  )
  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>
}

/**
 * Adds namespaces the page's HTML does not carry, which a route sent in its own data once it had
 * checked the visitor's access (app/pages.ts `gatedBundles`).
 */
export function WithTexts(props: { texts: Record<string, unknown>; children?: ReactNode }) {
  const { lang, messages } = useContext(I18nContext)
  const merged = useMemo(() => ({ ...(messages as object), ...props.texts }), [messages, props.texts])
  return (
    <I18nProvider lang={lang} messages={merged}>
      {props.children}
    </I18nProvider>
  )
}

/** `const { t } = useTranslation()`: the texts of the page's language. */
export function useTranslation() {
  const { t, lang } = useContext(I18nContext)
  return { t, i18n: { language: lang } }
}

/**
 * A text with markup: `<email>{{email}}</email>` in the resource becomes `components.email` with the
 * interpolated inner text as its children. Tags do not nest.
 */
export function Trans(props: {
  i18nKey: string
  values?: Record<string, unknown>
  components?: Record<string, ReactElement>
}) {
  const { t } = useTranslation()
  const text = t(props.i18nKey)
  const parts: ReactNode[] = []
  const pattern = /<(\w+)>(.*?)<\/\1>/g
  let last = 0
  for (const match of text.matchAll(pattern)) {
    parts.push(interpolate(text.slice(last, match.index), props.values))
    const component = props.components?.[match[1]!]
    const inner = interpolate(match[2]!, props.values)
    parts.push(isValidElement(component) ? cloneElement(component, { key: parts.length }, inner) : inner)
    last = match.index + match[0].length
  }
  parts.push(interpolate(text.slice(last), props.values))
  return <>{Children.map(parts, (p, i) => (typeof p === 'string' ? <Fragment key={i}>{p}</Fragment> : p))}</>
}
