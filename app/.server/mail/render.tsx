import { render, toPlainText } from '@react-email/render'
import type { ReactElement } from 'react'

/**
 * Renders an e-mail element to its HTML and plain-text parts. React renders it once: the text is
 * converted from that HTML, as `render(element, { plainText: true })` does after a second render of
 * its own (issue #22 item 5: that second render was a quarter of a form POST's CPU time).
 */
export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(element)
  return { html, text: toPlainText(html) }
}
