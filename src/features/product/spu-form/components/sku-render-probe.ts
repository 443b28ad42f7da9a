import { createContext } from 'react'

/**
 * Told each time a SKU row renders (its key, or BATCH for the 批量设置 row). Nothing listens in
 * the app; tests count renders with it, so a change that makes every row re-render on one
 * keystroke fails without any timing.
 */
export const SkuRenderProbe = createContext<((rowKey: string) => void) | null>(null)
