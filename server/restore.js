// `npm run restore -- FILE [--force]`: restores a backup file (npm run backup, ADR 037) into the
// database the server uses (the same environment variables), then counts every table's rows and
// compares them with the backup's manifest. A database that holds data is refused unless --force:
// the embedded one is then moved aside (DATA_DIR/pglite.replaced-…), a PostgreSQL one emptied. A
// missing DATA_DIR is made (a new machine). Stop the server first.
import { parseArgs } from 'node:util'
import { loadBuildWithEnv, root } from './commands.js'

const usage = 'usage: npm run restore -- <backup file> [--force]'

let parsed
try {
  parsed = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true })
} catch (error) {
  console.error(`${error.message}\n${usage}`)
  process.exit(2)
}
if (parsed.positionals.length !== 1) {
  console.error(usage)
  process.exit(2)
}
const { restoreCommand, RestoreRefused, RestoreFailed, BackupFileError } = await loadBuildWithEnv()
try {
  const { manifest, differences, setAside } = await restoreCommand({
    root,
    file: parsed.positionals[0],
    force: parsed.values.force,
  })
  if (setAside) console.log(`the database it replaced was moved to ${setAside}`)
  const tables = Object.keys(manifest.tables).length
  if (differences.length) {
    console.error(`restored, but ${differences.length} of ${tables} tables differ from the backup:`)
    for (const d of differences) {
      console.error(
        `  ${d.table}: backed up ${d.expected?.rows ?? 'none'} rows, restored ${d.actual?.rows ?? 'none'}`,
      )
    }
    process.exit(1)
  }
  const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0)
  console.log(
    `restored the backup of ${manifest.takenAt} (version ${manifest.appVersion}, migration ${manifest.migration}): ${tables} tables, ${rows} rows, each table's rows match the backup.`,
  )
  process.exit(0)
} catch (error) {
  // Every refusal explains itself in one line; a stack trace means a fault of the site.
  if (error instanceof RestoreRefused || error instanceof RestoreFailed || error instanceof BackupFileError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
