import { randomBytes } from 'node:crypto'
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { isHostName, normalizeHostName } from '#app/domain/http/request-edge'
import { z } from '#app/domain/zod'
import { DEFAULT_SITE_TIME_ZONE, isTimeZone } from '#app/domain/time/zone'
import { siteOrigin } from './site-origin'

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional()

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

const optionalEmail = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.email().optional())
  .optional()

/** An ad-platform ID or conversion label: a short token (it is written into pages). */
const optionalTagId = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be letters, digits, - or _ (at most 64)')
      .optional(),
  )
  .optional()

/** The public address of the site: an http(s) URL whose origin every absolute link is built from. */
const siteUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http:// or https:// URL such as https://www.example.com',
      })
      .optional(),
  )
  .optional()

/** More host names the site answers (besides PUBLIC_SITE_URL's): comma- or space-separated. */
const hostList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(/[\s,]+/)
      .map(normalizeHostName)
      .filter(Boolean),
  )
  .refine(
    (names) => names.every(isHostName),
    'must be host names without scheme or port, separated by commas',
  )

/** Every setting the process reads. Names are fixed: deployment scripts rely on them. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .trim()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(
        z
          .string()
          .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
          .optional(),
      )
      .optional(),
    /** Required in production: the origin of every absolute URL, and the host name requests must use. */
    PUBLIC_SITE_URL: siteUrl,
    /** Aliases of the site's host name (a www/apex pair, an internal name); others get 421. */
    ALLOWED_HOSTS: hostList,
    SESSION_SECRET: z
      .string()
      .trim()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(z.string().min(32, 'must be at least 32 characters').optional())
      .optional(),
    SMTP_URL: z
      .string()
      .trim()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(
        z
          .string()
          .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
          .optional(),
      )
      .optional(),
    MAIL_FROM: optionalText,
    STAFF_EMAIL: optionalEmail,
    ADMIN_EMAIL: optionalEmail,
    ADMIN_PASSWORD: z
      .string()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(
        z.string().min(8, 'must be 8 to 128 characters').max(128, 'must be 8 to 128 characters').optional(),
      )
      .optional(),
    SECURE_VIDEOS_PASSWORD: optionalText,
    /** First retry delay of the mail/jobs outbox in ms; doubles per failed attempt (max 1 h). */
    OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).default(5_000),
    /** The site's time zone: newsletters are scheduled in it (an IANA name). */
    SITE_TIME_ZONE: z
      .string()
      .trim()
      .default(DEFAULT_SITE_TIME_ZONE)
      .refine(isTimeZone, 'SITE_TIME_ZONE must be an IANA time zone such as America/New_York'),
    /** An OSRM routing server for the instant quote's driving distance (optional). */
    OSRM_URL: optionalUrl,
    /** Google Directions for the instant quote's driving distance (optional; wins over OSRM_URL). */
    GOOGLE_MAPS_API_KEY: optionalText,
    RATE_LIMIT_SCALE: z.coerce.number().positive('must be a positive number').default(1),
    /** Express "trust proxy": which proxies' X-Forwarded-For to believe for the client IP. */
    TRUST_PROXY: z
      .string()
      .trim()
      .default('loopback')
      .transform((v) => (/^\d+$/.test(v) ? Number(v) : v === 'true' ? true : v === 'false' ? false : v)),
    /** MailerLite sync (optional): active subscribers and leads are upserted through the outbox worker. */
    MAILERLITE_API_KEY: optionalText,
    MAILERLITE_API_URL: optionalUrl.transform((v) => v ?? 'https://connect.mailerlite.com/api'),
    /** A MailerLite group new subscribers join (optional). */
    MAILERLITE_GROUP_ID: optionalText,
    /** Ad and pixel tags (optional): loaded only after the visitor consents, and only when set. */
    GOOGLE_ADS_ID: optionalTagId,
    GOOGLE_ADS_LEAD_LABEL: optionalTagId,
    GOOGLE_ADS_SIGNUP_LABEL: optionalTagId,
    META_PIXEL_ID: optionalTagId,
    /** Stripe Checkout (optional): with a secret key, checkout hands the buyer to Stripe. */
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    /**
     * The signing key of the Calendly webhook subscription (optional): with it, POST
     * /api/calendly/webhook moves a person who booked a consultation to Call booked (issue #45).
     */
    CALENDLY_WEBHOOK_SIGNING_KEY: optionalText,
    /** Where the Stripe API answers; tests point it at a local fake. */
    STRIPE_API_URL: z
      .string()
      .trim()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(z.url().optional())
      .optional()
      .transform((v) => v ?? 'https://api.stripe.com'),
    /**
     * The rendered-page cache of anonymous public pages (ADR 027), in MB; 0 turns it off. Unset: 32
     * in production, off elsewhere (a development server's pages change with the code).
     */
    PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).optional(),
    /** How long a kept page may be served at most, in seconds, even when nothing purged it. */
    PAGE_CACHE_MAX_AGE_S: z.coerce.number().int().min(1).default(600),
    /**
     * Which part of the site this process runs (issue #32, ADR 038): `web` answers HTTP and leaves
     * the outbox to a worker, `worker` sends the outbox (mail, jobs, scheduled sends) and serves no
     * HTTP, `all` does both in one process. Unset: `all` on the embedded database; on PostgreSQL
     * server/index.js starts WEB_CONCURRENCY web processes and one worker (server/roles.js).
     */
    PROCESS_ROLE: z.enum(['all', 'web', 'worker']).optional(),
    /** How many web processes server/index.js starts on PostgreSQL (default: the number of cores). */
    WEB_CONCURRENCY: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().int().min(1).max(64).optional(),
    ),
    /**
     * On SIGTERM, how long a web process lets its in-flight requests finish (and the worker its
     * messages) before it exits anyway, in seconds.
     */
    SHUTDOWN_TIMEOUT_S: z.coerce.number().min(0).max(600).default(10),
    /**
     * Where backups are written (ADR 037): a folder, default DATA_DIR/backups; `off` stops the
     * embedded database's daily backup (npm run backup then needs --dir).
     */
    BACKUP_DIR: z
      .string()
      .trim()
      .transform((v) => (v === '' ? undefined : v))
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * The bearer token a Prometheus scrape of /metrics must send (ADR 040). Unset: /metrics is 404
     * for everyone. A bearer token's characters (RFC 6750), 32 or more.
     */
    METRICS_TOKEN: z
      .string()
      .trim()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(
        z
          .string()
          .regex(
            /^[A-Za-z0-9._~+/-]{32,}=*$/,
            'must be at least 32 characters of letters, digits and - . _ ~ + / (such as the output of openssl rand -hex 32)',
          )
          .optional(),
      )
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.PUBLIC_SITE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_SITE_URL'],
        message:
          'is required in production: the public address of the site (such as https://www.example.com), ' +
          'which every link in e-mails, canonical URL and sitemap is built from; requests for other host ' +
          'names are refused (add aliases in ALLOWED_HOSTS)',
      })
    }
    if ((env.PROCESS_ROLE === 'web' || env.PROCESS_ROLE === 'worker') && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PROCESS_ROLE'],
        message:
          'web and worker need DATABASE_URL (PostgreSQL): only one process can open the embedded database, so it runs every role (all)',
      })
    }
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required in production when DATABASE_URL is set (every instance must share it)',
      })
    }
  })

export type Env = Omit<z.output<typeof envSchema>, 'BACKUP_DIR'> & {
  SESSION_SECRET: string
  DATA_DIR: string
  /** The folder backups go to (absolute), or null when BACKUP_DIR=off. */
  BACKUP_DIR: string | null
  /** True when SESSION_SECRET was not configured and the secret was generated into DATA_DIR. */
  SESSION_SECRET_GENERATED?: boolean
}

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'EnvError'
  }
}

/** Parses the environment; throws an EnvError naming each wrong variable. */
export function parseEnv(
  source: Record<string, string | undefined> = process.env,
): z.output<typeof envSchema> {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`),
    )
  }
  return result.data
}

/**
 * The session secret: from SESSION_SECRET, else generated once and kept in DATA_DIR so a restart
 * keeps sessions valid.
 */
function resolveSessionSecret(env: z.output<typeof envSchema>, dataDir: string): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET
  const file = path.join(dataDir, 'session-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  // Written whole under another name and linked into place, which fails if the file exists: of
  // several processes starting at once (ADR 038), the first one's secret is everyone's.
  const secret = randomBytes(32).toString('base64url')
  const draft = `${file}.${process.pid}`
  try {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(draft, secret, { mode: 0o600 })
  } catch (error) {
    throw new EnvError([
      `DATA_DIR: the generated session secret cannot be kept in ${dataDir} (${(error as Error).message}): fix DATA_DIR, or set SESSION_SECRET.`,
    ])
  }
  try {
    linkSync(draft, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    unlinkSync(draft)
  }
  return readFileSync(file, 'utf8').trim()
}

/** BACKUP_DIR resolved: DATA_DIR/backups when unset, null when `off`. */
export function backupDir(value: string | undefined, dataDir: string): string | null {
  if (value?.toLowerCase() === 'off') return null
  return value ? path.resolve(value) : path.join(dataDir, 'backups')
}

let cached: Env | undefined

/** Parsed once per process. */
export function getEnv(source: Record<string, string | undefined> = process.env): Env {
  if (cached) return cached
  const env = parseEnv(source)
  const dataDir = path.resolve(env.DATA_DIR)
  cached = {
    ...env,
    DATA_DIR: dataDir,
    BACKUP_DIR: backupDir(env.BACKUP_DIR, dataDir),
    SESSION_SECRET: resolveSessionSecret(env, dataDir),
    SESSION_SECRET_GENERATED: !env.SESSION_SECRET,
  }
  return cached
}

/** The subset of configuration that may reach the browser. */
export function publicEnv(env: Env) {
  return {
    siteUrl: siteOrigin(env),
    analytics: {
      googleAdsId: env.GOOGLE_ADS_ID ?? null,
      googleAdsLeadLabel: env.GOOGLE_ADS_LEAD_LABEL ?? null,
      googleAdsSignupLabel: env.GOOGLE_ADS_SIGNUP_LABEL ?? null,
      metaPixelId: env.META_PIXEL_ID ?? null,
    },
  }
}
