import type { ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react'

/** A link to another site that opens in a new tab, announced as such to screen readers. */
export function NewTabLink({
  href,
  className,
  children,
  testId,
}: {
  href: string
  className?: string
  children: ReactNode
  testId?: string
}) {
  const { t } = useTranslation()
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} data-testid={testId}>
      {children}
      <span className="sr-only"> {t('common.opensInNewTab')}</span>
    </a>
  )
}

/** Button looks, all with white or dark text at AA contrast. */
export const buttonStyles = {
  primary:
    'inline-flex items-center justify-center rounded-md bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
  light:
    'inline-flex items-center justify-center rounded-md bg-white px-5 py-3 font-semibold text-slate-900 shadow-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
  outlineLight:
    'inline-flex items-center justify-center rounded-md border border-white px-5 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
  outline:
    'inline-flex items-center justify-center rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
}
