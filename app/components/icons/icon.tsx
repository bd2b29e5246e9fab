import type { ReactNode } from 'react'

/** What every icon takes: its size and colour classes. */
export type IconProps = { className?: string }

/**
 * The one wrapper of the site's icons (issue #43): the service pages' and the marketing pages' sets
 * and the controls' own (close, menu, play). Decorative: hidden from assistive technology, so the
 * control or text beside it carries the meaning. A line icon on a 24-unit grid unless it says
 * otherwise; a `solid` one is filled with the text colour.
 */
export function Icon({
  className = 'h-6 w-6',
  viewBox = '0 0 24 24',
  solid = false,
  children,
}: IconProps & { viewBox?: string; solid?: boolean; children: ReactNode }) {
  const paint = solid
    ? { fill: 'currentColor' }
    : {
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round' as const,
        strokeLinejoin: 'round' as const,
      }
  return (
    <svg aria-hidden="true" focusable="false" viewBox={viewBox} className={className} {...paint}>
      {children}
    </svg>
  )
}

/** The × of a dialog, a panel or an open menu. */
export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
)

/** The three lines of a closed menu. */
export const MenuIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
)

/** The chevron of a disclosure (an FAQ answer, a service area's ZIP codes), turned when open. */
export const ChevronIcon = ({ className = 'h-5 w-5' }: IconProps) => (
  <Icon className={className}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
)
