import { defineCollection } from '#app/collections/define'
import { requiredText } from '#app/domain/admin/collection'
import { z } from '#app/domain/zod'

/**
 * The sample collection (issue #43, ADR 068): what `docs/conventions.md` "Adding an admin
 * collection" says a new one takes, kept true by `tests/integration/sample-collection.test.ts` and
 * `app/routes/admin/collection-sample.test.tsx`. Notes staff keep in order, in both languages, with
 * hide, show, move and delete; stored in their own table (`table.ts`) by the table store.
 */
const E = 'sampleNotes.errors.'
const text = (max: number) => requiredText(`${E}required`, max, `${E}tooLong`, `${E}oneLine`)

type Row = { id: number; title_en: string; title_es: string; hidden: boolean }

export default defineCollection({
  segment: 'sample-notes',
  texts: 'sampleNotes',
  nameKey: 'note',
  access: 'staff',
  fields: {
    titleEn: text(80),
    titleEs: text(80),
    bodyEn: z.string().trim().max(500, `${E}tooLong`).optional(),
    bodyEs: z.string().trim().max(500, `${E}tooLong`).optional(),
  },
  intents: ['move', 'hide', 'show', 'delete'],
  store: { table: 'sample_notes', name: 'title_en', position: true, hidden: true },
  screen: {
    name: (row: Row) => row.title_en,
    testIds: { list: 'note-list', row: 'note-row', form: 'note-form', status: 'note-status' },
    visibility: { tones: 'videos', hidden: (row) => row.hidden },
    columns: (t) => [
      { key: 'title', header: t('sampleNotes.list.title'), cell: (row) => row.title_en },
      { key: 'titleEs', header: t('sampleNotes.list.titleEs'), cell: (row) => row.title_es },
    ],
    labels: 'sampleNotes.form.',
    empty: {},
    fields: [
      { kind: 'row', fields: [{ name: 'titleEn' }, { name: 'titleEs' }] },
      {
        kind: 'row',
        fields: [
          { name: 'bodyEn', kind: 'textarea', rows: 3 },
          { name: 'bodyEs', kind: 'textarea', rows: 3 },
        ],
      },
    ],
  },
})
