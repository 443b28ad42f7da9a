/** Pagination defaults. */
export const DEFAULT_PAGE_NO = 1
export const DEFAULT_PAGE_SIZE = 20
export const PAGE_SIZES: readonly number[] = [10, 20, 30, 50]
/** Numbered page buttons shown at most (first and last page included). */
export const PAGER_COUNT = 7
export const NARROW_PAGER_COUNT = 5
/** Below this body width the pager shrinks (the console's mobile breakpoint). */
export const NARROW_SCREEN_MAX_WIDTH = 992
