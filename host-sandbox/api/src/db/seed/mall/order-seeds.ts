import type { Database } from 'better-sqlite3'
import type { MallSeedInput } from './index'
import { seedMembers } from './member-seeds'

/** Members, then their orders with pay orders, logs and after-sales. */
export function seedMembersAndOrders(db: Database, input: MallSeedInput): void {
  seedMembers(db, input)
}
