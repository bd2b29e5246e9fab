import type { z } from '#app/domain/zod'
import { isLang, type Lang } from '../routing/locale'
import {
  contentPages,
  contentSectionNames,
  imageRef,
  richText,
  isContentPage,
  isContentSection,
  sectionSchema,
  type ContentPage,
  type ContentSectionName,
} from './sections'

/**
 * The Content Editor's form, derived from the section shapes of ./sections (so a field added there
 * appears in the editor by itself): one field per content field, lists edited as lists, and the
 * way a posted form becomes the section's data again.
 *
 * Form field names are the dotted path of the field under `c.`: `c.title`, `c.items.2.title`,
 * `c.items.0.features.1`.
 */
export type FieldSpec =
  | { kind: 'text'; multiline: boolean; inputType: 'text' | 'email' | 'url'; maxLength?: number }
  | { kind: 'number' }
  | { kind: 'image' }
  /** Paragraphs with links and emphasis: the rich-text editor, posting the document as JSON. */
  | { kind: 'richText' }
  | { kind: 'list'; item: FieldSpec; min: number; max: number }
  | { kind: 'group'; fields: { name: string; spec: FieldSpec }[] }

export type GroupSpec = Extract<FieldSpec, { kind: 'group' }>

/** Longer limits than this get a textarea. */
const MULTILINE_FROM = 300

export const FIELD_PREFIX = 'c'

type Def = { type: string; [key: string]: unknown }
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def

function arrayLimits(def: Def): { min: number; max: number } {
  let min = 0
  let max = Number.MAX_SAFE_INTEGER
  for (const check of (def.checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? []) {
    const c = check._zod.def
    if (c.check === 'min_length') min = Number(c.minimum)
    if (c.check === 'max_length') max = Number(c.maximum)
  }
  return { min, max }
}

export function describeSchema(schema: z.ZodType): FieldSpec {
  if (schema === imageRef) return { kind: 'image' }
  if (schema === richText) return { kind: 'richText' }
  const def = defOf(schema)
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>
      return {
        kind: 'group',
        fields: Object.entries(shape).map(([name, child]) => ({ name, spec: describeSchema(child) })),
      }
    }
    case 'array':
      return { kind: 'list', item: describeSchema(def.element as z.ZodType), ...arrayLimits(def) }
    case 'number':
      return { kind: 'number' }
    case 'string': {
      const s = schema as unknown as { maxLength: number | null; format: string | null }
      const maxLength = s.maxLength ?? undefined
      const inputType = s.format === 'email' ? 'email' : s.format === 'url' ? 'url' : 'text'
      return { kind: 'text', multiline: (maxLength ?? 0) > MULTILINE_FROM, inputType, maxLength }
    }
    default:
      throw new Error(`No editor field for a ${def.type} schema`)
  }
}

/** The form of a section: always a group. */
export function describeSection(page: ContentPage, section: string): GroupSpec {
  const spec = describeSchema(sectionSchema(page, section as ContentSectionName<ContentPage>) as z.ZodType)
  if (spec.kind !== 'group') throw new Error(`${page}.${section} is not an object`)
  return spec
}

/** Every field name used anywhere in a spec (for the labels' completeness test). */
export function fieldNames(spec: FieldSpec, into = new Set<string>()): Set<string> {
  if (spec.kind === 'group') {
    for (const field of spec.fields) {
      into.add(field.name)
      fieldNames(field.spec, into)
    }
  } else if (spec.kind === 'list') {
    fieldNames(spec.item, into)
  }
  return into
}

/** What a new list item starts as. */
export function blankValue(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case 'group':
      return Object.fromEntries(spec.fields.map((f) => [f.name, blankValue(f.spec)]))
    case 'list':
      return Array.from({ length: spec.min }, () => blankValue(spec.item))
    case 'number':
      return ''
    default:
      return ''
  }
}

/**
 * The form name of the field at `path`: under `c.` for the one-language form, under `en.` / `es.`
 * when the editor shows both languages side by side.
 */
export const fieldName = (path: string, prefix = FIELD_PREFIX) => (path ? `${prefix}.${path}` : prefix)
export const childPath = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key))

/** The list indices present in the form under `path`, in order. */
function indicesUnder(name: string, names: string[]): number[] {
  const found = new Set<number>()
  const prefix = `${name}.`
  for (const n of names) {
    if (!n.startsWith(prefix)) continue
    const head = n.slice(prefix.length).split('.')[0]!
    if (/^\d{1,4}$/.test(head)) found.add(Number(head))
  }
  return [...found].sort((a, b) => a - b)
}

function readValue(
  spec: FieldSpec,
  path: string,
  fields: Map<string, string>,
  names: string[],
  prefix: string,
): unknown {
  const name = fieldName(path, prefix)
  switch (spec.kind) {
    case 'group':
      return Object.fromEntries(
        spec.fields.map((f) => [f.name, readValue(f.spec, childPath(path, f.name), fields, names, prefix)]),
      )
    case 'list':
      return indicesUnder(name, names).map((i) =>
        readValue(spec.item, childPath(path, i), fields, names, prefix),
      )
    case 'richText': {
      // The editor's hidden input holds the document as JSON; plain text (a one-language post)
      // is left for the schema, which reads it as paragraphs.
      const raw = fields.get(name) ?? ''
      if (!raw.trimStart().startsWith('{')) return raw
      try {
        return JSON.parse(raw) as unknown
      } catch {
        return raw
      }
    }
    case 'number': {
      const raw = (fields.get(name) ?? '').trim()
      if (raw === '') return undefined
      return /^-?\d{1,15}$/.test(raw) ? Number(raw) : raw
    }
    default:
      // Line endings as a browser posts them (CRLF) are stored as LF.
      return (fields.get(name) ?? '').replace(/\r\n?/g, '\n')
  }
}

/**
 * A posted form as the section's data (not yet checked: the section schema decides). Unknown
 * names are ignored; list items come in the order of their indices.
 */
export function sectionDataFromForm(
  spec: GroupSpec,
  fields: Map<string, string>,
  prefix = FIELD_PREFIX,
): Record<string, unknown> {
  return readValue(spec, '', fields, [...fields.keys()], prefix) as Record<string, unknown>
}

/**
 * The languages a posted form holds: `en.…` and `es.…` fields (the side-by-side editor), or the
 * one-language `c.…` fields, which are the selected language's.
 */
export function postedLanguages(
  fields: Map<string, string>,
  selected: Lang,
): { lang: Lang; prefix: string }[] {
  const names = [...fields.keys()]
  const has = (prefix: string) => names.some((name) => name.startsWith(`${prefix}.`))
  const both = (['en', 'es'] as const).filter(has).map((lang) => ({ lang, prefix: lang as string }))
  if (both.length > 0) return both
  return has(FIELD_PREFIX) ? [{ lang: selected, prefix: FIELD_PREFIX }] : []
}

/** Moves a list item one place up (-1) or down (+1); out-of-range moves change nothing. */
export function moveItem<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items]
  const next = [...items]
  ;[next[index], next[target]] = [next[target]!, next[index]!]
  return next
}

export function removeItem<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index)
}

/** The value at a dotted path of a draft (undefined when the draft does not have it). */
export function valueAt(value: unknown, path: string): unknown {
  if (!path) return value
  let current: unknown = value
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

/** A copy of a draft with the value at `path` replaced (objects and arrays are copied on the way). */
export function setValueAt(value: unknown, path: string, next: unknown): unknown {
  if (!path) return next
  const [head, ...rest] = path.split('.') as [string, ...string[]]
  const container: Record<string, unknown> | unknown[] = Array.isArray(value)
    ? [...value]
    : value && typeof value === 'object'
      ? { ...(value as Record<string, unknown>) }
      : /^\d+$/.test(head)
        ? []
        : {}
  const child = (container as Record<string, unknown>)[head]
  ;(container as Record<string, unknown>)[head] = setValueAt(child, rest.join('.'), next)
  return container
}

/** The section the editor shows: from `?page=&section=&lang=`, anything unknown falling back. */
export type ContentSelection = {
  page: ContentPage
  /** One of `contentSectionNames(page)` (a plain string: the names differ from page to page). */
  section: string
  lang: Lang
}

export function contentSelection(
  query: { page?: string | null; section?: string | null; lang?: string | null },
  fallbackLang: Lang,
): ContentSelection {
  const page = query.page && isContentPage(query.page) ? query.page : contentPages[0]!
  const section =
    query.section && isContentSection(page, query.section) ? query.section : contentSectionNames(page)[0]!
  const lang = isLang(query.lang) ? query.lang : fallbackLang
  return { page, section, lang }
}

export function selectionQuery(selection: ContentSelection, extra: Record<string, string> = {}): string {
  return new URLSearchParams({ ...selection, ...extra }).toString()
}
