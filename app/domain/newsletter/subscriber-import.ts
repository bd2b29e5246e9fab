import { parseCsv } from '../csv/parse'
import { isSendableAddress } from '../mail/address'
import type { Lang } from '../routing/locale'
import {
  IMPORT_MAX_ROWS,
  IMPORT_NAME_MAX,
  parseImportTags,
  type ImportRow,
  type ImportSkip,
  type ParsedImport,
} from './subscribers-admin'
import { EMAIL_MAX_LENGTH, normalizeEmail } from './subscription'

/*
 * How an imported CSV file becomes rows (issue #11 item 4), apart from ./subscribers-admin.ts: the
 * Subscribers screen loads that module, and the CSV reader (csv-parse) is for the server only (it
 * needs Node's Buffer).
 */

type Column = 'email' | 'firstName' | 'lastName' | 'lang' | 'tags'

/** Header names, compared without case, spaces, '_' or '-': email, first_name, firstName, First Name… */
const headerAliases: Record<string, Column> = {
  email: 'email',
  emailaddress: 'email',
  firstname: 'firstName',
  lastname: 'lastName',
  lang: 'lang',
  language: 'lang',
  tags: 'tags',
}

const headerKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '')

const cell = (fields: string[], index: number | undefined) =>
  index === undefined ? '' : (fields[index] ?? '').trim()

const name = (value: string) => value.replace(/\s+/g, ' ').slice(0, IMPORT_NAME_MAX) || null

function parseLang(value: string): Lang | null {
  const v = value.trim().toLowerCase()
  if (v === '' || v === 'en' || v === 'english' || v === 'inglés' || v === 'ingles') return 'en'
  if (v === 'es' || v === 'spanish' || v === 'español' || v === 'espanol') return 'es'
  return null
}

/**
 * An import file's text as rows to subscribe, and the rows skipped with their reason. Columns are
 * found by header name (email is required); blank lines are ignored; an address is only taken the
 * first time it appears in the file. Whether an address is already known is the service's part.
 */
export function parseSubscriberImport(text: string): ParsedImport {
  const parsed = parseCsv(text)
  if (!parsed.ok) return { ok: false, problem: 'notCsv' }
  const [header, ...records] = parsed.records
  if (!header) return { ok: false, problem: 'noRows' }
  const columns: Partial<Record<Column, number>> = {}
  header.fields.forEach((field, index) => {
    const column = headerAliases[headerKey(field)]
    if (column && columns[column] === undefined) columns[column] = index
  })
  if (columns.email === undefined) return { ok: false, problem: 'noEmailColumn' }
  const dataRecords = records.filter((r) => r.fields.some((f) => f.trim() !== ''))
  if (dataRecords.length > IMPORT_MAX_ROWS) return { ok: false, problem: 'tooManyRows' }
  if (dataRecords.length === 0) return { ok: false, problem: 'noRows' }

  const rows: ImportRow[] = []
  const skipped: ImportSkip[] = []
  const seen = new Set<string>()
  for (const record of dataRecords) {
    const rawEmail = cell(record.fields, columns.email)
    const email = normalizeEmail(rawEmail)
    const shown = rawEmail.slice(0, EMAIL_MAX_LENGTH)
    if (!email || email.length > EMAIL_MAX_LENGTH || !isSendableAddress(email)) {
      skipped.push({ line: record.line, email: shown, reason: 'invalidEmail' })
      continue
    }
    if (seen.has(email)) {
      skipped.push({ line: record.line, email, reason: 'duplicate' })
      continue
    }
    seen.add(email)
    const lang = parseLang(cell(record.fields, columns.lang))
    if (!lang) {
      skipped.push({ line: record.line, email, reason: 'invalidLang' })
      continue
    }
    rows.push({
      line: record.line,
      email,
      firstName: name(cell(record.fields, columns.firstName)),
      lastName: name(cell(record.fields, columns.lastName)),
      lang,
      tags: parseImportTags(cell(record.fields, columns.tags)),
    })
  }
  return { ok: true, rows, skipped }
}
