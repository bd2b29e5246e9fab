// `npm run backup [-- --dir DIR]`: writes one backup file of the database the server uses (the same
// environment variables) into DIR, or BACKUP_DIR (default DATA_DIR/backups). See ADR 037.
// `npm run restore -- FILE [--force]` (server/restore.js) brings it back.
// Runs from the production build (npm start builds it), like server/init.js.
import { parseArgs } from 'node:util'
import { loadBuild, loadBuildWithEnv, root } from './commands.js'

let args
try {
  args = parseArgs({ options: { dir: { type: 'string' }, 'stats-of-dump': { type: 'string' } } }).values
} catch (error) {
  console.error(`${error.message}\nusage: npm run backup [-- --dir <folder>]`)
  process.exit(2)
}
// The server's daily backup counts a dump's rows here, in a process of its own (ADR 037).
if (args['stats-of-dump']) {
  const { dumpStatsCommand } = await loadBuild()
  process.stdout.write(JSON.stringify(await dumpStatsCommand(args['stats-of-dump'])))
  process.exit(0)
}

const { backupCommand, CommandRefused } = await loadBuildWithEnv()
try {
  const { file, bytes, manifest } = await backupCommand({ root, dir: args.dir })
  const tables = Object.keys(manifest.tables).length
  const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0)
  console.log(`backup written: ${file}`)
  console.log(
    `  ${(bytes / 1024 / 1024).toFixed(1)} MB, ${manifest.database}, ${tables} tables, ${rows} rows, migration ${manifest.migration}, version ${manifest.appVersion}`,
  )
  process.exit(0)
} catch (error) {
  if (error instanceof CommandRefused) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
