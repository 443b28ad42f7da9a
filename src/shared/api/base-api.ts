import { createApi } from '@reduxjs/toolkit/query/react'
import { adminBaseQuery } from '../http/base-query'
import { ADMIN_API_REDUCER_PATH } from './api-reset'

/**
 * How long an answer no page shows any more stays cached, in seconds. A hidden tab's page runs no
 * effects, so its queries have no subscriber while another tab is shown; RTK Query's default of
 * 60 s would drop their answers and showing the tab again would ask the server. Thirty minutes
 * keeps a working session's tabs answered from the cache; a mutation still refreshes them
 * (its tags invalidate the answer), and so do a list's 刷新 button and the tab's 刷新页面.
 */
export const UNUSED_ANSWER_LIFETIME_S = 30 * 60

/** The one API slice of the admin-api; features add endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: ADMIN_API_REDUCER_PATH,
  baseQuery: adminBaseQuery,
  keepUnusedDataFor: UNUSED_ANSWER_LIFETIME_S,
  // Showing a cached tab again re-subscribes its queries: that alone never asks the server.
  refetchOnMountOrArgChange: false,
  tagTypes: [
    'Dict',
    'DictType',
    'DictData',
    'Config',
    'NotifyMessage',
    'Profile',
    'BpmForm',
    'BpmModel',
    'BpmDefinition',
    'BpmProcessInstance',
    'BpmTask',
    'BpmTaskAssignRule',
    'BpmUserGroup',
    // System administration: each screen's rows, and the pick lists built from them (a new
    // department shows in the rule editor's tree without a reload).
    'SystemUser',
    'SystemRole',
    'SystemMenu',
    'SystemDept',
    'SystemPost',
    // The museum dashboard's figures: every museum change that moves a count invalidates it.
    'MuseumStatistics',
  ],
  endpoints: () => ({}),
})
