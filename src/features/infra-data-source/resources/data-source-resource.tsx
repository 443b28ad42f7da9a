import { z } from 'zod'
import { dateTimeColumn, defineResource } from '@/shared/crud'
import { MASTER_DATA_SOURCE_ID } from '@/shared/wire/infra-data-source'
import { dataSourceConfigApi } from '../api/data-source-api'
import { PasswordInput } from '../components/password-input'
import type { DataSourceConfigItem } from '../model/data-source-types'

const formSchema = z.object({
  id: z.number().optional(),
  name: z.string().trim().min(1, '数据源名称不能为空'),
  url: z.string().trim().min(1, '数据源连接不能为空'),
  username: z.string(),
  password: z.string(),
})

export type DataSourceFormValues = z.input<typeof formSchema>

/** The sandbox's own database: shown first, never changed or deleted. */
const isMaster = (row: DataSourceConfigItem) => row.id === MASTER_DATA_SOURCE_ID

/** 数据源配置 (/infra/data-source-config): SQLite files in the sandbox's data folder. */
export const dataSourceResource = defineResource({
  api: dataSourceConfigApi,
  name: '数据源配置',
  idName: '数据源配置编号',
  deleteLabel: (row) => row.id,
  export: false,
  columns: [
    { key: 'id', title: '主键编号', width: 90 },
    { key: 'name', title: '数据源名称', width: 160 },
    { key: 'url', title: '数据源连接', ellipsis: true },
    { key: 'username', title: '用户名', width: 140, render: (row) => row.username ?? '' },
    dateTimeColumn('createTime', '创建时间'),
  ],
  form: {
    schema: formSchema,
    fields: [
      {
        kind: 'text',
        name: 'name',
        label: '数据源名称',
        required: true,
        placeholder: '请输入参数名称',
      },
      {
        kind: 'text',
        name: 'url',
        label: '数据源连接',
        required: true,
        placeholder: '数据目录中的 SQLite 文件，如 demo.db',
      },
      { kind: 'text', name: 'username', label: '用户名', placeholder: '请输入用户名' },
      {
        kind: 'custom',
        name: 'password',
        label: '密码',
        render: (form) => <PasswordInput form={form} />,
      },
    ],
    empty: { name: '', url: '', username: '', password: '' },
  },
  rowActions: {
    canEdit: (row) => !isMaster(row),
    canDelete: (row) => !isMaster(row),
  },
})
