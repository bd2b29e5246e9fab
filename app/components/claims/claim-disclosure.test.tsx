import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoutes, tFor } from '../../../tests/support/render-route'
import type { StoredClaim } from '#app/domain/claims/claim-form'
import { disclosureFor, disclosuresFor } from '#app/domain/claims/statement'
import { richTextPlain } from '#app/domain/rich-text/render'
import { storedClaim } from '#app/domain/claims/test-fixtures'
import { defaultContent } from '#app/domain/content/defaults'
import type { Lang } from '#app/domain/routing/locale'
import { localizedPath } from '#app/domain/routing/locale'
import { HomeHero } from '#app/components/marketing/home-hero'
import { OpportunityBelowFold } from '#app/components/marketing/opportunity-below-fold'
import type { HomePageData, OpportunityPageData } from '#app/.server/services/content/marketing-pages'

/** A claim of the first card's figure, with its whole basis. */
const claim = (over: Partial<StoredClaim>) =>
  storedClaim({
    figure: '$4,000 - $6,000',
    textEn: 'Single Vehicle: $4,000 - $6,000/month',
    textEs: 'Un solo vehículo: $4,000 - $6,000/mes',
    fields: ['opportunityEarnings'],
    operatorsAchieved: 12,
    ...over,
  })

// Rendered with only the texts the page's HTML carries (app/pages.ts): the line's texts must be among them.
const render = (lang: Lang, path: string, Component: () => React.ReactNode) =>
  renderRoutes([{ path: localizedPath(lang, path), Component }], { lang, path, pageTextsOnly: true })

describe('the disclosure line beside an earnings figure (issue #35)', () => {
  it.each(['en', 'es'] as const)(
    'on the opportunity page: under the card whose figure a claim backs, and no other (%s)',
    async (lang) => {
      const content = defaultContent[lang].opportunity
      const register = [claim({})]
      const data = {
        content,
        video: null,
        faq: content.faq.items.map((item) => {
          const answerText = richTextPlain(item.answer)
          return {
            question: item.question,
            answerHtml: `<p>${answerText}</p>`,
            answerText,
            claims: disclosuresFor(answerText, register, lang),
          }
        }),
        earnings: content.earnings.items.map((item) => ({
          ...item,
          claim: disclosureFor(item.amount, register, lang),
        })),
      } satisfies OpportunityPageData
      render(lang, '/opportunity', () => <OpportunityBelowFold data={data} />)
      const cards = await screen.findAllByTestId('earnings-card')
      expect(cards).toHaveLength(3)
      const line = within(cards[0]!).getByTestId('claim-disclosure')
      const t = tFor(lang)
      const period =
        lang === 'es'
          ? ['1 de enero de 2025', '31 de diciembre de 2025']
          : ['January 1, 2025', 'December 31, 2025']
      expect(line).toHaveTextContent(
        t('earningsClaims.disclosure', {
          figure: '$4,000 - $6,000',
          achieved: 12,
          covered: 40,
          share: 30,
          start: period[0],
          end: period[1],
        }),
      )
      expect(within(line).getByRole('link', { name: t('earningsClaims.statementLink') })).toHaveAttribute(
        'href',
        localizedPath(lang, '/earnings-claim-statement'),
      )
      expect(within(cards[1]!).queryByTestId('claim-disclosure')).toBeNull()
      expect(within(cards[2]!).queryByTestId('claim-disclosure')).toBeNull()
      // The FAQ answer that states the figure too ("How much can I earn?") has the line under it.
      const answers = screen.getAllByTestId('faq-item')
      expect(within(answers[1]!).getByTestId('claim-disclosure')).toHaveTextContent(line.textContent!)
      expect(answers.filter((item) => within(item).queryByTestId('claim-disclosure'))).toHaveLength(1)
    },
  )

  it.each(['en', 'es'] as const)('on the home hero, beside the earnings line (%s)', async (lang) => {
    const content = defaultContent[lang].home
    const heroClaim = disclosureFor('Earn $9,000', [claim({ figure: '$9,000', operatorsAchieved: 20 })], lang)
    const data = {
      content,
      videos: { overview: null, getStarted: null },
      testimonials: [],
      heroImage: null,
      heroClaim,
      markets: [],
    } satisfies HomePageData
    render(lang, '/', () => <HomeHero data={data} />)
    const line = await screen.findByTestId('claim-disclosure')
    expect(line).toHaveTextContent('$9,000')
    expect(line).toHaveTextContent(lang === 'es' ? '(50 %)' : '(50%)')
    expect(
      within(line).getByRole('link', { name: tFor(lang)('earningsClaims.statementLink') }),
    ).toBeInTheDocument()
  })
})
