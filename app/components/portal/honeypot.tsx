import { HONEYPOT_FIELD } from '#app/domain/forms/options'
import { useTranslation } from '#app/i18n/react'

/** The portal forms' honeypot (the public forms' one, with the portal's own label text). */
export function PortalHoneypot() {
  const { t } = useTranslation()
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        {t('portal.honeypot')}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
