import type { Logger } from 'pino'
import type { Db } from '../../db/client'
import type { Env } from '../../env'
import { createStaffAccount, ensureFirstStaffAccount } from './staff-auth'

/**
 * At start-up: the first staff account when there is none (ADMIN_EMAIL / ADMIN_PASSWORD, or a
 * random password printed once, here and never again).
 */
export async function ensureStaffAccess(
  db: Db,
  env: Env,
  logger: Logger,
  print: (s: string) => void = (s) => void process.stdout.write(s),
) {
  const result = await ensureFirstStaffAccount(db, env)
  if (!result.created) return result
  if (result.generatedPassword) {
    print(
      [
        '',
        '================================================================',
        ' First staff account created for the admin area (/admin):',
        `   e-mail:   ${result.email}`,
        `   password: ${result.generatedPassword}`,
        ' This password is shown only now. Sign in and change it, or set',
        ' ADMIN_EMAIL and ADMIN_PASSWORD before the first start.',
        '================================================================',
        '',
        '',
      ].join('\n'),
    )
  } else {
    logger.info({ email: result.email }, 'first staff account created from ADMIN_EMAIL/ADMIN_PASSWORD')
  }
  return result
}

/** `npm run admin:create -- --email E [--password P]` (server/admin-create.js). */
export async function createStaffFromCommandLine(db: Db, input: { email: string; password: string }) {
  return createStaffAccount(db, { ...input, createdBy: null })
}
