import { baseApi } from '@/shared/api/base-api'
import { defineResourceApi } from '@/shared/crud'
import type {
  FileConfigItem,
  FileConfigQuery,
  FileConfigSave,
  FileItem,
  FileQuery,
} from '../model/file-types'

export const FILE_CONFIG_TAG = 'InfraFileConfig'
export const FILE_TAG = 'InfraFile'

export const fileConfigApi = defineResourceApi<FileConfigItem, FileConfigSave, FileConfigQuery>({
  path: '/infra/file-config',
  tag: FILE_CONFIG_TAG,
})

/** 文件列表 has no create or update of its own: files come in through 上传文件. */
export const fileListApi = defineResourceApi<FileItem, { id?: number }, FileQuery>({
  path: '/infra/file',
  tag: FILE_TAG,
})

/**
 * The calls beside the generated ones: make a config the master, 测试 (answers the sample
 * image's URL, or the cause in the refusal), and uploading into the master config.
 */
export const fileApi = baseApi
  .enhanceEndpoints({ addTagTypes: [FILE_CONFIG_TAG, FILE_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      updateFileConfigMaster: build.mutation<boolean, number>({
        query: (id) => ({ url: '/infra/file-config/update-master', method: 'PUT', params: { id } }),
        invalidatesTags: [{ type: FILE_CONFIG_TAG, id: 'LIST' }],
      }),
      testFileConfig: build.mutation<string, number>({
        // Silent: the page shows the cause in its own dialog.
        query: (id) => ({
          url: '/infra/file-config/test',
          method: 'GET',
          params: { id },
          silent: true,
        }),
        // The sample image is listed like any upload.
        invalidatesTags: [{ type: FILE_TAG, id: 'LIST' }],
      }),
      uploadFile: build.mutation<string, File>({
        query: (file) => {
          const formData = new FormData()
          formData.append('file', file)
          return { url: '/infra/file/upload', method: 'POST', formData }
        },
        invalidatesTags: [{ type: FILE_TAG, id: 'LIST' }],
      }),
    }),
  })

export const {
  useUpdateFileConfigMasterMutation,
  useTestFileConfigMutation,
  useUploadFileMutation,
} = fileApi
