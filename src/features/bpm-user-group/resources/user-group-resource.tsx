import type { UseFormReturn } from 'react-hook-form'
import { z } from 'zod'
import { MultiSelectField } from '@/shared/bpm/multi-select-field'
import { dateTimeColumn, defineResource, defineResourceApi, dictColumn } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import type { PageParams } from '@/shared/list-kit'
import type { BpmUserGroupCreate, BpmUserGroupItem } from '@/shared/wire/bpm-user-group'
import { UserGroupMembers, useMemberChoices } from '../components/user-group-members'

type UserGroupQuery = PageParams & {
  name?: string
  status?: number
  createTime?: string[]
}
type UserGroupSave = BpmUserGroupCreate & { id?: number }

/** The members picker: every enabled user, by nickname. */
function MembersPicker({ form }: { form: UseFormReturn<UserGroupForm> }) {
  const options = useMemberChoices()
  return <MultiSelectField form={form} name="memberUserIds" label="成员" options={options} />
}

const formSchema = z.object({
  id: z.number().optional(),
  name: z.string().trim().min(1, '组名不能为空'),
  description: z.string().trim().min(1, '描述不能为空'),
  memberUserIds: z.array(z.number()).min(1, '成员不能为空'),
  status: z.number({ error: '状态不能为空' }),
})
type UserGroupForm = z.input<typeof formSchema>

/** 用户分组: named sets of users that task assignment rules (type 40) point at. */
export const userGroupResource = defineResource({
  api: defineResourceApi<BpmUserGroupItem, UserGroupSave, UserGroupQuery>({
    path: '/bpm/user-group',
    tag: 'BpmUserGroup',
  }),
  permission: 'bpm:user-group',
  name: '用户组',
  title: '用户分组',
  tableLabel: '用户分组列表',
  idName: '用户组编号',
  export: false,
  search: [
    { kind: 'text', name: 'name', label: '组名' },
    { kind: 'dict', name: 'status', label: '状态', dictType: DICT_TYPE.COMMON_STATUS },
    { kind: 'dateRange', name: 'createTime', label: '创建时间' },
  ],
  columns: [
    { key: 'id', title: '编号', width: 80 },
    { key: 'name', title: '组名', ellipsis: true },
    { key: 'description', title: '描述', ellipsis: true },
    {
      key: 'memberUserIds',
      title: '成员',
      render: (row) => <UserGroupMembers ids={row.memberUserIds} />,
    },
    dictColumn('status', '状态', DICT_TYPE.COMMON_STATUS, { width: 100 }),
    dateTimeColumn('createTime', '创建时间'),
  ],
  form: {
    schema: formSchema,
    fields: [
      { kind: 'text', name: 'name', label: '组名', required: true },
      { kind: 'text', name: 'description', label: '描述', required: true, rows: 3 },
      {
        kind: 'custom',
        name: 'memberUserIds',
        label: '成员',
        required: true,
        render: (form) => <MembersPicker form={form} />,
      },
      {
        kind: 'dictRadio',
        name: 'status',
        label: '状态',
        required: true,
        dictType: DICT_TYPE.COMMON_STATUS,
      },
    ],
    empty: { name: '', description: '', memberUserIds: [], status: 0 },
  },
})
