import { baseApi } from '@/shared/api/base-api'
import type { UserImportResult } from '@/shared/wire/user-import'
import { USER_TAG } from '../model/user-types'

/** Where the import template is downloaded from (system:user:import). */
export const USER_IMPORT_TEMPLATE_URL = '/system/user/get-import-template'

/**
 * 用户导入: POST /system/user/import with the file and `updateSupport`. A finished import may have
 * created or changed users even with failed rows, so the list and the user pickers refresh.
 */
export const userImportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    importUsers: build.mutation<UserImportResult, { file: File; updateSupport: boolean }>({
      query: ({ file, updateSupport }) => {
        const formData = new FormData()
        formData.append('updateSupport', String(updateSupport))
        formData.append('file', file)
        return { url: '/system/user/import', method: 'POST', formData }
      },
      invalidatesTags: [USER_TAG],
    }),
  }),
})

export const { useImportUsersMutation } = userImportApi
