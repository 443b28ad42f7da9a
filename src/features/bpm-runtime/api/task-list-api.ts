import { baseApi } from '@/shared/api/base-api'
import type { PageResult } from '@/shared/list-kit'
import type { DoneTaskItem, TaskPageQuery, TodoTaskItem } from '../model/runtime-types'

const TASK_LIST = { type: 'BpmTask', id: 'LIST' } as const

/** /bpm/task todo-page and done-page (docs/admin-api.md#bpm): my open and my finished tasks. */
export const taskListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTodoTaskPage: build.query<PageResult<TodoTaskItem>, TaskPageQuery>({
      query: (params) => ({ url: '/bpm/task/todo-page', params }),
      providesTags: [TASK_LIST],
    }),
    getDoneTaskPage: build.query<PageResult<DoneTaskItem>, TaskPageQuery>({
      query: (params) => ({ url: '/bpm/task/done-page', params }),
      providesTags: [TASK_LIST],
    }),
  }),
})

export const { useGetTodoTaskPageQuery, useGetDoneTaskPageQuery } = taskListApi
