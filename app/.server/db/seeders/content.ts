import { defaultContent } from '#app/domain/content/defaults'
import { contentPages, contentSectionNames } from '#app/domain/content/sections'
import { languages } from '#app/domain/routing/locale'
import type { Db } from '../client'
import { contentSections } from '../schema'

/** Every editable section in every language, from the defaults; sections staff edited are kept. */
export async function seedContent(db: Db) {
  const rows = languages.flatMap((lang) =>
    contentPages.flatMap((page) =>
      contentSectionNames(page).map((section) => ({
        page,
        section,
        lang,
        data: (defaultContent[lang][page] as Record<string, unknown>)[section],
      })),
    ),
  )
  await db.insert(contentSections).values(rows).onConflictDoNothing()
}
