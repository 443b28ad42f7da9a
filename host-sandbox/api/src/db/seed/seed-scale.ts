/**
 * How much demo data a fresh seed writes. `demo` (the default) fills the shop with a museum's
 * worth of products, members and orders; `small` (SANDBOX_SEED=small, used by the server tests)
 * keeps a handful of each so every test's fresh database seeds in milliseconds.
 */
export type SeedScale = 'demo' | 'small'

export function seedScale(env: Record<string, string | undefined> = process.env): SeedScale {
  return env.SANDBOX_SEED?.trim() === 'small' ? 'small' : 'demo'
}

/** The mall's demo volume per scale (the figures for `demo`). */
export const MALL_SEED_VOLUME = {
  demo: { categories: 30, brands: 10, products: 200, members: 300, orders: 5000, afterSales: 100 },
  small: { categories: 6, brands: 3, products: 5, members: 3, orders: 20, afterSales: 3 },
} as const satisfies Record<SeedScale, Record<string, number>>
