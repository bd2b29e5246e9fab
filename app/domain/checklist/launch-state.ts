import { checkedSettingKeys, settingProblem, type Placeholder } from './launch-check'
import type { SiteSettingKey, SiteSettings } from '../settings/site-settings'

/**
 * The launch state (issue #45 item 1, ADR 057). A new site is not launched: every public page says
 * it is being set up and what is sample, and asks search engines not to index it. Staff launch it
 * from the launch checklist once nothing the public would take for true is a placeholder; after
 * launch the same rules refuse a new placeholder. Pure rules: the service reads the facts.
 */

/** One launch or return to set-up, as recorded (newest decides). */
export type LaunchEvent = { action: 'launch' | 'unlaunch'; staffEmail: string; at: Date }

export type LaunchState = { launched: boolean; at: string | null; by: string | null }

/** The state the newest event leaves (none: a fresh install, not launched). */
export function launchStateOf(latest: LaunchEvent | undefined): LaunchState {
  if (!latest) return { launched: false, at: null, by: null }
  return { launched: latest.action === 'launch', at: latest.at.toISOString(), by: latest.staffEmail }
}

/**
 * Whether a placeholder of the launch check keeps the site from launching: anything the public
 * would be shown as true (a sample operator, review or article, a placeholder video, link or
 * contact detail, an unbacked earnings figure). Not: an empty setting (its link or line is simply
 * not shown), the first password and the server's configuration (the checklist's advice, never
 * shown to a visitor), and a network without operators yet (true, and shown as such).
 */
export function isLaunchBlocker(placeholder: Placeholder): boolean {
  switch (placeholder.kind) {
    case 'setting':
      return placeholder.problem !== 'empty'
    case 'adminPassword':
    case 'env':
    case 'operators':
      return false
    default:
      return true
  }
}

export function launchBlockers(placeholders: readonly Placeholder[]): Placeholder[] {
  return placeholders.filter(isLaunchBlocker)
}

/** Why a launch is refused (the blockers, for the list beside the button), or that it may go. */
export function launchDecision(
  placeholders: readonly Placeholder[],
): { ok: true } | { ok: false; blockers: Placeholder[] } {
  const blockers = launchBlockers(placeholders)
  return blockers.length === 0 ? { ok: true } : { ok: false, blockers }
}

/**
 * After launch, a new or changed value may not be a placeholder. A value already stored is let
 * through unchanged (as the register lets a figure already live through, ADR 049): staff can save a
 * form without first fixing a field they did not touch.
 */
export function refusedAfterLaunch(
  launched: boolean,
  before: string | null | undefined,
  after: string | null | undefined,
  isPlaceholder: (value: string) => boolean,
): boolean {
  if (!launched || after == null || after.trim() === '') return false
  return after !== before && isPlaceholder(after)
}

/** The settings a save after launch would give a placeholder value (example domain, 555-01xx, the seed's). */
export function settingsRefusedAfterLaunch(
  launched: boolean,
  current: SiteSettings,
  next: SiteSettings,
): SiteSettingKey[] {
  return checkedSettingKeys.filter((key) =>
    refusedAfterLaunch(launched, current[key], next[key], (value) => {
      const problem = settingProblem(key, value)
      return problem !== null && problem !== 'empty'
    }),
  )
}
