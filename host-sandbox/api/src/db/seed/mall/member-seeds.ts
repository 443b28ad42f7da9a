import type { Database } from 'better-sqlite3'
import { MALL_SEED_VOLUME } from '../seed-scale'
import { intBetween, personName, seededRandom } from '../museum/fake-people'
import type { MallSeedInput } from './index'

/** The first member: the one the README names (password member123). */
export const FIRST_MEMBER_MOBILE = '13900000001'

const DAY_MS = 86_400_000

/**
 * The i-th seeded member's mobile (i >= 1 after the first): 170/171 virtual-operator numbers,
 * unique because 7,654,321 and 10^8 share no factor.
 */
function memberMobile(index: number): string {
  if (index === 0) return FIRST_MEMBER_MOBILE
  const prefix = index % 2 === 0 ? '170' : '171'
  return `${prefix}${String((index * 7_654_321) % 100_000_000).padStart(8, '0')}`
}

/**
 * Made-up members, all sharing the one demo password hash of the seed; they joined over the
 * past year. Returns their ids in order (the first is FIRST_MEMBER_MOBILE).
 */
export function seedMembers(db: Database, input: MallSeedInput): number[] {
  const count = MALL_SEED_VOLUME[input.scale].members
  const random = seededRandom(1_004_001)
  const insert = db.prepare(
    `INSERT INTO member_user (mobile, password, nickname, avatar, status, register_ip,
       create_time, update_time) VALUES (?, ?, ?, '', ?, ?, ?, ?)`,
  )
  const ids: number[] = []
  for (let index = 0; index < count; index++) {
    const joined = input.now - (365 - Math.floor((index * 365) / count)) * DAY_MS
    const createTime = joined + intBetween(random, 0, DAY_MS - 1)
    // A few disabled accounts, never the documented first one.
    const status = index > 0 && random() < 0.02 ? 1 : 0
    const ip = `10.${intBetween(random, 0, 255)}.${intBetween(random, 0, 255)}.${intBetween(random, 1, 254)}`
    const result = insert.run(
      memberMobile(index),
      input.memberPasswordHash,
      personName(random),
      status,
      ip,
      createTime,
      createTime,
    )
    ids.push(Number(result.lastInsertRowid))
  }
  return ids
}
