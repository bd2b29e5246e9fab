import type { KeyboardEvent } from 'react'
import { ClaimDisclosure } from '#app/components/claims/claim-disclosure'
import type { StatedClaim } from '#app/domain/claims/statement'
import { ChevronIcon } from '../icons/icon'

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
}

/** Arrow keys, Home and End move between the questions (the WAI-ARIA accordion pattern). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const move = moves[event.key]
  if (!move) return
  const questions = Array.from(
    event.currentTarget.closest('[data-faq]')?.querySelectorAll<HTMLElement>('summary') ?? [],
  )
  const index = questions.indexOf(event.currentTarget)
  if (index < 0) return
  event.preventDefault()
  questions[move(index, questions.length)]?.focus()
}

/**
 * The FAQ as an accordion built on <details>: it opens and closes with Enter or Space before any
 * script has loaded, only one answer is open at a time (a shared `name`), the answers are in the
 * server's HTML (as in the FAQPage data), and it costs no JavaScript beyond the arrow keys.
 */
export function FaqAccordion({
  items,
}: {
  /**
   * `answerHtml`: the answer rendered and sanitized on the server (rich text, issue #33); `claims`:
   * the earnings claims its figures rest on, each stated in a line under it (issue #35).
   */
  items: ReadonlyArray<{ question: string; answerHtml: string; claims?: readonly StatedClaim[] }>
}) {
  return (
    <div
      data-faq
      className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
      data-testid="faq"
    >
      {items.map((item, index) => (
        <details key={index} name="faq" className="group" data-testid="faq-item">
          <summary
            onKeyDown={moveFocus}
            className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden"
          >
            <h3 className="font-semibold text-ink">{item.question}</h3>
            <ChevronIcon className="h-5 w-5 flex-none text-slate-500 transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-5 pb-5 text-slate-700">
            <div className="rich-text space-y-3" dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
            {item.claims?.map((claim) => (
              <ClaimDisclosure key={claim.id} claim={claim} className="mt-3 text-sm text-slate-600" />
            ))}
          </div>
        </details>
      ))}
    </div>
  )
}
