import { serializeJsonLd } from '#app/domain/seo/structured-data'
import { useNonce } from '../nonce'

/**
 * Structured data for search engines. The script is data, not code, but the CSP still asks every
 * script element for this response's nonce; `<` and friends are escaped so the JSON cannot end it.
 */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce()
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      // Server-rendered once; the browser never re-renders it differently.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
}
