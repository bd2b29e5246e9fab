import { jsonLdText } from '#app/domain/service/structured-data'
import { useNonce } from '../nonce'

/**
 * Structured data as an inline JSON-LD block. It carries the response's CSP nonce; the browser hides a
 * nonce from the DOM after parsing, so hydration would see a difference it should ignore.
 */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce()
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  )
}
