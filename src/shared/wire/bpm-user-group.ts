import { z } from 'zod'
import { commonStatus, epochMs, id } from './common'
import { requiredInt, requiredStatus, requiredText } from './fields'

// User groups: /bpm/user-group/* (docs/admin-api.md#bpm-assign), named sets of users that a task
// assignment rule of type 40 can point at.

/** An item of page and get. */
export const bpmUserGroupItem = z.object({
  id,
  name: z.string(),
  description: z.string().nullish(),
  memberUserIds: z.array(id),
  status: commonStatus,
  createTime: epochMs,
})

/** An item of list-all-simple (enabled groups only). */
export const bpmUserGroupSimpleItem = z.object({ id, name: z.string() })

const saveFields = {
  name: requiredText('组名', 30),
  description: requiredText('描述', 255),
  memberUserIds: z.preprocess(
    (v) => (v === null ? undefined : v),
    z
      .array(z.number({ error: '成员必须是用户编号' }).int('成员必须是用户编号'), {
        error: (issue) => (issue.input === undefined ? '成员不能为空' : '成员必须是数组'),
      })
      .min(1, '成员不能为空'),
  ),
  status: requiredStatus(),
}

/** Body of POST create. */
export const bpmUserGroupCreate = z.object(saveFields)

/** Body of PUT update. */
export const bpmUserGroupUpdate = z.object({ id: requiredInt('编号'), ...saveFields })

export type BpmUserGroupItem = z.output<typeof bpmUserGroupItem>
export type BpmUserGroupSimpleItem = z.output<typeof bpmUserGroupSimpleItem>
export type BpmUserGroupCreate = z.output<typeof bpmUserGroupCreate>
export type BpmUserGroupUpdate = z.output<typeof bpmUserGroupUpdate>
