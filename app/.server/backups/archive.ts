import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import * as tar from 'tar'
import type { BackupManifest } from '#app/domain/backups/backups'

/**
 * A backup is one tar file: manifest.json (what and when, ADR 037) and the database's own file
 * (the embedded database's data directory as PGlite dumps it, or pg_dump's custom format).
 */

/** Writes the backup file from a folder that holds the data file; the file appears whole or not at all. */
export async function writeBackupArchive(options: {
  file: string
  staging: string
  manifest: BackupManifest
}): Promise<number> {
  await writeFile(
    path.join(options.staging, 'manifest.json'),
    `${JSON.stringify(options.manifest, null, 2)}\n`,
  )
  await mkdir(path.dirname(options.file), { recursive: true })
  const partial = `${options.file}.partial`
  await tar.create({ file: partial, cwd: options.staging, portable: true }, [
    'manifest.json',
    options.manifest.dataFile,
  ])
  await rename(partial, options.file)
  return (await stat(options.file)).size
}

export class BackupFileError extends Error {}

/** Unpacks a backup file into `into` and reads its manifest. */
export async function readBackupArchive(file: string, into: string) {
  try {
    await tar.extract({ file, cwd: into, strict: true, filter: (p) => !p.includes('..') })
  } catch (error) {
    throw new BackupFileError(`${file} is not a backup file (${(error as Error).message})`)
  }
  let manifest: BackupManifest
  try {
    manifest = JSON.parse(await readFile(path.join(into, 'manifest.json'), 'utf8')) as BackupManifest
  } catch {
    throw new BackupFileError(`${file} has no readable manifest.json: it is not a backup of this site`)
  }
  if (manifest.format !== 1 || !manifest.dataFile || !manifest.tables) {
    throw new BackupFileError(`${file}: its manifest is of an unknown format`)
  }
  return { manifest, dataPath: path.join(into, path.basename(manifest.dataFile)) }
}

export async function removeQuietly(dir: string) {
  await rm(dir, { recursive: true, force: true }).catch(() => {})
}
