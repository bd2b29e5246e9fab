import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { describeSection } from '#app/domain/content/form'
import { contentPages, contentSectionNames } from '#app/domain/content/sections'
import { renderPage } from '../../../tests/support/render-route'
import { ContentVersions } from './content-selection'

const page = contentPages[0]!
const selection = { page, section: contentSectionNames(page)[0]!, lang: 'en' as const }

describe('the content versions’ times (issue #30 item 10)', () => {
  // 16:05 UTC on 4 July is 12:05 in New York (EDT): the site's zone, as the settings history shows it.
  it.each([
    ['en', /Jul 4, 2026, 12:05:09\sPM EDT/],
    ['es', /4 jul 2026, 12:05:09\sp\.\s?m\.\sEDT/],
  ] as const)('are in the site’s time zone with its abbreviation (%s)', async (lang, shown) => {
    renderPage(
      <ContentVersions
        versions={[
          {
            id: 7,
            savedAt: '2026-07-04T16:05:09.000Z',
            savedByEmail: 'ed@example.com',
            restoredFrom: null,
            data: {},
          },
        ]}
        selection={selection}
        busy={false}
        spec={describeSection(selection.page, selection.section)}
      />,
      { lang, path: '/admin/content' },
    )
    const time = await screen.findByText(shown)
    expect(time.tagName).toBe('TIME')
    expect(time).toHaveAttribute('dateTime', '2026-07-04T16:05:09.000Z')
  })
})
