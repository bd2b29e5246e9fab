// Runs the production server (see server/index.js): the processes of its roles, or this one alone,
// with graceful stops on SIGTERM and SIGINT.
import { main } from '../server/index.js'

await main()
