// A worker process for the newsletter reliability test (tests/integration/newsletter-send.test.tsx):
// opens the PostgreSQL test database and runs a newsletter send, printing a line per committed
// batch and pausing after each, so the test can kill it with SIGKILL in the middle.
import { openDatabase } from '#app/.server/db/client'
import { runNewsletterSend } from '#app/.server/services/newsletter/newsletters'

const [url, id, origin, secret] = process.argv.slice(2)
const database = await openDatabase({ kind: 'postgres', url: url!, max: 2 })
await runNewsletterSend(
  database.db,
  { newsletterId: Number(id), origin: origin! },
  {
    env: { SESSION_SECRET: secret! },
    batchSize: 50,
    afterBatch: async (count) => {
      // Still inside the batch's transaction: a kill now loses this batch, and only this one.
      await new Promise((resolve) => setTimeout(resolve, 100))
      process.stdout.write(`writing ${count}\n`)
    },
  },
)
process.stdout.write('done\n')
await database.close()
