// Runs the production server in this process (see server/index.js), with signal handling. A
// second signal (Ctrl-C reaches scripts/start.js and this process both) changes nothing.
import { startServer } from '../server/index.js'

const handle = await startServer()
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    setTimeout(() => process.exit(1), 1800).unref()
    handle.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  })
}
