import { baseApi } from '@/shared/api/base-api'
import { defineResourceApi } from '@/shared/crud'
import type {
  VolunteerAuditBody,
  VolunteerItem,
  VolunteerQuery,
  VolunteerSave,
  VolunteerServiceItem,
  VolunteerServiceQuery,
  VolunteerServiceSave,
  VolunteerServiceSummaryItem,
  VolunteerServiceSummaryQuery,
  VolunteerSimpleItem,
  VolunteerStatusBody,
} from '../model/volunteer-types'

export const VOLUNTEER_TAG = 'MuseumVolunteer'
export const VOLUNTEER_SERVICE_TAG = 'MuseumVolunteerService'

const VOLUNTEER_LIST = { type: VOLUNTEER_TAG, id: 'LIST' } as const
const VOLUNTEER_SIMPLE = { type: VOLUNTEER_TAG, id: 'SIMPLE' } as const
const SERVICE_LIST = { type: VOLUNTEER_SERVICE_TAG, id: 'LIST' } as const

/** Audit, 停用 / 启用, the record form's volunteers and the totals per volunteer. */
export const volunteerExtraApi = baseApi
  .enhanceEndpoints({ addTagTypes: [VOLUNTEER_TAG, VOLUNTEER_SERVICE_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      auditVolunteer: build.mutation<boolean, VolunteerAuditBody>({
        query: (body) => ({ url: '/museum/volunteer/audit', method: 'PUT', body }),
        invalidatesTags: (_result, _error, body) => [
          VOLUNTEER_LIST,
          VOLUNTEER_SIMPLE,
          { type: VOLUNTEER_TAG, id: body.id },
          'MuseumStatistics',
        ],
      }),
      updateVolunteerStatus: build.mutation<boolean, VolunteerStatusBody>({
        query: (body) => ({ url: '/museum/volunteer/update-status', method: 'PUT', body }),
        invalidatesTags: (_result, _error, body) => [
          VOLUNTEER_LIST,
          VOLUNTEER_SIMPLE,
          { type: VOLUNTEER_TAG, id: body.id },
        ],
      }),
      listServiceVolunteers: build.query<VolunteerSimpleItem[], void>({
        query: () => ({ url: '/museum/volunteer/list-all-simple' }),
        providesTags: [VOLUNTEER_SIMPLE],
      }),
      // Provides the records' LIST tag: every record saved or deleted refreshes the totals.
      getVolunteerServiceSummary: build.query<
        VolunteerServiceSummaryItem[],
        VolunteerServiceSummaryQuery
      >({
        query: (params) => ({ url: '/museum/volunteer-service/summary', params }),
        providesTags: [SERVICE_LIST],
      }),
    }),
  })

/**
 * /museum/volunteer: shared by 志愿者信息 and 志愿者审核 (one set of endpoints, one cache). A new
 * volunteer is one more pending audit on the dashboard; a renamed one renames the record select.
 */
export const volunteerApi = defineResourceApi<VolunteerItem, VolunteerSave, VolunteerQuery>({
  path: '/museum/volunteer',
  tag: VOLUNTEER_TAG,
  afterChange: (dispatch) =>
    dispatch(volunteerExtraApi.util.invalidateTags(['MuseumStatistics', VOLUNTEER_SIMPLE])),
})

/** /museum/volunteer-service: a record changes its volunteer's 服务时长 in the volunteer lists. */
export const volunteerServiceApi = defineResourceApi<
  VolunteerServiceItem,
  VolunteerServiceSave,
  VolunteerServiceQuery
>({
  path: '/museum/volunteer-service',
  tag: VOLUNTEER_SERVICE_TAG,
  afterChange: (dispatch) => dispatch(volunteerExtraApi.util.invalidateTags([VOLUNTEER_LIST])),
})

export const {
  useAuditVolunteerMutation,
  useUpdateVolunteerStatusMutation,
  useListServiceVolunteersQuery,
  useGetVolunteerServiceSummaryQuery,
} = volunteerExtraApi
