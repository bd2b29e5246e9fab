import type { ReactElement } from 'react'
import type { z } from 'zod'
import type { SiteSettings } from '#app/domain/settings/site-settings'
import {
  bookingConfirmationEmail,
  bookingConfirmationEmailData,
  bookingOperatorEmail,
  bookingOperatorEmailData,
} from '../services/booking-emails'
import {
  pageApprovedEmail,
  pageApprovedEmailData,
  pageSubmittedEmail,
  pageSubmittedEmailData,
} from '../services/page-change-emails'
import {
  formConfirmationEmail,
  formConfirmationEmailData,
  formStaffEmail,
  formStaffEmailData,
} from '../services/form-emails'
import { newsletterConfirmationData, newsletterConfirmationEmail } from './newsletter-emails'
import { renderEmail } from './render'

/** What every template is given besides its own data, at the time it is rendered. */
export type TemplateContext = {
  /** The site's settings when the message is rendered (its name, address and links in the layout). */
  settings: SiteSettings
  /** The message's subject, as queued: the preview line of the layout. */
  subject: string
  /** The site's time zone (SITE_TIME_ZONE), for the times a message shows; America/New_York when not given. */
  timeZone?: string
}

type Template<S extends z.ZodType> = {
  data: S
  element: (data: z.output<S>, context: TemplateContext) => ReactElement
}

function template<S extends z.ZodType>(data: S, element: Template<S>['element']): Template<S> {
  return { data, element }
}

/**
 * The e-mails queued as a template and its data rather than rendered HTML (ADR 033): the outbox
 * worker renders them when it sends them, so the request that queues one (a public form's POST, a newsletter signup, a booking request)
 * does not pay for React and the plain-text conversion. Each template's data is checked with its
 * schema when it is queued and again when it is rendered (a row queued by another version).
 */
export const emailTemplates = {
  'form.staff': template(formStaffEmailData, formStaffEmail),
  'form.confirmation': template(formConfirmationEmailData, formConfirmationEmail),
  'newsletter.confirmation': template(newsletterConfirmationData, newsletterConfirmationEmail),
  'booking.operator': template(bookingOperatorEmailData, bookingOperatorEmail),
  'booking.confirmation': template(bookingConfirmationEmailData, bookingConfirmationEmail),
  'portal.pageSubmitted': template(pageSubmittedEmailData, pageSubmittedEmail),
  'portal.pageApproved': template(pageApprovedEmailData, pageApprovedEmail),
}

export type EmailTemplateName = keyof typeof emailTemplates

/** A queued template: its name and its data (what `enqueueEmails` stores in the row's payload). */
export type QueuedTemplate = { name: EmailTemplateName; data: unknown }

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
export function checkTemplate(queued: { name: unknown; data: unknown }): QueuedTemplate {
  if (!isTemplateName(queued.name)) throw new TemplateError(`unknown e-mail template: ${String(queued.name)}`)
  const parsed = emailTemplates[queued.name].data.safeParse(queued.data)
  if (!parsed.success) throw new TemplateError(`invalid data for the e-mail template ${queued.name}`)
  return { name: queued.name, data: parsed.data }
}

/** Renders a queued template to the HTML and plain text that are sent. */
export async function renderTemplate(
  queued: { name: unknown; data: unknown },
  context: TemplateContext,
): Promise<{ html: string; text: string }> {
  const { name, data } = checkTemplate(queued)
  const { element } = emailTemplates[name] as Template<z.ZodType>
  return renderEmail(element(data, context))
}
