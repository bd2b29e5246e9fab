/**
 * The written substantiation of an earnings claim (issue #35): documents staff upload to a claim,
 * kept with who uploaded them and when. Pure rules: which files are accepted.
 */

/** The largest document kept: 8 MB (a scanned ledger or a statement of several pages). */
export const MAX_DOCUMENT_BYTES = 8 * 1024 * 1024

/** Accepted documents, by extension: what the file is served as when staff download it. */
export const documentTypes = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  csv: 'text/csv',
  txt: 'text/plain',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const

export type DocumentProblem = 'noFile' | 'tooLarge' | 'type'

/** What the first bytes of a file of each kind must be (text files have none). */
const signatures: Partial<Record<keyof typeof documentTypes, number[]>> = {
  pdf: [0x25, 0x50, 0x44, 0x46],
  png: [0x89, 0x50, 0x4e, 0x47],
  jpg: [0xff, 0xd8, 0xff],
  jpeg: [0xff, 0xd8, 0xff],
  webp: [0x52, 0x49, 0x46, 0x46],
  xlsx: [0x50, 0x4b, 0x03, 0x04],
  docx: [0x50, 0x4b, 0x03, 0x04],
}

function extensionOf(name: string): keyof typeof documentTypes | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase()
  return ext && ext in documentTypes ? (ext as keyof typeof documentTypes) : null
}

/**
 * The document's stored type, or why it is refused: no file, over the size, or not one of the
 * accepted kinds (by its name AND its first bytes, so a renamed program is not served as a PDF).
 */
export function checkDocument(
  file: { name: string; size: number },
  head: Uint8Array,
): { ok: true; contentType: string; fileName: string } | { ok: false; problem: DocumentProblem } {
  if (file.size === 0 || file.name.trim() === '') return { ok: false, problem: 'noFile' }
  if (file.size > MAX_DOCUMENT_BYTES) return { ok: false, problem: 'tooLarge' }
  const ext = extensionOf(file.name)
  if (!ext) return { ok: false, problem: 'type' }
  const signature = signatures[ext]
  if (signature && !signature.every((byte, i) => head[i] === byte)) return { ok: false, problem: 'type' }
  if (!signature && head.subarray(0, 512).includes(0)) return { ok: false, problem: 'type' }
  const fileName = file.name.replace(/[^\w.\- ()]/g, '_').slice(-120)
  return { ok: true, contentType: documentTypes[ext], fileName }
}
