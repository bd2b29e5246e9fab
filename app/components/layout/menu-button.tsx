import { useState } from 'react'
import { useTranslation } from '#app/i18n/react'
import { CloseIcon, MenuIcon } from '../icons/icon'

/**
 * The button that opens and closes a shell's menu below 1024 px (issue #43: one button for the main
 * and the service headers). Its label says what a press does, from the shell's texts: `nav` for the
 * main site's menu, `service` for the service section's.
 */
export function MenuButton(props: {
  open: boolean
  /** The id of the menu it opens. */
  controls: string
  onToggle: () => void
  texts: 'nav' | 'service'
}) {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      className="rounded p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
      aria-expanded={props.open}
      aria-controls={props.controls}
      aria-label={props.open ? t(`${props.texts}.closeMenu`) : t(`${props.texts}.openMenu`)}
      onClick={props.onToggle}
    >
      {props.open ? <CloseIcon /> : <MenuIcon />}
    </button>
  )
}

/**
 * Whether a shell's menu is open: it is open on the page it was opened on, so a navigation by any
 * means (the back button included) closes it, with no effect to run after the first render (an
 * effect that closed it on mount could undo a press made before it ran).
 */
export function useShellMenu(pathname: string) {
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  return { open, toggle: () => setOpenOn(open ? null : pathname), close: () => setOpenOn(null) }
}
