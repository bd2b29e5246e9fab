import * as Accordion from '@radix-ui/react-accordion'
import { ChevronIcon } from './icons'

/**
 * The FAQ as an accordion (WAI-ARIA pattern: buttons in headings, Enter/Space toggle, arrow keys
 * move between questions). Answers are in the server's HTML (hidden while closed) so the page
 * and its FAQPage data say the same thing.
 */
export function FaqAccordion({ items }: { items: ReadonlyArray<{ question: string; answer: string }> }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
      data-testid="faq"
    >
      {items.map((item, index) => (
        <Accordion.Item key={index} value={`question-${index + 1}`} data-testid="faq-item">
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700">
                <span>{item.question}</span>
                <ChevronIcon className="h-5 w-5 flex-none text-slate-500 transition-transform group-data-[state=open]:rotate-180" />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content forceMount className="px-5 pb-5 text-slate-700 data-[state=closed]:hidden">
            <p>{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
