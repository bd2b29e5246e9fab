import { useTranslation } from '#app/i18n/react'

/**
 * Marks seeded sample content nobody wrote (issue #30 item 3), so no visitor or staff member takes
 * it for a real review.
 */
export function SampleBadge({ testId = 'sample-badge' }: { testId?: string }) {
  const { t } = useTranslation()
  return (
    <span
      className="ml-2 inline-block rounded bg-amber-200 px-1.5 py-0.5 align-middle text-xs font-bold uppercase tracking-wide text-amber-950"
      data-testid={testId}
    >
      {t('common.sample')}
    </span>
  )
}
