import { randomBytes } from 'node:crypto'
import type { z } from 'zod'
import { fillBody, rawTextPart, splitBody, type SplitBody } from '../mime'
import { renderEmail } from '../render'
import {
  bookingAnswer,
  bookingConfirmation,
  bookingEscalation,
  bookingOperator,
  bookingReassigned,
} from './bookings'
import { deliveryLate, deliveryUpdate } from './deliveries'
import { formConfirmation, formStaff } from './forms'
import { claimStatement } from './claims'
import { personMessage, taskOverdue } from './people'
import { newsletterConfirmation, newsletterIssue, newsletterWelcome } from './newsletter'
import {
  orderCancelled,
  orderConfirmation,
  orderInvoice,
  orderPaid,
  orderRefunded,
  orderShipped,
  orderStaff,
} from './orders'
import { portalInvite, portalReset, staffInvite, staffReset } from './account-links'
import { pageApproved, pageRejected, pageSubmitted } from './portal'
import type { Template, TemplateContext } from './template'

export type { TemplateContext } from './template'

/**
 * Every e-mail the site sends, by name (ADR 041). A service queues one by its name and its data
 * (`enqueueEmails`, mail/outbox.ts); the outbox worker renders it when it sends it (ADR 033). The
 * data is checked with the template's schema when it is queued and again when it is rendered (a
 * row queued by another version). A name, once used, keeps its data's shape: rows queued under it
 * may still wait in the outbox.
 */
export const emailTemplates = {
  'form.staff': formStaff,
  'form.confirmation': formConfirmation,
  'claims.statement': claimStatement,
  'people.message': personMessage,
  'newsletter.confirmation': newsletterConfirmation,
  'newsletter.welcome': newsletterWelcome,
  'newsletter.issue': newsletterIssue,
  'booking.operator': bookingOperator,
  'booking.confirmation': bookingConfirmation,
  'booking.answer': bookingAnswer,
  'booking.reassigned': bookingReassigned,
  'booking.escalation': bookingEscalation,
  'delivery.update': deliveryUpdate,
  'delivery.late': deliveryLate,
  'order.confirmation': orderConfirmation,
  'order.staff': orderStaff,
  'order.paid': orderPaid,
  'order.cancelled': orderCancelled,
  'order.refunded': orderRefunded,
  'order.shipped': orderShipped,
  'order.invoice': orderInvoice,
  'portal.invite': portalInvite,
  'portal.reset': portalReset,
  'portal.pageSubmitted': pageSubmitted,
  'portal.pageApproved': pageApproved,
  'portal.pageRejected': pageRejected,
  'person.taskOverdue': taskOverdue,
  'staff.invite': staffInvite,
  'staff.reset': staffReset,
} satisfies Record<string, Template>

type Templates = typeof emailTemplates
export type EmailTemplateName = keyof Templates

/** The data a template is queued with (its schema's input). */
export type TemplateData<N extends EmailTemplateName> = z.input<Templates[N]['data']>

/** A template to queue: its name and its data, type-checked together. */
export type QueuedTemplate = {
  [N in EmailTemplateName]: { name: N; data: TemplateData<N> }
}[EmailTemplateName]

/** A queued template that cannot be rendered by this version: its name is unknown or its data invalid. */
export class TemplateError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'TemplateError'
  }
}

function isTemplateName(name: unknown): name is EmailTemplateName {
  return typeof name === 'string' && Object.hasOwn(emailTemplates, name)
}

/** The template's data, parsed with its schema; TemplateError when it does not fit. */
export function checkTemplate(queued: { name: unknown; data: unknown }): {
  name: EmailTemplateName
  data: unknown
} {
  if (!isTemplateName(queued.name)) throw new TemplateError(`unknown e-mail template: ${String(queued.name)}`)
  const parsed = emailTemplates[queued.name].data.safeParse(queued.data)
  if (!parsed.success) throw new TemplateError(`invalid data for the e-mail template ${queued.name}`)
  return { name: queued.name, data: parsed.data }
}

function definition(name: EmailTemplateName): Template {
  return emailTemplates[name] as unknown as Template
}

/** A template's subject for its (checked) data: computed when it is queued, stored with the row. */
export function templateSubject(checked: { name: EmailTemplateName; data: unknown }): string {
  return definition(checked.name).subject(checked.data)
}

/** What React would write for a value in an attribute or text: the personal parts go in as it would. */
function escapeHtml(value: string) {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;')
}

/** A message's body: its HTML and text, and both as the parts nodemailer sends (`raw` MIME nodes). */
export type RenderedMessage = {
  html: string
  text: string
  /** The parts already encoded (a personal template, ADR 061); absent: nodemailer encodes html and text. */
  parts?: { html: string; text: string }
}

/**
 * A personal template rendered with placeholders in its personal fields, cut at them. `whole`: a
 * placeholder was not found as written (the element transformed the value), so each message is
 * rendered in full.
 */
type SharedRender = { whole: true } | { whole: false; html: SplitBody; text: SplitBody }

/**
 * The renders of personal templates, by everything but their personal parts: a newsletter send's
 * thousand messages are rendered once per version and process, not once each (ADR 041), and their
 * shared pieces encoded once (ADR 061). The key is the data itself (the version's subject, title
 * and body, its language), the settings, the subject and the year: a changed newsletter, a restarted
 * worker or a second instance renders again, never sends a stale body. A few entries: a send has
 * one version per language; the oldest goes first (ADR 028: bounded memory).
 */
const shared = new Map<string, SharedRender>()
const SHARED_RENDERS = 8

/**
 * The placeholders put in the personal fields: unique to this process (a random part), so no
 * newsletter body, subject or setting can hold one, and made of characters React and the
 * plain-text conversion write as they are.
 */
const placeholderNonce = randomBytes(12).toString('hex')
const placeholder = (field: string) => `https://personal.invalid/${placeholderNonce}/${field}`

async function sharedRender(
  name: EmailTemplateName,
  common: Record<string, unknown>,
  fields: string[],
  context: TemplateContext,
): Promise<SharedRender> {
  // The layout's footer shows the year: part of what is shared, like the settings and the subject.
  const key = JSON.stringify([name, common, context, new Date().getFullYear()])
  let entry = shared.get(key)
  if (!entry) {
    const { html, text } = await renderEmail(definition(name).element(common, context))
    const placeholders = new Map(fields.map((field) => [field, placeholder(field)]))
    const split = { html: splitBody(html, placeholders), text: splitBody(text, placeholders) }
    // Each field must be found where the element wrote it; otherwise a message could lack its link.
    const found = fields.every(
      (field) => split.html.fields.includes(field) || split.text.fields.includes(field),
    )
    entry = found ? { whole: false, ...split } : { whole: true }
    if (shared.size >= SHARED_RENDERS) shared.delete(shared.keys().next().value!)
    shared.set(key, entry)
  }
  return entry
}

/**
 * Renders a queued template to the message that is sent: its HTML and plain text and, for a
 * template with personal fields, both already encoded for nodemailer (`parts`), from one render
 * per version (ADR 041, 061).
 */
export async function renderMessage(
  queued: { name: unknown; data: unknown },
  context: TemplateContext,
): Promise<RenderedMessage> {
  const { name, data } = checkTemplate(queued)
  const { element, personal } = definition(name)
  if (!personal?.length) return renderEmail(element(data, context))
  const values = data as Record<string, unknown>
  const fields = personal.filter((field) => typeof values[field] === 'string')
  const common = { ...values, ...Object.fromEntries(fields.map((field) => [field, placeholder(field)])) }
  const render = await sharedRender(name, common, fields, context)
  if (render.whole) return renderEmail(element(data, context))
  const text = new Map(fields.map((field) => [field, values[field] as string]))
  const html = new Map(fields.map((field) => [field, escapeHtml(values[field] as string)]))
  const filledHtml = fillBody(render.html, html)
  const filledText = fillBody(render.text, text)
  return {
    html: filledHtml.content,
    text: filledText.content,
    parts: { html: rawTextPart('html', filledHtml.encoded), text: rawTextPart('plain', filledText.encoded) },
  }
}

/** Renders a queued template to the HTML and plain text that are sent. */
export async function renderTemplate(
  queued: { name: unknown; data: unknown },
  context: TemplateContext,
): Promise<{ html: string; text: string }> {
  const { html, text } = await renderMessage(queued, context)
  return { html, text }
}
