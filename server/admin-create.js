// `npm run admin:create -- --email E [--password P]`: adds a staff account to the database the
// server uses (the same environment variables). Without --password it is asked for, twice, without
// echo. Runs from the production build (npm start builds it), like server/init.js.
// With the embedded database (no DATABASE_URL), stop the server first: one process per DATA_DIR.
import { parseArgs } from 'node:util'
import { loadBuildWithEnv, root } from './commands.js'

function usage(message) {
  if (message) console.error(message)
  console.error('usage: npm run admin:create -- --email <e-mail> [--password <password>]')
  process.exit(2)
}

let args
try {
  args = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } }).values
} catch (error) {
  usage(error.message)
}
if (!args.email) usage('--email is required')

/** Reads a line from the terminal without showing it. */
function askHidden(question) {
  const stdin = process.stdin
  if (!stdin.isTTY) {
    // Piped: the first line is the password.
    return new Promise((resolve) => {
      let buffer = ''
      stdin.setEncoding('utf8')
      stdin.on('data', (chunk) => {
        buffer += chunk
        const end = buffer.indexOf('\n')
        if (end !== -1) {
          stdin.pause()
          resolve(buffer.slice(0, end).replace(/\r$/, ''))
        }
      })
      stdin.on('end', () => resolve(buffer.replace(/\r?\n$/, '')))
    })
  }
  return new Promise((resolve) => {
    process.stdout.write(question)
    let value = ''
    stdin.setRawMode(true)
    stdin.resume()
    stdin.setEncoding('utf8')
    const onData = (chars) => {
      for (const c of chars) {
        if (c === '\r' || c === '\n') {
          stdin.setRawMode(false)
          stdin.pause()
          stdin.off('data', onData)
          process.stdout.write('\n')
          return resolve(value)
        }
        if (c === '\u0003') {
          process.stdout.write('\n')
          process.exit(130)
        }
        if (c === '\u007f' || c === '\b') value = value.slice(0, -1)
        else value += c
      }
    }
    stdin.on('data', onData)
  })
}

let password = args.password
if (password === undefined) {
  password = await askHidden('Password (8 to 128 characters): ')
  if (process.stdin.isTTY) {
    const again = await askHidden('Repeat the password: ')
    if (again !== password) {
      console.error('The passwords do not match.')
      process.exit(1)
    }
  }
}

const { createStaffAccountCommand } = await loadBuildWithEnv()

const messages = {
  'admin.errors.emailRequired': 'an e-mail address is required',
  'admin.errors.emailInvalid': 'the e-mail address is not valid',
  'admin.errors.passwordRequired': 'a password is required',
  'admin.errors.passwordLength': 'the password must be 8 to 128 characters',
}
const result = await createStaffAccountCommand({ root, email: args.email, password })
if (result.ok) {
  console.log(`Staff account ${result.account.email} created.`)
} else if (result.reason === 'taken') {
  console.error(`A staff account with the e-mail ${args.email} already exists.`)
  process.exit(1)
} else {
  console.error(
    `Not created: ${[...new Set(result.problems ?? [])].map((p) => messages[p] ?? p).join('; ')}.`,
  )
  process.exit(1)
}
