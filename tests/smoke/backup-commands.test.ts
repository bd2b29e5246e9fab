/**
 * The README's two commands (issue #32, ADR 037) on the production build and the embedded database:
 * `npm run backup` refuses while the server holds the database and writes one file once it stopped;
 * `npm run restore -- FILE` brings it back into an empty DATA_DIR, refuses one that holds data, and
 * replaces it with --force. The child that counts a dump's rows for the server's daily backup gives
 * the manifest's own counts.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as tar from 'tar'
import { afterAll, describe, expect, it } from 'vitest'
import { start, stop } from './server-process'

const root = path.resolve(import.meta.dirname, '../..')
const work = mkdtempSync(path.join(os.tmpdir(), 'backup-commands-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

function command(script: string, args: string[], env: Record<string, string>) {
  const r = spawnSync(process.execPath, [path.join(root, script), ...args], {
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'development', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  })
  return { code: r.status, out: `${r.stdout}${r.stderr}` }
}

describe('npm run backup and npm run restore on the embedded database', () => {
  it('back up, restore into an empty DATA_DIR, refuse one that holds data unless --force', async () => {
    const data = path.join(work, 'site')
    const backups = path.join(work, 'backups')
    const env = { DATA_DIR: data, BACKUP_DIR: backups }
    const server = await start({ ...env, BACKUP_DIR: 'off' })
    const whileOpen = command('server/backup.js', [], env)
    await stop(server)
    expect(whileOpen.code).toBe(1)
    expect(whileOpen.out).toMatch(/is open/)

    const backup = command('server/backup.js', [], env)
    expect(backup.code, backup.out).toBe(0)
    const [file] = readdirSync(backups)
    expect(file).toMatch(/^courier-backup-\d{8}T\d{6}Z\.tar$/)
    expect(backup.out).toContain(path.join(backups, file!))

    const restoredDir = path.join(work, 'restored')
    const restore = command('server/restore.js', [path.join(backups, file!)], { DATA_DIR: restoredDir })
    expect(restore.code, restore.out).toBe(0)
    expect(restore.out).toMatch(/each table's rows match the backup/)
    const again = command('server/restore.js', [path.join(backups, file!)], { DATA_DIR: restoredDir })
    expect(again.code).toBe(1)
    expect(again.out).toMatch(/already holds a database.*--force/)
    const forced = command('server/restore.js', [path.join(backups, file!), '--force'], {
      DATA_DIR: restoredDir,
    })
    expect(forced.code, forced.out).toBe(0)
    expect(forced.out).toMatch(/moved to .*pglite\.replaced-/)

    // The daily backup's child process counts the rows of a dump as the manifest does.
    const unpacked = path.join(work, 'unpacked')
    rmSync(unpacked, { recursive: true, force: true })
    await import('node:fs/promises').then((fs) => fs.mkdir(unpacked))
    await tar.extract({ file: path.join(backups, file!), cwd: unpacked })
    const manifest = JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'))
    const stats = command(
      'server/backup.js',
      ['--stats-of-dump', path.join(unpacked, manifest.dataFile)],
      env,
    )
    expect(stats.code, stats.out).toBe(0)
    expect(JSON.parse(stats.out)).toEqual(manifest.tables)
  }, 240_000)
})
