import type { Lang } from '#app/domain/routing/locale'

/**
 * The merge fields of the e-mail templates staff send from a person's page (issue #34): what
 * `{{firstName}}` and the like become for one person. Pure; the templates screen refuses a
 * template that names any other field, so a typo never reaches a recipient as `{{frstName}}`.
 */
export const mergeFields = ['firstName', 'lastName', 'businessName', 'city'] as const
export type MergeField = (typeof mergeFields)[number]
export type MergeValues = Partial<Record<MergeField, string | null>>

const FIELD = /\{\{\s*([^{}]*?)\s*\}\}/g

function isMergeField(name: string): name is MergeField {
  return (mergeFields as readonly string[]).includes(name)
}

/** The fields a text names that are not merge fields (each once, in order). */
export function unknownMergeFields(text: string): string[] {
  const unknown = new Set<string>()
  for (const match of text.matchAll(FIELD)) if (!isMergeField(match[1]!)) unknown.add(match[1]!)
  return [...unknown]
}

/** The text with each merge field replaced by the person's value (empty when they have none). */
export function renderMergeFields(text: string, values: MergeValues): string {
  return text.replace(FIELD, (whole, name: string) =>
    isMergeField(name) ? (values[name] ?? '').trim() : whole,
  )
}

export type BilingualTemplate = {
  subjectEn: string
  subjectEs: string
  bodyEn: string
  bodyEs: string
}

/** The e-mail a template makes for a person, in the person's language. */
export function personMessage(template: BilingualTemplate, person: MergeValues & { lang: Lang }) {
  const es = person.lang === 'es'
  return {
    lang: person.lang,
    subject: renderMergeFields(es ? template.subjectEs : template.subjectEn, person)
      .replace(/\s+/g, ' ')
      .trim(),
    body: renderMergeFields(es ? template.bodyEs : template.bodyEn, person),
  }
}
