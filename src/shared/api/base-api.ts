import { createApi } from '@reduxjs/toolkit/query/react'
import { adminBaseQuery } from '../http/base-query'
import { ADMIN_API_REDUCER_PATH } from './api-reset'

/** The one API slice of the admin-api; features add endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: ADMIN_API_REDUCER_PATH,
  baseQuery: adminBaseQuery,
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
  ],
  endpoints: () => ({}),
})
