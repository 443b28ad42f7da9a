import { baseApi } from '@/shared/api/base-api'
import { TIME_SLOT_TAG } from '@/shared/museum'
import type { TeamCancel, TeamImportResult, TeamSave } from './team-types'

/** Cache tag of team reservations (the descriptor's page and get provide it too). */
export const TEAM_TAG = 'MuseumReserveTeam'

// A booking or a cancel changes the slot's team places, the approvals (我的流程, 待办) and the
// dashboard. Invalidated on a refusal too, so a picker showing stale places asks again.
const CHANGED = [
  { type: TEAM_TAG, id: 'LIST' },
  { type: TIME_SLOT_TAG, id: 'LIST' },
  'BpmProcessInstance',
  'BpmTask',
  'MuseumStatistics',
] as const

/** 新增 (starts the approval), 取消 and 导入成员, beside the generated page / get. */
export const teamApi = baseApi
  .enhanceEndpoints({ addTagTypes: [TEAM_TAG, TIME_SLOT_TAG, 'BpmProcessInstance', 'BpmTask'] })
  .injectEndpoints({
    endpoints: (build) => ({
      createTeamReservation: build.mutation<number, TeamSave>({
        query: (body) => ({ url: '/museum/reserve-team/create', method: 'POST', body }),
        invalidatesTags: [...CHANGED],
      }),
      cancelTeamReservation: build.mutation<boolean, TeamCancel>({
        query: (body) => ({ url: '/museum/reserve-team/cancel', method: 'PUT', body }),
        invalidatesTags: (_result, _error, body) => [...CHANGED, { type: TEAM_TAG, id: body.id }],
      }),
      /** Reads the members of an .xlsx; nothing is stored until the booking is saved. */
      importTeamMembers: build.mutation<TeamImportResult, File>({
        query: (file) => {
          const formData = new FormData()
          formData.append('file', file)
          return { url: '/museum/reserve-team/import-members', method: 'POST', formData }
        },
      }),
    }),
  })

export const {
  useCreateTeamReservationMutation,
  useCancelTeamReservationMutation,
  useImportTeamMembersMutation,
} = teamApi
