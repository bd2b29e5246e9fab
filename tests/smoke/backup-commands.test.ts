/**
 * The README's two commands (issue #32, ADR 037) on the production build: `npm run backup` refuses
 * while the server holds the embedded database and writes one file once it stopped;
 * `npm run restore -- FILE` brings it back onto a new machine (a DATA_DIR that does not exist yet,
 * issue #46), refuses one that holds data, and replaces it with --force. Every refusal is one line,
 * never a stack trace, and so is a backup that fails for a reason of the machine (no pg_dump, no database). The child that counts a dump's rows for the server's daily backup gives the
 * manifest's own counts. On PostgreSQL (when TEST_DATABASE_URL is set) the same, and pg_restore
 * itself reads the backup file as it is (ADR 053).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as tar from 'tar'
import { afterAll, describe, expect, it } from 'vitest'
import { start, stop } from './server-process'
import { createDatabase } from './staff-site'

const root = path.resolve(import.meta.dirname, '../..')
const work = mkdtempSync(path.join(os.tmpdir(), 'backup-commands-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const databaseUrl = process.env.TEST_DATABASE_URL
const why = databaseUrl ? '' : ' (skipped: TEST_DATABASE_URL is not set; CI sets it when PostgreSQL answers)'
// As a production machine has it: then nothing else makes DATA_DIR before the restore does.
const SESSION_SECRET = 'backup-commands-session-secret-0123456789'

function command(script: string, args: string[], env: Record<string, string>) {
  const r = spawnSync(process.execPath, [path.join(root, script), ...args], {
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'development', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  })
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, out: `${r.stdout}${r.stderr}` }
}

/** A refusal: exit 1 and one line on stderr that says why, no stack trace. */
function expectRefusal(r: ReturnType<typeof command>, why: RegExp | string) {
  expect(r.code, r.out).toBe(1)
  expect(r.stderr).not.toContain('    at ')
  expect(r.stderr.trim().split('\n'), r.stderr).toHaveLength(1)
  if (typeof why === 'string') expect(r.stderr.trim()).toBe(why)
  else expect(r.stderr.trim()).toMatch(why)
}

/** The refusals that do not depend on the kind of database: no file, a folder, not a backup. */
function expectFileRefusals(env: Record<string, string>) {
  const missing = path.join(work, 'no-such-backup.tar')
  expectRefusal(command('server/restore.js', [missing], env), `The backup file ${missing} does not exist.`)
  expectRefusal(command('server/restore.js', [work], env), `${work} is a folder, not a backup file.`)
  const junk = path.join(work, 'junk.tar')
  writeFileSync(junk, 'not a tar file')
  expectRefusal(
    command('server/restore.js', [junk], env),
    /^.*junk\.tar is not a backup file, or it is damaged/,
  )
}

describe('npm run backup and npm run restore on the embedded database', () => {
  it('back up, restore onto a new machine, refuse one that holds data unless --force', async () => {
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
    const backupFile = path.join(backups, file!)

    // A new machine: DATA_DIR and the folder above it do not exist yet.
    const restoredDir = path.join(work, 'new-machine', 'data')
    expect(existsSync(path.dirname(restoredDir))).toBe(false)
    const target = { DATA_DIR: restoredDir, SESSION_SECRET }
    const restore = command('server/restore.js', [backupFile], target)
    expect(restore.code, restore.out).toBe(0)
    expect(restore.stderr).toBe('')
    expect(restore.out).toMatch(/each table's rows match the backup/)
    expect(readdirSync(restoredDir)).toEqual(['pglite'])
    expectRefusal(command('server/restore.js', [backupFile], target), /already holds a database.*--force/)
    const forced = command('server/restore.js', [backupFile, '--force'], target)
    expect(forced.code, forced.out).toBe(0)
    expect(forced.out).toMatch(/moved to .*pglite\.replaced-/)

    // The daily backup's child process counts the rows of a dump as the manifest does.
    const unpacked = path.join(work, 'unpacked')
    mkdirSync(unpacked)
    await tar.extract({ file: backupFile, cwd: unpacked })
    const manifest = JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'))
    expect(manifest.howToRestore).toContain(`npm run restore -- ${file}`)
    const stats = command(
      'server/backup.js',
      ['--stats-of-dump', path.join(unpacked, manifest.dataFile)],
      env,
    )
    expect(stats.code, stats.out).toBe(0)
    expect(JSON.parse(stats.out)).toEqual(manifest.tables)

    // Each refusal in one line.
    const fresh = { DATA_DIR: path.join(work, 'fresh', 'data'), SESSION_SECRET }
    expectFileRefusals(fresh)
    writeFileSync(path.join(unpacked, manifest.dataFile), 'half a dump')
    const damaged = path.join(work, 'damaged.tar')
    await tar.create({ file: damaged, cwd: unpacked }, ['manifest.json', manifest.dataFile])
    expectRefusal(
      command('server/restore.js', [damaged], fresh),
      /damaged\.tar is damaged: its database does not unzip/,
    )
    expect(existsSync(fresh.DATA_DIR)).toBe(false)
    expectRefusal(
      command('server/restore.js', [backupFile], {
        ...fresh,
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      }),
      'This is a backup of the embedded database: restore it with DATABASE_URL unset.',
    )
    const aFile = path.join(work, 'a-file')
    writeFileSync(aFile, '')
    expectRefusal(
      command('server/restore.js', [backupFile], { DATA_DIR: path.join(aFile, 'data'), SESSION_SECRET }),
      `DATA_DIR ${path.join(aFile, 'data')} cannot be created: a part of the path is a file, not a folder.`,
    )
    // Without SESSION_SECRET the generated one is kept in DATA_DIR: the configuration is refused.
    const noSecret = command('server/restore.js', [backupFile], {
      DATA_DIR: path.join(aFile, 'data'),
      SESSION_SECRET: '',
    })
    expect(noSecret.code).toBe(1)
    expect(noSecret.stderr).not.toContain('    at ')
    expect(noSecret.stderr).toMatch(/DATA_DIR: the generated session secret cannot be kept in .*a-file/)
  }, 240_000)
})

describe.skipIf(!databaseUrl)(`npm run backup and npm run restore on PostgreSQL${why}`, () => {
  const databases: Array<Awaited<ReturnType<typeof createDatabase>>> = []
  afterAll(async () => {
    for (const d of databases) await d.drop()
  })

  it('back up, read it with pg_restore, restore onto a new machine, refuse one that holds data unless --force', async () => {
    const source = await createDatabase(databaseUrl!, 'smoke_backup_src')
    const empty = await createDatabase(databaseUrl!, 'smoke_backup_dst')
    databases.push(source, empty)
    const site = { DATABASE_URL: source.url, DATA_DIR: path.join(work, 'pg-site'), SESSION_SECRET }
    const init = command('server/init.js', [], site)
    expect(init.code, init.out).toBe(0)
    const backups = path.join(work, 'pg-backups')
    const backup = command('server/backup.js', ['--dir', backups], site)
    expect(backup.code, backup.out).toBe(0)
    const [file] = readdirSync(backups)
    const backupFile = path.join(backups, file!)

    // The operator's own tools read the file as it is, and the manifest inside it says how.
    const list = spawnSync('pg_restore', ['--list', backupFile], { encoding: 'utf8' })
    expect(list.status, list.stderr).toBe(0)
    expect(list.stdout).toMatch(/TABLE DATA public orders/)
    const unpacked = path.join(work, 'pg-unpacked')
    mkdirSync(unpacked)
    await tar.extract({ file: backupFile, cwd: unpacked, filter: (p) => p === 'manifest.json' })
    const manifest = JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'))
    expect(manifest).toMatchObject({ format: 2, database: 'postgres' })
    expect(manifest.howToRestore).toContain(`pg_restore --list ${file}`)

    // A new machine: a DATA_DIR path that does not exist yet, and an empty database.
    const target = {
      DATABASE_URL: empty.url,
      DATA_DIR: path.join(work, 'pg-new-machine', 'data'),
      SESSION_SECRET,
    }
    const restore = command('server/restore.js', [backupFile], target)
    expect(restore.code, restore.out).toBe(0)
    expect(restore.stderr).toBe('')
    expect(restore.out).toMatch(/each table's rows match the backup/)
    expectRefusal(command('server/restore.js', [backupFile], target), /already holds tables.*--force/)
    const forced = command('server/restore.js', [backupFile, '--force'], target)
    expect(forced.code, forced.out).toBe(0)
    expect(forced.out).toMatch(/each table's rows match the backup/)

    // Each refusal in one line (the ones about the file alone are the embedded database's test's).
    const truncated = path.join(work, 'pg-truncated.tar')
    writeFileSync(truncated, readFileSync(backupFile).subarray(0, 20_000))
    expectRefusal(
      command('server/restore.js', [truncated], target),
      /pg-truncated\.tar is not a backup file, or it is damaged/,
    )
    expectRefusal(
      command('server/restore.js', [backupFile], { DATA_DIR: path.join(work, 'pg-other'), SESSION_SECRET }),
      'This is a backup of a PostgreSQL database: restore it with DATABASE_URL set to an empty database.',
    )
    const gone = new URL(empty.url)
    gone.pathname = '/no_such_database_here'
    expectRefusal(
      command('server/restore.js', [backupFile], { ...target, DATABASE_URL: gone.toString() }),
      /^Cannot connect to the database of DATABASE_URL: database "no_such_database_here" does not exist\.$/,
    )

    // A backup that fails for a reason of the machine says why in one line too (issue #46).
    expectRefusal(
      command('server/backup.js', ['--dir', backups], { ...site, DATABASE_URL: gone.toString() }),
      /^Cannot back up the database of DATABASE_URL: database "no_such_database_here" does not exist\.$/,
    )
    expectRefusal(
      command('server/backup.js', ['--dir', backups], { ...site, PATH: path.join(work, 'no-tools-here') }),
      /^The backup failed: pg_dump could not be started \(spawn pg_dump ENOENT\): is it installed and on PATH\?$/,
    )
  }, 240_000)
})
