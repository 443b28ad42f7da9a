/** floor(a / b) for integers of any size (BigInt division truncates towards zero). */
function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q
}

/**
 * Splits an order's price adjustment across its items in proportion to each item's price before
 * adjustment (`bases`, fen), rounded down to the fen; the last item takes the remainder so the
 * shares add up to `adjustPrice` exactly. Computed on BigInt: adjustment x base can pass 2^53.
 */
export function splitAdjustment(adjustPrice: number, bases: number[]): number[] {
  if (bases.length === 0) return []
  const total = bases.reduce((sum, base) => sum + BigInt(base), 0n)
  const shares = bases.map((base, i) =>
    i === bases.length - 1 || total === 0n
      ? 0
      : Number(floorDiv(BigInt(adjustPrice) * BigInt(base), total)),
  )
  const given = shares.reduce((sum, share) => sum + share, 0)
  shares[bases.length - 1] = adjustPrice - given
  return shares
}

/** Fen -> '12.30' (log lines and messages). */
export function yuanText(fen: number): string {
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(fen)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
