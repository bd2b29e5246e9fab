import nodemailer, { type Transporter } from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'

/**
 * Connections the pooled transport keeps open: as many as the outbox worker has e-mails in flight
 * (MAX_IN_FLIGHT in worker.ts), so no message waits for a connection and none is opened in vain.
 */
export const SMTP_POOL_CONNECTIONS = 5

/**
 * An SMTP transport for SMTP_URL (smtp://user:pass@host:port or smtps:// for TLS from the start).
 * Pooled by default (ADR 029): up to SMTP_POOL_CONNECTIONS connections stay open and carry message
 * after message, instead of a TCP connection, greeting, EHLO (and TLS, and AUTH) per message.
 * Query parameters: `?pool=false` opens a connection per message (a relay that dislikes long
 * sessions); `?tls=insecure` accepts a self-signed certificate (a relay on the same network). Short
 * timeouts: a dead server must not hold the worker for minutes; the row is simply retried later.
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
  return url.searchParams.get('pool') === 'false'
    ? nodemailer.createTransport(options)
    : nodemailer.createTransport({
        ...options,
        pool: true,
        maxConnections: SMTP_POOL_CONNECTIONS,
        // A connection is closed and reopened after this many messages (nodemailer's default 100
        // would reconnect ten times for a newsletter to 1,000).
        maxMessages: 500,
      })
}
