import { render } from '@react-email/render'
import { describe, expect, it } from 'vitest'
import { renderEmail } from './render'
import { EmailButton, EmailLayout, EmailText } from './components'
import { resolveSiteSettings } from '#app/domain/settings/site-settings'

const settings = resolveSiteSettings([])

describe('renderEmail', () => {
  it('gives the same HTML and plain text as two separate renders, from one', async () => {
    const element = (
      <EmailLayout lang="en" settings={settings} preview="Preview line" heading="Thanks, Ana">
        <EmailText>We received your request &amp; will answer within a day.</EmailText>
        <EmailButton href="https://www.example.com/playbook/guide?key=abc">Open the guide</EmailButton>
      </EmailLayout>
    )
    const { html, text } = await renderEmail(element)
    expect(html).toBe(await render(element))
    expect(text).toBe(await render(element, { plainText: true }))
    expect(text).toContain('THANKS, ANA')
    expect(text).toContain('https://www.example.com/playbook/guide?key=abc')
  })
})
