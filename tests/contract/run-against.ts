// Checks any admin-api backend against the wire contract (docs/admin-api.md) over real HTTP:
//   npm run test:contract -- --base-url http://host/prod-api/admin-api --username u --password p
// (or CONTRACT_BASE_URL / CONTRACT_USERNAME / CONTRACT_PASSWORD). Read-only unless --allow-writes.
import { parseArgs } from 'node:util'
import { runContractChecks, type CheckResult } from './checks'
import { formatTable, summarise } from './report'

const USAGE = `Usage: npm run test:contract -- --base-url <url> --username <u> --password <p>
                             [--allow-writes] [--oauth2-client <clientId>]
  --base-url       admin-api base, e.g. http://127.0.0.1:48080/prod-api/admin-api (env CONTRACT_BASE_URL)
  --username       login account (env CONTRACT_USERNAME)
  --password       its password (env CONTRACT_PASSWORD)
  --allow-writes   also create/update/delete rows (cleaned up afterwards); off by default
  --oauth2-client  client id for GET /system/oauth2/authorize (default museum-portal)`

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    username: { type: 'string' },
    password: { type: 'string' },
    'allow-writes': { type: 'boolean', default: false },
    'oauth2-client': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
  allowPositionals: false,
})

if (values.help) {
  console.log(USAGE)
  process.exit(0)
}

const baseUrl = values['base-url'] ?? process.env.CONTRACT_BASE_URL
const username = values.username ?? process.env.CONTRACT_USERNAME
const password = values.password ?? process.env.CONTRACT_PASSWORD
if (!baseUrl || !username || !password) {
  console.error(USAGE)
  process.exit(2)
}

console.log(
  `Contract checks against ${baseUrl} as ${username}${values['allow-writes'] ? ' (writes allowed)' : ' (read-only)'}\n`,
)
const results: CheckResult[] = await runContractChecks({
  baseUrl,
  username,
  password,
  allowWrites: values['allow-writes'],
  oauth2ClientId: values['oauth2-client'],
})
console.log(formatTable(results))
const summary = summarise(results)
console.log(`\n${summary.line}`)
process.exit(summary.failed > 0 ? 1 : 0)
