import type { Database } from 'better-sqlite3'
import { seedScale, type SeedScale } from '../seed-scale'
import { seedDelivery } from './delivery-seeds'
import { seedMembersAndOrders } from './order-seeds'
import { seedPay } from './pay-seeds'
import { seedProducts } from './product-seeds'

export interface MallSeedInput {
  now: number
  scale: SeedScale
  /** scrypt hash of the members' shared demo password, computed once per seed. */
  memberPasswordHash: string
}

/**
 * The shop's demo data, in dependency order: products (categories, brands, properties, SPUs and
 * SKUs), then delivery (express companies, pick-up stores), then the pay apps and channels, then
 * members with their orders, pay orders and after-sales.
 */
export function seedMall(db: Database, input: MallSeedInput): void {
  void db
  void input
  seedProducts(db, input)
  seedDelivery(db, input.now)
  seedPay(db, input.now)
  seedMembersAndOrders(db, input)
}

export { seedScale }
