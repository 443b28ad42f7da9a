import type { FastifyInstance } from 'fastify'
import {
  museumSummary,
  museumSummaryQuery,
  museumTrend,
  museumTrendQuery,
  type MuseumSummary,
  type MuseumTrendPoint,
} from '../../../../src/shared/wire/museum-statistics'
import { hasPermission, type Authority } from '../auth/authority'
import { sessionOf } from '../auth/auth-hook'
import {
  checkedInByDay,
  checkedInOn,
  pendingCount,
  reservedPersonsByDay,
  reservedPersonsOn,
  slotFillsOn,
  teamPersonsByDay,
} from '../db/repos/museum-statistics-repo'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { parseInput, wireItem } from '../lib/validation'

/**
 * Who may see which figure: the query permission of the module it counts (any one of a list).
 * The dashboard is everyone's home page, so the routes need only a login; a figure the caller may
 * not see is answered null, never a number that would leak what its module hides.
 */
const FIGURE_PERMISSIONS = {
  reserved: ['reserve:personal:query'],
  checkedIn: ['ticket:list:query', 'ticket:check:query'],
  teamPending: ['reserve:team:query'],
  volunteerPending: ['volunteer:audit:query'],
  signPending: ['activity:sign:query'],
  slots: ['reserve:slot:query', 'reserve:personal:query'],
  teamPersons: ['reserve:team:query'],
} as const

type Figure = keyof typeof FIGURE_PERMISSIONS

function visibleFigures(authority: Authority): (figure: Figure) => boolean {
  return (figure) => FIGURE_PERMISSIONS[figure].some((p) => hasPermission(authority, p))
}

function localToday(now: number): number {
  const day = new Date(now)
  return new Date(day.getFullYear(), day.getMonth(), day.getDate()).getTime()
}

/** Local midnights from `begin` to `end`, both included. */
function daysOf(begin: number, end: number): number[] {
  const days: number[] = []
  for (const day = new Date(begin); day.getTime() <= end; day.setDate(day.getDate() + 1)) {
    days.push(day.getTime())
  }
  return days
}

export function registerMuseumStatisticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/museum/statistics/summary', async (request) => {
    const sees = visibleFigures(sessionOf(request).authority)
    const { date } = parseInput(museumSummaryQuery, request.query)
    const day = date ?? localToday(ctx.now())
    const summary: MuseumSummary = {
      reserved: sees('reserved') ? reservedPersonsOn(ctx.db, day) : null,
      checkedIn: sees('checkedIn') ? checkedInOn(ctx.db, day) : null,
      teamPending: sees('teamPending') ? pendingCount(ctx.db, 'team') : null,
      volunteerPending: sees('volunteerPending') ? pendingCount(ctx.db, 'volunteer') : null,
      signPending: sees('signPending') ? pendingCount(ctx.db, 'sign') : null,
      slots: sees('slots') ? slotFillsOn(ctx.db, day) : null,
    }
    return ok(wireItem(museumSummary, summary))
  })

  app.get('/museum/statistics/trend', async (request) => {
    const sees = visibleFigures(sessionOf(request).authority)
    const { beginDate, endDate } = parseInput(museumTrendQuery, request.query)
    // One grouped query per figure over the whole range, not one per day.
    const reserved = sees('reserved') ? reservedPersonsByDay(ctx.db, beginDate, endDate) : null
    const checkedIn = sees('checkedIn') ? checkedInByDay(ctx.db, beginDate, endDate) : null
    const teamPersons = sees('teamPersons') ? teamPersonsByDay(ctx.db, beginDate, endDate) : null
    const points: MuseumTrendPoint[] = daysOf(beginDate, endDate).map((date) => ({
      date,
      reserved: reserved ? (reserved.get(date) ?? 0) : null,
      checkedIn: checkedIn ? (checkedIn.get(date) ?? 0) : null,
      teamPersons: teamPersons ? (teamPersons.get(date) ?? 0) : null,
    }))
    return ok(wireItem(museumTrend, points))
  })
}
