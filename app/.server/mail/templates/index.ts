import type { z } from 'zod'
import { renderEmail } from '../render'
import {
  bookingAnswer,
  bookingConfirmation,
  bookingEscalation,
  bookingOperator,
  bookingReassigned,
} from './bookings'
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

/**
 * The renders of personal templates, by everything but their personal parts: a newsletter send's
 * thousand messages are rendered once per version and process, not once each (ADR 041). A few
 * entries: a send has one version per language; the oldest goes first (ADR 028: bounded memory).
 */
const shared = new Map<string, { html: string; text: string }>()
const SHARED_RENDERS = 8

const placeholder = (field: string) => `https://personal.invalid/${field}`

/** Renders a queued template to the HTML and plain text that are sent. */
export async function renderTemplate(
  queued: { name: unknown; data: unknown },
  context: TemplateContext,
): Promise<{ html: string; text: string }> {
  const { name, data } = checkTemplate(queued)
  const { element, personal } = definition(name)
  if (!personal?.length) return renderEmail(element(data, context))
  const values = data as Record<string, unknown>
  const fields = personal.filter((field) => typeof values[field] === 'string')
  const common = { ...values, ...Object.fromEntries(fields.map((field) => [field, placeholder(field)])) }
  // The layout's footer shows the year: part of what is shared, like the settings and the subject.
  const key = JSON.stringify([name, common, context, new Date().getFullYear()])
  let rendered = shared.get(key)
  if (!rendered) {
    rendered = await renderEmail(element(common, context))
    if (shared.size >= SHARED_RENDERS) shared.delete(shared.keys().next().value!)
    shared.set(key, rendered)
  }
  let { html, text } = rendered
  for (const field of fields) {
    const value = values[field] as string
    // A function, so that a '$' in the value is not read as a replacement pattern.
    html = html.replaceAll(placeholder(field), () => escapeHtml(value))
    text = text.replaceAll(placeholder(field), () => value)
  }
  return { html, text }
}
