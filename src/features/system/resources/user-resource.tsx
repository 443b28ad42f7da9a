import UploadIcon from '@mui/icons-material/Upload'
import { z } from 'zod'
import { dateTimeColumn, defineResource, defineResourceApi } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import { isEmail } from '@/shared/utils/validators'
import { MOBILE_PATTERN } from '@/shared/wire/auth'
import { passwordProblem } from '@/shared/wire/password-rules'
import { USERNAME_PATTERN, USERNAME_RULE_TEXT } from '@/shared/wire/user'
import { UserDeptField, UserPasswordField, UserPostsField } from '../components/user-form-fields'
import { UserStatusSwitch } from '../components/user-status-switch'
import { USER_TAG, type UserItem, type UserQuery, type UserSave } from '../model/user-types'

export const userApi = defineResourceApi<UserItem, UserSave, UserQuery>({
  path: '/system/user',
  tag: USER_TAG,
})

const formSchema = z
  .object({
    id: z.number().optional(),
    nickname: z.string().trim().min(1, '用户昵称不能为空').max(30, '用户昵称不能超过 30 个字符'),
    deptId: z.number().nullable(),
    mobile: z
      .string()
      .trim()
      .refine((v) => v === '' || MOBILE_PATTERN.test(v), '请输入正确的手机号码'),
    email: z
      .string()
      .trim()
      .max(50, '邮箱不能超过 50 个字符')
      .refine((v) => v === '' || isEmail(v), '请输入正确的邮箱地址'),
    username: z
      .string()
      .trim()
      .min(1, '用户名称不能为空')
      .refine((v) => USERNAME_PATTERN.test(v), USERNAME_RULE_TEXT),
    password: z.string(),
    sex: z.number().nullable(),
    postIds: z.array(z.number()),
    remark: z.string().max(500, '备注不能超过 500 个字符'),
  })
  .superRefine((values, ctx) => {
    // Only 添加 sets a password; 修改 leaves it to 重置密码.
    if (values.id !== undefined) return
    const problem = values.password === '' ? '用户密码不能为空' : passwordProblem(values.password)
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem })
  })
type UserForm = z.input<typeof formSchema>

const EMPTY: UserForm = {
  nickname: '',
  deptId: null,
  mobile: '',
  email: '',
  username: '',
  password: '',
  sex: null,
  postIds: [],
  remark: '',
}

function toSave(values: z.output<typeof formSchema>): UserSave {
  const optional = (text: string) => (text === '' ? undefined : text)
  return {
    id: values.id,
    username: values.username,
    nickname: values.nickname,
    password: values.id === undefined ? values.password : undefined,
    deptId: values.deptId ?? undefined,
    postIds: values.postIds,
    email: optional(values.email),
    mobile: optional(values.mobile),
    sex: values.sex ?? undefined,
    remark: optional(values.remark),
  }
}

export interface UserResourceHandlers {
  onResetPassword: (row: UserItem) => void
  onAssignRoles: (row: UserItem) => void
  onImport: () => void
}

/**
 * 用户管理 (/system/user): search, columns, the 添加 / 修改 dialog and the per-row 重置密码 and
 * 分配角色. The department filter comes from the tree beside the list (user-page.tsx).
 */
export function userResource({ onResetPassword, onAssignRoles, onImport }: UserResourceHandlers) {
  return defineResource({
    api: userApi,
    permission: 'system:user',
    name: '用户',
    title: '用户管理',
    idName: '用户编号',
    export: { fileName: '用户数据.xlsx' },
    search: [
      { kind: 'text', name: 'username', label: '用户名称' },
      { kind: 'text', name: 'mobile', label: '手机号码' },
      { kind: 'dict', name: 'status', label: '状态', dictType: DICT_TYPE.COMMON_STATUS },
      { kind: 'dateRange', name: 'createTime', label: '创建时间' },
    ],
    columns: [
      // Long names are cut (full text on hover): beside the department tree the row stays in view.
      { key: 'id', title: '用户编号', width: 80 },
      { key: 'username', title: '用户名称', ellipsis: true, width: 110 },
      { key: 'nickname', title: '用户昵称', ellipsis: true, width: 150 },
      { key: 'deptName', title: '部门', ellipsis: true, width: 110 },
      { key: 'mobile', title: '手机号码', nowrap: true },
      {
        key: 'status',
        title: '状态',
        width: 70,
        render: (row) => <UserStatusSwitch user={row} />,
      },
      dateTimeColumn('createTime', '创建时间', { width: 170 }),
    ],
    form: {
      schema: formSchema,
      maxWidth: 'sm',
      fields: (mode) => [
        { kind: 'text', name: 'nickname', label: '用户昵称', required: true },
        {
          kind: 'custom',
          name: 'deptId',
          label: '归属部门',
          render: (form) => <UserDeptField form={form} name="deptId" />,
        },
        { kind: 'text', name: 'mobile', label: '手机号码', placeholder: '请输入手机号码' },
        { kind: 'text', name: 'email', label: '邮箱', placeholder: '请输入邮箱' },
        {
          kind: 'text',
          name: 'username',
          label: '用户名称',
          required: true,
          placeholder: '请输入用户名称',
        },
        ...(mode === 'create'
          ? [
              {
                kind: 'custom' as const,
                name: 'password',
                label: '用户密码',
                required: true,
                render: (form: Parameters<typeof UserPasswordField<UserForm>>[0]['form']) => (
                  <UserPasswordField form={form} name="password" />
                ),
              },
            ]
          : []),
        {
          kind: 'dictRadio',
          name: 'sex',
          label: '用户性别',
          dictType: DICT_TYPE.SYSTEM_USER_SEX,
        },
        {
          kind: 'custom',
          name: 'postIds',
          label: '岗位',
          render: (form) => <UserPostsField form={form} name="postIds" />,
        },
        { kind: 'text', name: 'remark', label: '备注', rows: 3, placeholder: '请输入内容' },
      ],
      empty: EMPTY,
      fromItem: (item) => ({
        id: item.id,
        nickname: item.nickname,
        deptId: item.deptId,
        mobile: item.mobile ?? '',
        email: item.email ?? '',
        username: item.username,
        password: '',
        sex: item.sex,
        postIds: item.postIds,
        remark: item.remark ?? '',
      }),
      toSave,
    },
    toolbar: () => [
      {
        key: 'import',
        label: '导入',
        icon: <UploadIcon />,
        color: 'info',
        variant: 'outlined',
        permission: ['system:user:import'],
        onClick: onImport,
      },
    ],
    rowActions: {
      inline: 2,
      extra: () => [
        {
          key: 'reset-password',
          label: '重置密码',
          permission: ['system:user:update-password'],
          onClick: onResetPassword,
        },
        {
          key: 'assign-roles',
          label: '分配角色',
          permission: ['system:permission:assign-user-role'],
          onClick: onAssignRoles,
        },
      ],
    },
  })
}
