import { useEffect, useRef, useState, type PointerEvent } from 'react'
import { useTranslation } from '#app/i18n/react'

/**
 * The recipient's signature drawn with a finger on the operator's screen (issue #44), optional: the
 * drawing is put in the form as a PNG file (`signature`) at the end of each stroke, so the form posts
 * it as the photo is posted; without JavaScript (or a canvas) the pad is not shown and nothing is
 * sent. The server keeps it like every image (checked, re-encoded, resized).
 */
export function SignaturePad({ id }: { id: string }) {
  const { t } = useTranslation()
  const canvas = useRef<HTMLCanvasElement>(null)
  const file = useRef<HTMLInputElement>(null)
  const drawing = useRef(false)
  const [ready, setReady] = useState(false)
  const [signed, setSigned] = useState(false)

  useEffect(() => {
    // A browser that cannot hand a file to an input shows no pad at all (the form works without it).
    if (typeof DataTransfer !== 'undefined') setReady(true)
  }, [])

  /** The canvas's context, sized to its box the first time it is drawn on. */
  const contextOf = () => {
    const c = canvas.current
    const context = c?.getContext('2d')
    if (!c || !context) return null
    if (c.dataset.sized !== '1') {
      const ratio = window.devicePixelRatio || 1
      const box = c.getBoundingClientRect()
      c.width = Math.max(1, Math.round(box.width * ratio))
      c.height = Math.max(1, Math.round(box.height * ratio))
      context.scale(ratio, ratio)
      context.lineWidth = 2.5
      context.lineCap = 'round'
      context.strokeStyle = '#0f172a'
      c.dataset.sized = '1'
    }
    return context
  }

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    return [event.clientX - box.left, event.clientY - box.top] as const
  }
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = contextOf()
    if (!context) return
    event.currentTarget.setPointerCapture(event.pointerId)
    drawing.current = true
    context.beginPath()
    context.moveTo(...point(event))
  }
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return
    const context = contextOf()
    context?.lineTo(...point(event))
    context?.stroke()
  }
  const end = () => {
    if (!drawing.current) return
    drawing.current = false
    setSigned(true)
    canvas.current?.toBlob((blob) => {
      if (!blob || !file.current) return
      const transfer = new DataTransfer()
      transfer.items.add(new File([blob], 'signature.png', { type: 'image/png' }))
      file.current.files = transfer.files
    }, 'image/png')
  }
  const clear = () => {
    const c = canvas.current
    if (c) contextOf()?.clearRect(0, 0, c.width, c.height)
    if (file.current) file.current.value = ''
    setSigned(false)
  }

  return (
    <div className="flex flex-col gap-1" hidden={!ready} data-testid="signature-pad">
      <span id={`${id}-label`} className="text-lg font-medium">
        {t('deliveries.job.signature')}
      </span>
      <p id={`${id}-hint`} className="text-slate-700">
        {t('deliveries.job.signatureHint')}
      </p>
      <canvas
        ref={canvas}
        id={id}
        role="img"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        className="h-40 w-full touch-none rounded border border-slate-400 bg-white"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <input
        ref={file}
        type="file"
        name="signature"
        accept="image/png"
        hidden
        tabIndex={-1}
        aria-hidden="true"
      />
      <button
        type="button"
        onClick={clear}
        disabled={!signed}
        className="min-h-12 self-start rounded-lg border border-slate-400 px-4 font-semibold text-slate-800 disabled:opacity-50"
      >
        {t('deliveries.job.clearSignature')}
      </button>
    </div>
  )
}
