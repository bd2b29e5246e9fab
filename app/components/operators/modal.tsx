import { useEffect, useId, useRef, type ReactNode } from 'react'

/**
 * A modal on the native `<dialog>`: showModal() makes the rest of the page inert (focus stays inside)
 * and Escape closes it; focus returns to the element that opened it.
 */
export function Modal(props: {
  open: boolean
  onClose: () => void
  title: string
  closeLabel: string
  testId?: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const { open, onClose } = props

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
      const restore = () => opener?.focus()
      dialog.addEventListener('close', restore, { once: true })
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid={props.testId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (event.target === ref.current) onClose()
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-900/60"
    >
      {open ? (
        <div className="p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold text-ink">
              {props.title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={props.closeLabel}
              className="-m-2 rounded p-2 text-slate-600 hover:bg-slate-100 hover:text-ink"
            >
              <span aria-hidden="true">✕</span>
            </button>
          </div>
          <div className="mt-4">{props.children}</div>
        </div>
      ) : null}
    </dialog>
  )
}
