import { baseApi } from '@/shared/api/base-api'
import { defineResourceApi, type ResourceApi } from '@/shared/crud'
import type { PageResult } from '@/shared/list-kit'
import {
  DATA_SOURCE_CONFIG_PATH,
  DATA_SOURCE_CONFIG_TAG,
  type DataSourceConfigItem,
  type DataSourceConfigQuery,
  type DataSourceConfigSave,
} from '../model/data-source-types'

const crud = defineResourceApi<DataSourceConfigItem, DataSourceConfigSave, DataSourceConfigQuery>({
  path: DATA_SOURCE_CONFIG_PATH,
  tag: DATA_SOURCE_CONFIG_TAG,
})

/** A page of the whole list: the server has no page call for data sources (a handful of rows). */
function pageOf(rows: DataSourceConfigItem[], { pageNo, pageSize }: DataSourceConfigQuery) {
  const start = (pageNo - 1) * pageSize
  return { list: rows.slice(start, start + pageSize), total: rows.length }
}

const listApi = baseApi
  .enhanceEndpoints({ addTagTypes: [DATA_SOURCE_CONFIG_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      listDataSourceConfigPage: build.query<
        PageResult<DataSourceConfigItem>,
        DataSourceConfigQuery
      >({
        query: () => ({ url: `${DATA_SOURCE_CONFIG_PATH}/list` }),
        transformResponse: (rows: DataSourceConfigItem[], _meta, query) => pageOf(rows, query),
        providesTags: [{ type: DATA_SOURCE_CONFIG_TAG, id: 'LIST' }],
      }),
    }),
  })

/** 数据源配置's endpoints: the kit's get / create / update / delete, the list paged here. */
export const dataSourceConfigApi: ResourceApi<
  DataSourceConfigItem,
  DataSourceConfigSave,
  DataSourceConfigQuery
> = { ...crud, usePageQuery: listApi.useListDataSourceConfigPageQuery }
