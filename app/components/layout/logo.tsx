import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'

/**
 * The logo: mark and name. `compact` hides the name from 1024 to 1279 px, where a header's
 * desktop navigation needs the room (the link keeps its accessible name), and sets it a size
 * smaller on phones, where the header leaves the chat button its corner (issue #30 item 8).
 */
export function Logo({ to = '/', label, compact }: { to?: string; label?: string; compact?: boolean }) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  return (
    <Link
      to={href(to)}
      className="flex shrink-0 items-center gap-2 whitespace-nowrap font-bold text-ink"
      aria-label={label ?? t('common.logoAlt')}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="8" fill="#ea580c" />
        <path d="M7 20h12v-8h4l3 4v4h-2" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
        <circle cx="11" cy="22" r="2" fill="#fff" />
        <circle cx="22" cy="22" r="2" fill="#fff" />
      </svg>
      <span className={compact ? 'text-lg max-sm:text-base lg:max-xl:hidden' : 'text-lg'}>
        {t('meta.siteName')}
      </span>
    </Link>
  )
}
