/**
 * HTML validity audit: the Nu Html Checker (vnu-jar, run with Java) over server-rendered HTML.
 * Java starts slowly, so every document of a run is checked by one vnu process.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const vnuJar = path.resolve(import.meta.dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar')

export type HtmlDocument = { url: string; html: string }
export type VnuMessage = {
  url: string
  type: 'error' | 'non-document-error' | 'info'
  subType?: 'warning' | 'fatal' | 'io' | 'schema' | 'internal'
  message: string
  lastLine?: number
  firstColumn?: number
  lastColumn?: number
  extract?: string
}

/** `java`, or a clear error saying how to get it. */
export function javaCommand(): string {
  const java = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin/java') : 'java'
  const probe = spawnSync(java, ['-version'], { encoding: 'utf8' })
  if (probe.error || probe.status !== 0) {
    throw new Error(
      'The HTML audit needs Java 17 or newer to run the Nu Html Checker (node_modules/vnu-jar). ' +
        'Install it with `sudo apt-get install default-jre-headless` (Debian/Ubuntu), or set JAVA_HOME.',
    )
  }
  return java
}

/**
 * Checks the documents; returns the errors (`error`, `non-document-error`, fatal) and the warnings,
 * each with the URL of its document.
 */
export function validateHtml(documents: HtmlDocument[]): { errors: VnuMessage[]; warnings: VnuMessage[] } {
  if (!documents.length) return { errors: [], warnings: [] }
  if (!existsSync(vnuJar)) throw new Error(`vnu-jar is not installed (${vnuJar}): run npm ci`)
  const java = javaCommand()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vnu-'))
  try {
    const files = documents.map((doc, i) => {
      const file = path.join(dir, `${String(i).padStart(3, '0')}.html`)
      writeFileSync(file, doc.html)
      return file
    })
    const byFile = new Map(files.map((file, i) => [`file:${file}`, documents[i]!.url]))
    const result = spawnSync(
      java,
      [
        '-Xss4m',
        '-jar',
        vnuJar,
        '--format',
        'json',
        '--stdout',
        '--skip-info-messages',
        '--also-check-css',
        ...files,
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    )
    if (result.error) throw result.error
    let parsed: { messages: Array<VnuMessage> }
    try {
      parsed = JSON.parse(result.stdout)
    } catch {
      throw new Error(`vnu gave no report (exit ${result.status}):\n${result.stderr}\n${result.stdout}`)
    }
    const messages = parsed.messages.map((m) => ({ ...m, url: byFile.get(m.url) ?? m.url }))
    return {
      errors: messages.filter((m) => m.type === 'error' || m.type === 'non-document-error'),
      warnings: messages.filter((m) => m.type === 'info' && m.subType === 'warning'),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export function formatVnu(messages: VnuMessage[]): string {
  return messages
    .map(
      (m) =>
        `  • ${m.url}${m.lastLine ? ` line ${m.lastLine}:${m.firstColumn ?? m.lastColumn}` : ''}: ${m.message}` +
        (m.extract ? `\n      ${m.extract.replace(/\s+/g, ' ').trim()}` : ''),
    )
    .join('\n')
}
