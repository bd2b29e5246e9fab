// Runs the production server in this process (see server/index.js), with signal handling.
import { startServer } from '../server/index.js'

const handle = await startServer()
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    setTimeout(() => process.exit(1), 1800).unref()
    handle.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  })
}
