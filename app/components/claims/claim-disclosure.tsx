import { Link } from 'react-router'
import { disclosureValues, type StatedClaim } from '#app/domain/claims/statement'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'

/**
 * The line beside an earnings figure (issue #35): the period and the number and share of operators
 * who achieved it, from the register, with a link to the Earnings Claim Statement.
 */
export function ClaimDisclosure({
  claim,
  className = 'mt-3 text-sm text-slate-200',
}: {
  claim: StatedClaim
  className?: string
}) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  return (
    <p className={className} data-testid="claim-disclosure">
      {t('earningsClaims.disclosure', disclosureValues(claim))}{' '}
      <Link to={href('/earnings-claim-statement')} className="font-semibold underline">
        {t('earningsClaims.statementLink')}
      </Link>
    </p>
  )
}
