import { useTranslation } from '#app/i18n/react'
import { useRootData } from '#app/i18n/use-lang'

/**
 * Until staff launch the site (issue #45, ADR 057): one small line below the header, a named region
 * (so it sits in a landmark), never a dialog, in the page's language.
 */
export function SetUpNotice() {
  const { t } = useTranslation()
  if (!useRootData()?.beingSetUp) return null
  return (
    <section
      aria-label={t('setUpNotice.label')}
      className="bg-amber-100 px-4 py-1.5 text-center text-sm text-amber-950"
      data-testid="set-up-notice"
    >
      <p>{t('setUpNotice.text')}</p>
    </section>
  )
}
