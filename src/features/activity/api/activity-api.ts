import { baseApi } from '@/shared/api/base-api'
import type { ActivitySimpleItem } from '../model/activity-types'

export const ACTIVITY_TAG = 'MuseumActivity'
export const SIGN_TAG = 'MuseumActivitySign'

const ACTIVITIES = { type: ACTIVITY_TAG, id: 'LIST' } as const
const SIGNS = { type: SIGN_TAG, id: 'LIST' } as const

/**
 * What a sign-up changes besides its own row: the activity's signedCount (lists, the data page's
 * header, the pickers) and the dashboard's pending figure.
 */
const AFTER_SIGN_CHANGE = [SIGNS, ACTIVITY_TAG, 'MuseumStatistics'] as const

/** /museum/activity and /museum/activity-sign calls beyond the generated CRUD endpoints. */
export const activityApi = baseApi
  .enhanceEndpoints({ addTagTypes: [ACTIVITY_TAG, SIGN_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Every activity (newest first) for the sign-up filter and the 新增报名 picker. */
      listAllSimpleActivities: build.query<ActivitySimpleItem[], void>({
        query: () => ({ url: '/museum/activity/list-all-simple' }),
        providesTags: [ACTIVITIES],
      }),
      updateActivityStatus: build.mutation<boolean, { id: number; status: number }>({
        query: (body) => ({ url: '/museum/activity/update-status', method: 'PUT', body }),
        // Cancelling an activity cancels its waiting sign-ups too.
        invalidatesTags: (_result, _error, { id }) => [
          ACTIVITIES,
          { type: ACTIVITY_TAG, id },
          SIGNS,
          'MuseumStatistics',
        ],
      }),
      auditActivitySign: build.mutation<boolean, { id: number; pass: boolean }>({
        query: (body) => ({ url: '/museum/activity-sign/audit', method: 'PUT', body }),
        invalidatesTags: [...AFTER_SIGN_CHANGE],
      }),
      cancelActivitySign: build.mutation<boolean, number>({
        query: (id) => ({ url: '/museum/activity-sign/cancel', method: 'PUT', body: { id } }),
        invalidatesTags: [...AFTER_SIGN_CHANGE],
      }),
      signInActivitySign: build.mutation<boolean, number>({
        query: (id) => ({ url: '/museum/activity-sign/sign-in', method: 'PUT', body: { id } }),
        invalidatesTags: [...AFTER_SIGN_CHANGE],
      }),
    }),
  })

export const {
  useListAllSimpleActivitiesQuery,
  useUpdateActivityStatusMutation,
  useAuditActivitySignMutation,
  useCancelActivitySignMutation,
  useSignInActivitySignMutation,
} = activityApi

/** After a sign-up is taken: the activity's places and the dashboard change too. */
export const invalidateAfterSignUp = () =>
  activityApi.util.invalidateTags([ACTIVITY_TAG, 'MuseumStatistics'])
