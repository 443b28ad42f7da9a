import type { MuseumSummary } from '@/shared/wire/museum-statistics'

/** Query permissions of the modules the dashboard counts: holding none, the user sees a welcome. */
export const MUSEUM_FIGURE_PERMISSIONS = [
  'reserve:personal:query',
  'reserve:slot:query',
  'reserve:team:query',
  'ticket:list:query',
  'ticket:check:query',
  'volunteer:audit:query',
  'activity:sign:query',
] as const

export type FigureKey = Exclude<keyof MuseumSummary, 'slots'>

export interface FigureCard {
  key: FigureKey
  label: string
  /** Where the card leads, best first: the first one the user's menus grant is used. */
  links: (today: string) => ReadonlyArray<{ path: string; query?: Record<string, string> }>
}

/** The day's figures, then the audits waiting; each leads to its list, filtered. */
export const FIGURE_CARDS: readonly FigureCard[] = [
  {
    key: 'reserved',
    label: '今日预约人数',
    links: (today) => [{ path: '/reserve/personal', query: { visitDate: today } }],
  },
  {
    key: 'checkedIn',
    label: '今日已入馆',
    // The gate clerk has no ticket list: the gate itself shows today's checks.
    links: (today) => [
      { path: '/ticket/list', query: { visitDate: today, status: '1' } },
      { path: '/ticket/check' },
    ],
  },
  {
    key: 'teamPending',
    label: '团队预约待审核',
    links: () => [{ path: '/reserve/team', query: { status: '0' } }],
  },
  {
    key: 'volunteerPending',
    label: '志愿者待审核',
    links: () => [{ path: '/volunteer/audit' }],
  },
  {
    key: 'signPending',
    label: '报名待审核',
    links: () => [{ path: '/activity/sign', query: { status: '0' } }],
  },
]

/** The first link of `card` whose page the user may open, as a URL; null when none. */
export function figureLink(
  card: FigureCard,
  today: string,
  canOpen: (path: string) => boolean,
): string | null {
  const link = card.links(today).find(({ path }) => canOpen(path))
  if (!link) return null
  const query = new URLSearchParams(link.query).toString()
  return query ? `${link.path}?${query}` : link.path
}

/** Share of a slot's places held, 0..100 (a slot without places counts as empty). */
export function fillPercent(reserved: number, capacity: number): number {
  if (capacity <= 0) return 0
  return Math.min(100, Math.round((reserved / capacity) * 100))
}
