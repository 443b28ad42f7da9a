import type { Database } from 'better-sqlite3'
import { seedReserve } from './reserve-seeds'
import { seedTeams } from './team-seeds'
import { seedCards } from './card-seeds'
import { seedNotices } from './notice-seeds'
import { seedVolunteers } from './volunteer-seeds'
import { seedActivities } from './activity-seeds'

/**
 * The museum's believable demo data, every module in dependency order (slots and rules before
 * bookings, bookings before tickets, …). Each module's seed is deterministic: dates are relative
 * to `now`, people come from ./fake-people.ts.
 */
export function seedMuseum(db: Database, now: number): void {
  seedReserve(db, now)
  seedTeams(db, now)
  seedCards(db, now)
  seedNotices(db, now)
  seedVolunteers(db, now)
  seedActivities(db, now)
}
