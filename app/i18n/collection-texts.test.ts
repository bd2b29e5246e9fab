import { describe, expect, it } from 'vitest'
import { collectionTexts } from './collection-texts'

describe('collectionTexts', () => {
  it('names each file’s texts by its namespace in camel case', () => {
    expect(
      collectionTexts({
        './en/collections/sample-notes.ts': { title: 'Notes' },
        './en/collections/faq.ts': {},
      }),
    ).toEqual({ sampleNotes: { title: 'Notes' }, faq: {} })
  })
})
