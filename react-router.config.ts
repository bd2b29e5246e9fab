import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  // Middleware and typed router contexts (ADR 020): the language, the staff check and the services.
  future: { v8_middleware: true },
  // React Router's own check of a page action's Origin answers 400 before any middleware runs; the
  // site's origin rule (ADR 021, root middleware) is stricter (it also refuses a POST with no Origin
  // and no Referer) and answers every route alike with 403, so the built-in one defers to it.
  allowedActionOrigins: ['**'],
} satisfies Config
