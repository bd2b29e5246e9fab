import { Form } from 'react-router'
import type { Placeholder } from '#app/domain/checklist/launch-check'
import type { LaunchState } from '#app/domain/checklist/launch-state'
import { formatInZone } from '#app/domain/time/format'
import { useTranslation } from '#app/i18n/react'
import { useLang, useSiteTimeZone } from '#app/i18n/use-lang'
import { PlaceholderItem, placeholderKey } from './launch-check'

export type LaunchPanelData = {
  state: LaunchState
  history: { id: number; action: 'launch' | 'unlaunch'; by: string; at: string }[]
  /** What the launch check finds that would keep the site from launching now. */
  blockers: Placeholder[]
}

/** What the last launch or return to set-up answered (the page's action data). */
export type LaunchReply =
  { launch: 'refused'; blockers: Placeholder[] } | { launch: 'launched' } | { launch: 'unlaunched' }

function BlockerList({ blockers, testId }: { blockers: Placeholder[]; testId: string }) {
  return (
    <ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-slate-800" data-testid={testId}>
      {blockers.map((p) => (
        <PlaceholderItem key={`${p.kind}-${placeholderKey(p)}`} placeholder={p} testId="launch-blocker" />
      ))}
    </ul>
  )
}

/**
 * "Launch the site" (issue #45 item 1, ADR 057): the state, the blockers the launch check finds
 * (each with the link that fixes it), the button, and the way back to set-up. A refused launch
 * lists what the server refused it for, in the staff member's language.
 */
export function LaunchPanel({ data, reply }: { data: LaunchPanelData; reply?: LaunchReply | null }) {
  const { t } = useTranslation()
  const lang = useLang()
  const zone = useSiteTimeZone()
  const L = (key: string, values?: Record<string, unknown>) => t(`launchChecklist.launch.${key}`, values)
  const { state, history, blockers } = data
  const when = (at: string) => formatInZone(at, zone, lang)
  return (
    <section
      className={`mt-8 rounded-lg border-2 p-4 ${state.launched ? 'border-green-400 bg-green-50' : 'border-amber-400 bg-amber-50'}`}
      aria-labelledby="launch-site"
      data-testid="launch-panel"
      data-launched={state.launched ? 'true' : 'false'}
    >
      <h2 id="launch-site" className="text-xl font-bold text-slate-900">
        {L('title')}
      </h2>
      {reply?.launch === 'refused' ? (
        <div
          role="alert"
          className="mt-3 rounded border border-red-300 bg-red-50 p-3"
          data-testid="launch-refused"
        >
          <p className="font-semibold text-red-900">{L('refused')}</p>
          <BlockerList blockers={reply.blockers} testId="launch-refused-list" />
        </div>
      ) : null}
      {reply?.launch === 'launched' || reply?.launch === 'unlaunched' ? (
        <p role="status" className="mt-3 font-semibold text-slate-900" data-testid="launch-outcome">
          {L(reply.launch === 'launched' ? 'launchedNow' : 'unlaunched')}
        </p>
      ) : null}
      {state.launched ? (
        <>
          <p className="mt-2 text-slate-800" data-testid="launch-state">
            {L('launched', { at: when(state.at!), by: state.by })}
          </p>
          <p className="mt-2 text-sm text-slate-700">{L('unlaunchIntro')}</p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="unlaunch" />
            <button
              type="submit"
              className="rounded border border-slate-500 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
            >
              {L('unlaunch')}
            </button>
          </Form>
        </>
      ) : (
        <>
          <p className="mt-2 text-slate-800" data-testid="launch-state">
            {L('notLaunched')}
          </p>
          <p className="mt-2 text-sm text-slate-700">{L('intro')}</p>
          {blockers.length > 0 && reply?.launch !== 'refused' ? (
            <>
              <p className="mt-3 font-semibold text-slate-900">
                {L('blockersTitle', { count: blockers.length })}
              </p>
              <BlockerList blockers={blockers} testId="launch-blockers" />
            </>
          ) : blockers.length === 0 ? (
            <p className="mt-3 font-semibold text-green-900">{L('clear')}</p>
          ) : null}
          <p className="mt-2 text-sm text-slate-700">{L('advice')}</p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="launch" />
            <button
              type="submit"
              className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2"
            >
              {L('button')}
            </button>
          </Form>
        </>
      )}
      {history.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold text-slate-900">{L('history')}</h3>
          <ul className="mt-1 space-y-0.5 text-sm text-slate-700" data-testid="launch-history">
            {history.map((event) => (
              <li key={event.id}>
                {L('historyEntry', {
                  action: L(`actions.${event.action}`),
                  at: when(event.at),
                  by: event.by,
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
