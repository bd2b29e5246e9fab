import type { CollectionEntry } from '#app/collections/registry'
import en from './en'
import es from './es'

/**
 * The sample's registry entry (issue #43), written as an entry of `app/collections/registry.ts`
 * is; the tests build the page, the tab, the route tree and the server from it with the app's own
 * functions. Its texts sit here rather than under `app/i18n/<lang>/collections/` (the test tree is
 * not shipped): `sampleTexts` is what those files would hold.
 */
export const sampleEntry: CollectionEntry = {
  segment: 'sample-notes',
  texts: 'sampleNotes',
  load: () => import('./config') as never,
}

export const sampleRegistry = [sampleEntry]

export const sampleTexts = { en: { sampleNotes: en }, es: { sampleNotes: es } }
