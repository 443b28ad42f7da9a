import { loadConfig } from './config'
import { reseedDatabase } from './db/database'

// Wipes every table of the sandbox database and seeds it again. Safe while the server runs:
// everyone is logged out (tokens are gone) and sees the seed data on the next request.
const { dbPath } = loadConfig()
await reseedDatabase(dbPath)
console.log(`沙箱数据库已重置 (sandbox database reseeded): ${dbPath}`)
