import { baseApi } from '@/shared/api/base-api'
import type {
  BpmTaskAssignRuleCreate,
  BpmTaskAssignRuleItem,
  BpmTaskAssignRuleUpdate,
} from '@/shared/wire/bpm-assign-rule'
import type { BpmUserGroupSimpleItem } from '@/shared/wire/bpm-user-group'
import type { DeptSimpleItem } from '@/shared/wire/dept'
import type { PostSimpleItem } from '@/shared/wire/post'

/** The rules of a model (editable) or of a deployed definition (read only). */
export type TaskAssignRuleOwner = { modelId: string } | { processDefinitionId: string }

const ownerId = (owner: TaskAssignRuleOwner) =>
  'modelId' in owner ? `model:${owner.modelId}` : `definition:${owner.processDefinitionId}`

/**
 * /bpm/task-assign-rule (docs/admin-api.md#bpm-assign) and the pick lists of the rule editor:
 * departments, posts and user groups (users and roles: user-api.ts).
 */
export const assignRuleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTaskAssignRules: build.query<BpmTaskAssignRuleItem[], TaskAssignRuleOwner>({
      query: (owner) => ({ url: '/bpm/task-assign-rule/list', params: { ...owner } }),
      providesTags: (_result, _error, owner) => [{ type: 'BpmTaskAssignRule', id: ownerId(owner) }],
    }),
    createTaskAssignRule: build.mutation<number, BpmTaskAssignRuleCreate>({
      query: (body) => ({ url: '/bpm/task-assign-rule/create', method: 'POST', body }),
      invalidatesTags: (_result, _error, { modelId }) => [
        { type: 'BpmTaskAssignRule', id: ownerId({ modelId }) },
      ],
    }),
    updateTaskAssignRule: build.mutation<boolean, BpmTaskAssignRuleUpdate & { modelId: string }>({
      query: ({ modelId: _modelId, ...body }) => ({
        url: '/bpm/task-assign-rule/update',
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { modelId }) => [
        { type: 'BpmTaskAssignRule', id: ownerId({ modelId }) },
      ],
    }),
    getSimpleDepts: build.query<DeptSimpleItem[], void>({
      query: () => ({ url: '/system/dept/list-all-simple' }),
      providesTags: [{ type: 'SystemDept', id: 'LIST' }],
    }),
    getSimplePosts: build.query<PostSimpleItem[], void>({
      query: () => ({ url: '/system/post/list-all-simple' }),
      providesTags: [{ type: 'SystemPost', id: 'LIST' }],
    }),
    getSimpleUserGroups: build.query<BpmUserGroupSimpleItem[], void>({
      query: () => ({ url: '/bpm/user-group/list-all-simple' }),
      providesTags: [{ type: 'BpmUserGroup', id: 'LIST' }],
    }),
  }),
})

export const {
  useGetTaskAssignRulesQuery,
  useCreateTaskAssignRuleMutation,
  useUpdateTaskAssignRuleMutation,
  useGetSimpleDeptsQuery,
  useGetSimplePostsQuery,
  useGetSimpleUserGroupsQuery,
} = assignRuleApi
