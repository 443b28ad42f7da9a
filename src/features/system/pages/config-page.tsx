import { z } from 'zod'
import { DICT_TYPE, DictTag } from '@/shared/dict'
import {
  actionsColumn,
  confirmDelete,
  crudRowActions,
  crudSave,
  crudToolbarActions,
  CrudFormDialog,
  ListPage,
  ListView,
  useCrudDialog,
  useExportAction,
  useListQuery,
  type ColumnDef,
  type FormFieldDef,
  type SearchFieldDef,
} from '@/shared/list-kit'
import { formatDate } from '@/shared/utils'
import {
  CONFIG_EXPORT_URL,
  useCreateConfigMutation,
  useDeleteConfigMutation,
  useGetConfigPageQuery,
  useLazyGetConfigQuery,
  useUpdateConfigMutation,
} from '../api/config-api'
import { CONFIG_TYPE_BUILT_IN, type ConfigItem } from '../model/system-types'

const searchFields: SearchFieldDef[] = [
  { kind: 'text', name: 'name', label: '参数名称' },
  { kind: 'text', name: 'key', label: '参数键名' },
  {
    kind: 'dict',
    name: 'type',
    label: '系统内置',
    dictType: DICT_TYPE.INFRA_CONFIG_TYPE,
  },
  { kind: 'dateRange', name: 'createTime', label: '创建时间' },
]

// The backend requires all four texts (its create request refuses blanks); checking them here
// saves a round trip.
const formSchema = z.object({
  id: z.number().optional(),
  category: z.string().trim().min(1, '参数分类不能为空'),
  name: z.string().trim().min(1, '参数名称不能为空'),
  key: z.string().trim().min(1, '参数键名不能为空'),
  value: z.string().trim().min(1, '参数键值不能为空'),
  visible: z.boolean(),
  remark: z.string(),
})

type ConfigForm = z.input<typeof formSchema>

const formFields: FormFieldDef<ConfigForm>[] = [
  { kind: 'text', name: 'category', label: '参数分类', required: true },
  { kind: 'text', name: 'name', label: '参数名称', required: true },
  { kind: 'text', name: 'key', label: '参数键名', required: true },
  { kind: 'text', name: 'value', label: '参数键值', required: true },
  {
    kind: 'radio',
    name: 'visible',
    label: '是否可见',
    options: [
      { label: '是', value: true },
      { label: '否', value: false },
    ],
  },
  { kind: 'text', name: 'remark', label: '备注', rows: 3, placeholder: '请输入内容' },
]

const EMPTY_FORM: ConfigForm = {
  category: '',
  name: '',
  key: '',
  value: '',
  visible: true,
  remark: '',
}

const isBuiltIn = (row: ConfigItem) => row.type === CONFIG_TYPE_BUILT_IN

/** 参数配置 (page key 'infra/config/index'). */
export default function ConfigPage() {
  const list = useListQuery(useGetConfigPageQuery, { fields: searchFields })
  const dialog = useCrudDialog<ConfigForm>('参数配置')
  const [loadConfig] = useLazyGetConfigQuery()
  const [createConfig] = useCreateConfigMutation()
  const [updateConfig] = useUpdateConfigMutation()
  const [deleteConfig] = useDeleteConfigMutation()
  const exporter = useExportAction({
    subject: '参数配置',
    url: CONFIG_EXPORT_URL,
    params: list.filterParams,
    fileName: '参数配置.xls',
  })

  const edit = (row: ConfigItem) =>
    dialog.openUpdate(async () => {
      const item = await loadConfig(row.id).unwrap()
      return {
        id: item.id,
        category: item.category ?? '',
        name: item.name,
        key: item.key,
        value: item.value,
        visible: item.visible,
        remark: item.remark ?? '',
      }
    })

  const remove = (row: ConfigItem) =>
    confirmDelete({ name: '参数编号', label: row.id, remove: () => deleteConfig(row.id).unwrap() })

  const columns: ColumnDef<ConfigItem>[] = [
    { key: 'id', title: '参数主键', width: 90 },
    { key: 'category', title: '参数分类' },
    { key: 'name', title: '参数名称', ellipsis: true },
    { key: 'key', title: '参数键名', ellipsis: true },
    { key: 'value', title: '参数键值', ellipsis: true },
    { key: 'visible', title: '是否可见', width: 90, render: (row) => (row.visible ? '是' : '否') },
    {
      key: 'type',
      title: '系统内置',
      width: 100,
      render: (row) => <DictTag type={DICT_TYPE.INFRA_CONFIG_TYPE} value={row.type} />,
    },
    { key: 'remark', title: '备注', ellipsis: true },
    {
      key: 'createTime',
      title: '创建时间',
      nowrap: true,
      render: (row) => formatDate(row.createTime),
    },
    actionsColumn(
      crudRowActions<ConfigItem>({
        permissionPrefix: 'infra:config',
        onEdit: edit,
        onDelete: remove,
        // A built-in config cannot be deleted (docs/admin-api.md#infra-config).
        canDelete: (row) => !isBuiltIn(row),
      }),
    ),
  ]

  const save = crudSave(createConfig, updateConfig)

  return (
    <ListPage label="参数配置">
      <ListView
        list={list}
        searchFields={searchFields}
        columns={columns}
        label="参数配置列表"
        actions={crudToolbarActions({
          permissionPrefix: 'infra:config',
          onCreate: () => dialog.openCreate(EMPTY_FORM),
          exporter,
        })}
      />
      <CrudFormDialog
        dialog={dialog}
        emptyValues={EMPTY_FORM}
        schema={formSchema}
        fields={formFields}
        onSubmit={(values) => save({ ...values, remark: values.remark || undefined })}
      />
    </ListPage>
  )
}
