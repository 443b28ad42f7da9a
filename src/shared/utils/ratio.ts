type Operand = number | null | undefined

/** Rounds toward -Infinity at 2 decimals, without binary drift (0.29 stays 0.29, not 0.28). */
function floorTo2Decimals(value: number): number {
  const scaled = value * 100
  const nearest = Math.round(scaled)
  const floored = Math.abs(scaled - nearest) < 1e-9 ? nearest : Math.floor(scaled)
  // `|| 0` turns -0 into 0.
  return floored / 100 || 0
}

function quotient(numerator: Operand, divisor: Operand): number | null {
  if (divisor === null || divisor === undefined || divisor === 0 || !Number.isFinite(divisor)) {
    return null
  }
  // A missing numerator counts as nothing counted yet.
  const top = numerator ?? 0
  if (!Number.isFinite(top)) return null
  return top / divisor
}

/**
 * numerator / divisor rounded down to 2 decimals (1/3 -> 0.33, 2/3 -> 0.66); null for a zero,
 * missing or non-finite divisor. A missing numerator is 0.
 */
export function calculateRatio(numerator: Operand, divisor: Operand): number | null {
  const q = quotient(numerator, divisor)
  return q === null ? null : floorTo2Decimals(q)
}

/** The same ratio as a percentage rounded down to 2 decimals (1/3 -> 33.33); null as above. */
export function calculatePercentage(numerator: Operand, divisor: Operand): number | null {
  const q = quotient(numerator, divisor)
  return q === null ? null : floorTo2Decimals(q * 100)
}
