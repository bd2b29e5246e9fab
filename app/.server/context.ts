import type { Logger } from 'pino'
import type { Db } from './db/client'
import type { Env } from './env'

/** What the server hands every loader and action (see server/app.js). */
export type AppServices = {
  db: Db
  dbKind: 'pglite' | 'postgres'
  env: Env
  logger: Logger
  /** The mail and jobs outbox: call nudge() after committing rows so they go out at once. */
  outbox: { nudge(): void }
}

declare module 'react-router' {
  interface AppLoadContext extends AppServices {
    cspNonce: string
    requestId: string
    /** The visitor's IP as Express sees it (trust proxy: TRUST_PROXY); for rate limits only, never stored raw. */
    clientIp: string
  }
}
