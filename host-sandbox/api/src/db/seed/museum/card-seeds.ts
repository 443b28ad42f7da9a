import type { Database } from 'better-sqlite3'
import { dayStart, idNumber, intBetween, personName, pick, seededRandom } from './fake-people'

/** How many concession cards the demo museum has; a few have expired, one was voided. */
export const SEEDED_CARD_COUNT = 40

// Card number prefix per card_type (老年证, 学生证, 军官证, 残疾人证, 教师资格证) and the birth
// years that suit the holder (an old-age card for someone born before 1960, …).
const CARD_KINDS: Record<number, { prefix: string; born: [number, number]; years: number }> = {
  1: { prefix: 'LN', born: [1940, 1960], years: 5 },
  2: { prefix: 'XS', born: [2004, 2012], years: 1 },
  3: { prefix: 'JG', born: [1970, 1995], years: 4 },
  4: { prefix: 'CJ', born: [1955, 2005], years: 3 },
  5: { prefix: 'JS', born: [1965, 1995], years: 5 },
}

/**
 * 40 concession cards: every fifth one expired (its last day before today), the rest valid for
 * some years around today; the last one voided. Deterministic, dates relative to `now`.
 */
export function seedCards(db: Database, now: number): void {
  const random = seededRandom(1_040_003)
  const insert = db.prepare(
    `INSERT INTO museum_card (holder_name, card_type, card_no, id_number, valid_from, valid_to,
       status, remark, create_time, update_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  for (let i = 0; i < SEEDED_CARD_COUNT; i += 1) {
    const cardType = pick(random, [1, 1, 2, 2, 2, 3, 4, 5])
    const kind = CARD_KINDS[cardType]
    const expired = i % 5 === 4
    // An expired card ended 1 to 200 days ago; a valid one started up to a year ago.
    const validTo = expired
      ? dayStart(now, -intBetween(random, 1, 200))
      : dayStart(now, intBetween(random, 30, kind.years * 365))
    const validFrom = expired
      ? dayStart(validTo, -kind.years * 365)
      : dayStart(now, -intBetween(random, 0, 365))
    const status = i === SEEDED_CARD_COUNT - 1 ? 2 : expired ? 1 : pick(random, [0, 0, 0, 1])
    const created = validFrom + intBetween(random, 9, 17) * 3_600_000
    insert.run(
      personName(random),
      cardType,
      `${kind.prefix}${String(20_240_000 + i * 37 + intBetween(random, 0, 30)).padStart(8, '0')}`,
      idNumber(random, kind.born[0], kind.born[1]),
      validFrom,
      validTo,
      status,
      status === 2 ? '证件遗失，已补办新证' : '',
      created,
      created,
    )
  }
}
