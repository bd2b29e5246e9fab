import type { ReactElement } from 'react'
import type { z } from 'zod'
import type { SiteSettings } from '#app/domain/settings/site-settings'

/** What every template is given besides its own data, at the time it is rendered. */
export type TemplateContext = {
  /** The site's settings when the message is rendered (its name, address and links in the layout). */
  settings: SiteSettings
  /** The message's subject, as queued: the preview line of the layout. */
  subject: string
  /** The site's time zone (SITE_TIME_ZONE), for the times a message shows; America/New_York when not given. */
  timeZone?: string
}

/**
 * One e-mail (ADR 041): the schema of the data it is queued with, its subject (computed when it is
 * queued: the Mail tab lists it), and its element (rendered by the outbox worker when it sends it).
 */
export type Template<S extends z.ZodType = z.ZodType> = {
  data: S
  subject(data: z.output<S>): string
  element(data: z.output<S>, context: TemplateContext): ReactElement
  /**
   * Data fields that differ per recipient of one send (a newsletter's unsubscribe link and open
   * image): strings the element puts in the body as they are. The rest is rendered once per
   * process and these are put in per message (templates/index.ts, ADR 041).
   */
  personal?: ReadonlyArray<string>
}

export function template<S extends z.ZodType>(definition: Template<S>): Template<S> {
  return definition
}
