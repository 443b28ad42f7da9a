import type { Database } from 'better-sqlite3'

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

function stamp(now: number): string {
  const d = new Date(now)
  return (
    `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}` +
    `${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`
  )
}

// Per-process sequences: with the second of creation in front they stay unique across restarts
// (a restart takes longer than a second); the UNIQUE column is the last line either way.
let orderSequence = 0
let afterSaleSequence = 0

/** A new order number: yyyyMMddHHmmss and a 6-digit sequence (digits only, easy to say aloud). */
export function nextOrderNo(now: number): string {
  orderSequence = (orderSequence + 1) % 1_000_000
  return `${stamp(now)}${pad(orderSequence, 6)}`
}

/** A new after-sale (退款) number: 'R', yyyyMMddHHmmss and a 6-digit sequence. */
export function nextAfterSaleNo(now: number): string {
  afterSaleSequence = (afterSaleSequence + 1) % 1_000_000
  return `R${stamp(now)}${pad(afterSaleSequence, 6)}`
}

/**
 * An 8-digit pick-up code no order waiting for pick-up holds (the counter finds the order by it).
 * `random` returns [0, 1): seeds pass their deterministic one.
 */
export function newPickUpVerifyCode(db: Database, random: () => number = Math.random): string {
  const taken = db.prepare(
    'SELECT 1 FROM trade_order WHERE pick_up_verify_code = ? AND status IN (0, 10) LIMIT 1',
  )
  for (;;) {
    const code = String(Math.floor(random() * 90_000_000) + 10_000_000)
    if (!taken.get(code)) return code
  }
}
