import { z } from 'zod'
import { languages } from '#app/domain/routing/locale'
import { EmailLayout, EmailText, FieldTable } from '../components'
import { emailT } from '../texts'
import { template } from './template'

/** What a queued Earnings Claim Statement is rendered from: the statement as it stood when queued. */
export const claimStatementEmailData = z.object({
  lang: z.enum(languages),
  seller: z.string(),
  date: z.string(),
  claims: z.array(
    z.object({
      figure: z.string(),
      text: z.string(),
      period: z.object({ start: z.string(), end: z.string() }),
      covered: z.number(),
      achieved: z.number(),
      share: z.number(),
      where: z.string(),
      differs: z.string(),
    }),
  ),
  /** Figures the site showed that no claim backed (issue #45); none in statements queued before. */
  unbacked: z.array(z.string()).default([]),
})

/** The Earnings Claim Statement (issue #35), e-mailed to an applicant in their language. */
export const claimStatement = template({
  data: claimStatementEmailData,
  subject: ({ lang }) => emailT(lang)('claims.subject'),
  element: (data, { settings, subject }) => {
    const ct = emailT(data.lang)
    return (
      <EmailLayout lang={data.lang} settings={settings} preview={subject} heading={ct('claims.heading')}>
        <EmailText>{ct('claims.seller', { seller: data.seller })}</EmailText>
        <EmailText>{ct('claims.date', { date: data.date })}</EmailText>
        <EmailText>{ct('claims.intro')}</EmailText>
        {data.claims.length === 0 && data.unbacked.length === 0 ? (
          <EmailText>{ct('claims.none')}</EmailText>
        ) : null}
        {data.claims.map((claim, i) => (
          <FieldTable
            key={i}
            rows={[
              [ct('claims.claim'), `${claim.text} (${claim.figure})`],
              [ct('claims.period'), ct('claims.periodValue', claim.period)],
              [ct('claims.achieved'), ct('claims.achievedValue', claim)],
              [ct('claims.where'), claim.where],
              [ct('claims.differs'), claim.differs],
            ]}
          />
        ))}
        {data.unbacked.length > 0 ? (
          <>
            <EmailText>{ct('claims.unbackedTitle')}</EmailText>
            {data.unbacked.map((figure) => (
              <EmailText key={figure}>{ct('claims.unbackedBasis', { figure })}</EmailText>
            ))}
          </>
        ) : null}
        <EmailText>{ct('claims.substantiation')}</EmailText>
      </EmailLayout>
    )
  },
})
