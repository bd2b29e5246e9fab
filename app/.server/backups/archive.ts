import { constants, existsSync } from 'node:fs'
import { access, copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import * as tar from 'tar'
import type { BackupManifest } from '#app/domain/backups/backups'

/**
 * A backup is one tar file holding manifest.json (what and when, ADR 037). On the embedded database
 * (format 1) the tar holds the data directory as PGlite dumps it beside the manifest. On PostgreSQL
 * (format 2, ADR 053) it is pg_dump's own tar archive with the manifest appended as its last member,
 * which pg_restore skips: `pg_restore --list FILE` and `pg_restore --dbname=URL FILE` read it as it is.
 */

const MANIFEST = 'manifest.json'

/**
 * Writes the backup file from a folder that holds `dataFile` (a PGlite dump, or pg_dump's tar
 * archive for format 2); the file appears whole or not at all.
 */
export async function writeBackupArchive(options: {
  file: string
  staging: string
  dataFile: string
  manifest: BackupManifest
}): Promise<number> {
  await writeFile(path.join(options.staging, MANIFEST), `${JSON.stringify(options.manifest, null, 2)}\n`)
  await mkdir(path.dirname(options.file), { recursive: true })
  const partial = `${options.file}.partial`
  if (options.manifest.format === 2) {
    // pg_restore wants pg_dump's toc.dat as the first member: the manifest goes after the last one.
    await copyFile(path.join(options.staging, options.dataFile), partial)
    await tar.replace({ file: partial, cwd: options.staging, portable: true }, [MANIFEST])
  } else {
    await tar.create({ file: partial, cwd: options.staging, portable: true }, [MANIFEST, options.dataFile])
  }
  await rename(partial, options.file)
  return (await stat(options.file)).size
}

export class BackupFileError extends Error {}

/** A file system error in words ("permission denied", not EACCES), for the commands' one-line messages. */
export function fileErrorReason(error: unknown): string {
  const reasons: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    ENOTDIR: 'a part of the path is a file, not a folder',
    EEXIST: 'a file of that name is in the way',
    ENOSPC: 'the disk is full',
    EROFS: 'the file system is read-only',
  }
  return reasons[(error as NodeJS.ErrnoException).code ?? ''] ?? (error as Error).message
}

/** The backup file exists, is a file, and can be read. */
async function checkReadable(file: string) {
  let isFile
  try {
    isFile = (await stat(file)).isFile()
    await access(file, constants.R_OK)
  } catch (error) {
    throw new BackupFileError(
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? `The backup file ${file} does not exist.`
        : `The backup file ${file} cannot be read: ${fileErrorReason(error)}.`,
    )
  }
  if (!isFile) throw new BackupFileError(`${file} is a folder, not a backup file.`)
}

/** Extracts the one member `name` of a backup file into `into`. */
async function extractMember(file: string, into: string, name: string) {
  try {
    await tar.extract({ file, cwd: into, strict: true, filter: (p) => path.posix.normalize(p) === name })
  } catch (error) {
    throw new BackupFileError(
      `${file} is not a backup file, or it is damaged (${(error as Error).message.split('\n')[0]}).`,
    )
  }
  return path.join(into, name)
}

/**
 * Reads a backup file's manifest, and gives the database's file: the backup file itself when it is
 * pg_dump's archive (format 2), else the data file unpacked into `into`.
 */
export async function readBackupArchive(file: string, into: string) {
  await checkReadable(file)
  let manifest: BackupManifest
  try {
    manifest = JSON.parse(await readFile(await extractMember(file, into, MANIFEST), 'utf8')) as BackupManifest
  } catch (error) {
    if (error instanceof BackupFileError) throw error
    throw new BackupFileError(`${file} has no readable manifest.json: it is not a backup of this site.`)
  }
  const known =
    manifest.tables &&
    ((manifest.format === 1 && manifest.dataFile) ||
      (manifest.format === 2 && manifest.database === 'postgres'))
  if (!known) throw new BackupFileError(`${file}: its manifest is of an unknown format.`)
  if (manifest.format === 2) return { manifest, dataPath: file }
  const dataFile = path.basename(manifest.dataFile!)
  const dataPath = await extractMember(file, into, dataFile)
  if (!existsSync(dataPath)) {
    throw new BackupFileError(
      `${file} lacks ${dataFile}, the database file its manifest names: it is damaged.`,
    )
  }
  return { manifest, dataPath }
}

export async function removeQuietly(dir: string) {
  await rm(dir, { recursive: true, force: true }).catch(() => {})
}
