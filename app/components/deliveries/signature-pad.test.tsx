import { screen } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderPage, tFor } from '../../../tests/support/render-route'
import { SignaturePad } from './signature-pad'

afterEach(() => {
  vi.unstubAllGlobals()
})

for (const lang of ['en', 'es'] as const) {
  const t = tFor(lang)
  describe(`the signature pad (${lang}, issue #44)`, () => {
    it('is named and explained, with a Clear button that waits for a signature', async () => {
      vi.stubGlobal('DataTransfer', class {})
      const { container } = renderPage(<SignaturePad id="sig" />, { lang })
      const pad = await screen.findByRole('img', { name: t('deliveries.job.signature') })
      expect(pad).toHaveAccessibleDescription(t('deliveries.job.signatureHint'))
      expect(screen.getByRole('button', { name: t('deliveries.job.clearSignature') })).toBeDisabled()
      expect(container.querySelector('input[type=file][name=signature]')).not.toBeNull()
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
      expect(results.violations).toEqual([])
    })

    it('is not shown where a drawing cannot be handed to the form (the form works without it)', async () => {
      vi.stubGlobal('DataTransfer', undefined)
      renderPage(<SignaturePad id="sig" />, { lang })
      expect(await screen.findByTestId('signature-pad')).not.toBeVisible()
    })
  })
}
