import { baseApi } from '@/shared/api/base-api'
import type { PageResult } from '@/shared/list-kit'
import {
  CODEGEN_TABLE_TAG,
  DATA_SOURCE_CONFIG_TAG,
  type CodegenDbTableItem,
  type CodegenDetail,
  type CodegenPreviewFile,
  type CodegenTableItem,
  type CodegenTableQuery,
  type CodegenUpdate,
  type DataSourceConfigItem,
  type DbTableQuery,
  type DictTypeSimpleItem,
  type MenuSimpleItem,
} from '../model/codegen-types'

const LIST = { type: CODEGEN_TABLE_TAG, id: 'LIST' } as const

/** 代码生成's calls (/infra/codegen/*) and the pick lists its screens read. */
export const codegenApi = baseApi
  .enhanceEndpoints({ addTagTypes: [CODEGEN_TABLE_TAG, DATA_SOURCE_CONFIG_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      getCodegenTablePage: build.query<PageResult<CodegenTableItem>, CodegenTableQuery>({
        query: (params) => ({ url: '/infra/codegen/table/page', params }),
        providesTags: [LIST],
      }),
      getCodegenDetail: build.query<CodegenDetail, number>({
        query: (tableId) => ({ url: '/infra/codegen/detail', params: { tableId } }),
        providesTags: (_result, _error, tableId) => [{ type: CODEGEN_TABLE_TAG, id: tableId }],
      }),
      listDbTables: build.query<CodegenDbTableItem[], DbTableQuery>({
        query: (params) => ({ url: '/infra/codegen/db/table/list', params }),
        // What is not imported yet changes with every import.
        providesTags: [LIST],
      }),
      listCodegenDataSources: build.query<DataSourceConfigItem[], void>({
        query: () => ({ url: '/infra/data-source-config/list' }),
        providesTags: [{ type: DATA_SOURCE_CONFIG_TAG, id: 'LIST' }],
      }),
      createCodegenList: build.mutation<
        number[],
        { dataSourceConfigId: number; tableNames: string[] }
      >({
        query: (body) => ({ url: '/infra/codegen/create-list', method: 'POST', body }),
        invalidatesTags: [LIST],
      }),
      updateCodegen: build.mutation<boolean, CodegenUpdate>({
        query: (body) => ({ url: '/infra/codegen/update', method: 'PUT', body }),
        invalidatesTags: (_result, _error, body) => [
          LIST,
          { type: CODEGEN_TABLE_TAG, id: body.table.id },
        ],
      }),
      syncCodegenFromDb: build.mutation<boolean, number>({
        query: (tableId) => ({
          url: '/infra/codegen/sync-from-db',
          method: 'PUT',
          params: { tableId },
        }),
        invalidatesTags: (_result, _error, tableId) => [
          LIST,
          { type: CODEGEN_TABLE_TAG, id: tableId },
        ],
      }),
      deleteCodegen: build.mutation<boolean, number>({
        query: (tableId) => ({
          url: '/infra/codegen/delete',
          method: 'DELETE',
          params: { tableId },
        }),
        invalidatesTags: [LIST],
      }),
      previewCodegen: build.query<CodegenPreviewFile[], number>({
        query: (tableId) => ({ url: '/infra/codegen/preview', params: { tableId } }),
        // A preview reflects the saved configuration at the moment it is opened.
        keepUnusedDataFor: 0,
      }),
      listCodegenMenus: build.query<MenuSimpleItem[], void>({
        query: () => ({ url: '/system/menu/list-all-simple' }),
      }),
      listCodegenDictTypes: build.query<DictTypeSimpleItem[], void>({
        query: () => ({ url: '/system/dict-type/list-all-simple' }),
      }),
    }),
  })

export const {
  useGetCodegenTablePageQuery,
  useGetCodegenDetailQuery,
  useListDbTablesQuery,
  useListCodegenDataSourcesQuery,
  useCreateCodegenListMutation,
  useUpdateCodegenMutation,
  useSyncCodegenFromDbMutation,
  useDeleteCodegenMutation,
  usePreviewCodegenQuery,
  useListCodegenMenusQuery,
  useListCodegenDictTypesQuery,
} = codegenApi
