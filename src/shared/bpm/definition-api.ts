import { baseApi } from '@/shared/api/base-api'
import type { PageParams, PageResult } from '@/shared/list-kit'
import type { BpmProcessDefinition, SuspensionState } from './bpm-types'

/** Every version of one process key (or of all keys without `key`). */
export type BpmDefinitionPageQuery = PageParams & { key?: string }

export interface BpmDefinitionListQuery {
  suspensionState?: SuspensionState
}

const DEFINITION_LIST = { type: 'BpmDefinition', id: 'LIST' } as const

/** /bpm/process-definition (docs/admin-api.md#bpm): deployed versions of the models. */
export const definitionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDefinitionPage: build.query<PageResult<BpmProcessDefinition>, BpmDefinitionPageQuery>({
      query: (params) => ({ url: '/bpm/process-definition/page', params }),
      providesTags: [DEFINITION_LIST],
    }),
    getDefinitionList: build.query<BpmProcessDefinition[], BpmDefinitionListQuery>({
      query: (params) => ({ url: '/bpm/process-definition/list', params: { ...params } }),
      providesTags: [DEFINITION_LIST],
    }),
    /** The deployed BPMN XML; a definition never changes, so it is cached by id. */
    getDefinitionBpmnXml: build.query<string, string>({
      query: (id) => ({ url: '/bpm/process-definition/get-bpmn-xml', params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'BpmDefinition', id }],
    }),
  }),
})

export const { useGetDefinitionPageQuery, useGetDefinitionBpmnXmlQuery } = definitionApi
