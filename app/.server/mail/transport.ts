import nodemailer, { type Transporter } from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'

/**
 * An SMTP transport for SMTP_URL (smtp://user:pass@host:port or smtps:// for TLS from the start).
 * Query parameters: `?pool=true` keeps connections open between messages; `?tls=insecure` accepts a
 * self-signed certificate (a relay on the same network). Short timeouts: a dead server must not hold
 * the worker for minutes; the row is simply retried later.
 */
export function createSmtpTransport(smtpUrl: string): Transporter {
  const url = new URL(smtpUrl)
  const secure = url.protocol === 'smtps:'
  const options: SMTPTransport.Options = {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    tls: url.searchParams.get('tls') === 'insecure' ? { rejectUnauthorized: false } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  }
  return url.searchParams.get('pool') === 'true'
    ? nodemailer.createTransport({ ...options, pool: true })
    : nodemailer.createTransport(options)
}
