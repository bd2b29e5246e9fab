import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from '#app/domain/zod'

function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

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
    PUBLIC_SITE_URL: optionalUrl,
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
      .default('America/New_York')
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
    /** Where the Stripe API answers; tests point it at a local fake. */
    STRIPE_API_URL: z
      .string()
      .trim()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(z.url().optional())
      .optional()
      .transform((v) => v ?? 'https://api.stripe.com'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required in production when DATABASE_URL is set (every instance must share it)',
      })
    }
  })

export type Env = z.output<typeof envSchema> & { SESSION_SECRET: string; DATA_DIR: string }

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
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

let cached: Env | undefined

/** Parsed once per process. */
export function getEnv(source: Record<string, string | undefined> = process.env): Env {
  if (cached) return cached
  const env = parseEnv(source)
  const dataDir = path.resolve(env.DATA_DIR)
  cached = { ...env, DATA_DIR: dataDir, SESSION_SECRET: resolveSessionSecret(env, dataDir) }
  return cached
}

/** The subset of configuration that may reach the browser. */
export function publicEnv(env: Env) {
  return {
    siteUrl: env.PUBLIC_SITE_URL ?? null,
    analytics: {
      googleAdsId: env.GOOGLE_ADS_ID ?? null,
      googleAdsLeadLabel: env.GOOGLE_ADS_LEAD_LABEL ?? null,
      googleAdsSignupLabel: env.GOOGLE_ADS_SIGNUP_LABEL ?? null,
      metaPixelId: env.META_PIXEL_ID ?? null,
    },
  }
}
