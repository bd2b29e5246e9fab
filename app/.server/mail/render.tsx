import { plainTextSelectors, render } from '@react-email/render'
import { compile } from 'html-to-text'
import type { ReactElement } from 'react'

/**
 * The plain-text converter of `render(element, { plainText: true })` (@react-email/render's
 * `toPlainText` options), built once: `toPlainText` builds html-to-text's selector tables again on
 * every call, a tenth of a form POST's CPU time (issue #22 item 5).
 */
const toPlainText = compile({ wordwrap: false, selectors: plainTextSelectors })

/**
 * Renders an e-mail element to its HTML and plain-text parts. React renders it once: the text is
 * converted from that HTML, as `render(element, { plainText: true })` does after a second render of
 * its own (issue #22 item 5: that second render was a quarter of a form POST's CPU time).
 */
export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(element)
  return { html, text: toPlainText(html) }
}
