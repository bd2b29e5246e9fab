import type { Logger } from 'pino'
import type { Db } from './db/client'
import type { Env } from './env'

/** What the server hands every loader and action (see server/app.js). */
export type AppServices = {
  db: Db
  dbKind: 'pglite' | 'postgres'
  env: Env
  logger: Logger
}

declare module 'react-router' {
  interface AppLoadContext extends AppServices {
    cspNonce: string
    requestId: string
    /** The visitor's IP as Express sees it (trust proxy: TRUST_PROXY); for rate limits only, never stored raw. */
    clientIp: string
  }
}
