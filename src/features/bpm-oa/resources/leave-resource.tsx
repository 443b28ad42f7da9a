import { z } from 'zod'
import { dateTimeColumn, defineResource, defineResourceApi, dictColumn } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import type { OaLeave, OaLeaveQuery, OaLeaveSave } from '../model/oa-leave-types'

/**
 * 请假查询 (/bpm/oa/leave, docs/admin-api.md#oa-leave): the caller's own leaves. A leave is never
 * edited or deleted here: it is filed on its own page (发起请假) and ends with its process, so the
 * list page (leave-list-page.tsx) replaces the kit's 新增 and its 修改 / 删除 column with 发起请假
 * and 取消请假, 详情, 审批进度.
 */
export const leaveResource = defineResource({
  api: defineResourceApi<OaLeave, OaLeaveSave, OaLeaveQuery>({
    path: '/bpm/oa/leave',
    tag: 'BpmOaLeave',
  }),
  permission: 'bpm:oa-leave',
  name: '请假申请',
  title: '请假查询',
  idName: '申请编号',
  export: false,
  search: [
    {
      kind: 'dict',
      name: 'type',
      label: '请假类型',
      dictType: DICT_TYPE.BPM_OA_LEAVE_TYPE,
      placeholder: '请选择请假类型',
    },
    { kind: 'dateRange', name: 'createTime', label: '申请时间' },
    {
      kind: 'dict',
      name: 'result',
      label: '结果',
      dictType: DICT_TYPE.BPM_PROCESS_INSTANCE_RESULT,
      placeholder: '请选择结果',
    },
    { kind: 'text', name: 'reason', label: '原因', placeholder: '请输入原因' },
  ],
  columns: [
    { key: 'id', title: '申请编号', width: 100 },
    dictColumn('result', '状态', DICT_TYPE.BPM_PROCESS_INSTANCE_RESULT, { width: 100 }),
    dateTimeColumn('startTime', '开始时间'),
    dateTimeColumn('endTime', '结束时间'),
    dictColumn('type', '请假类型', DICT_TYPE.BPM_OA_LEAVE_TYPE, { width: 100 }),
    { key: 'reason', title: '原因', ellipsis: true },
    dateTimeColumn('createTime', '申请时间'),
  ],
  // The kit's 添加 / 修改 dialog is never opened (no 新增 or 修改 on this list): an empty form.
  form: { schema: z.object({}), fields: [], empty: {} },
})
