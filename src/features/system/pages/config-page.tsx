import AddIcon from '@mui/icons-material/Add'
import DownloadIcon from '@mui/icons-material/Download'
import { z } from 'zod'
import { DICT_TYPE, DictTag } from '@/shared/dict'
import {
  actionsColumn,
  confirmDelete,
  FormDialog,
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
    actionsColumn<ConfigItem>([
      { key: 'update', label: '修改', permission: ['infra:config:update'], onClick: edit },
      {
        key: 'delete',
        label: '删除',
        color: 'error',
        permission: ['infra:config:delete'],
        // A built-in config cannot be deleted (CONTRACT.md "Infra config").
        hidden: isBuiltIn,
        onClick: remove,
      },
    ]),
  ]

  const save = async (values: z.output<typeof formSchema>) => {
    const body = { ...values, remark: values.remark || undefined }
    if (values.id === undefined) await createConfig(body).unwrap()
    else await updateConfig(body).unwrap()
  }

  return (
    <ListPage label="参数配置">
      <ListView
        list={list}
        searchFields={searchFields}
        columns={columns}
        label="参数配置列表"
        actions={[
          {
            key: 'create',
            label: '新增',
            icon: <AddIcon />,
            permission: ['infra:config:create'],
            onClick: () => dialog.openCreate(EMPTY_FORM),
          },
          {
            key: 'export',
            label: '导出',
            icon: <DownloadIcon />,
            color: 'warning',
            permission: ['infra:config:export'],
            loading: exporter.exporting,
            onClick: () => void exporter.run(),
          },
        ]}
      />
      <FormDialog
        open={dialog.open}
        title={dialog.title}
        schema={formSchema}
        defaultValues={dialog.values ?? EMPTY_FORM}
        fields={formFields}
        onSubmit={save}
        successMessage={dialog.successMessage}
        onClose={dialog.close}
      />
    </ListPage>
  )
}
