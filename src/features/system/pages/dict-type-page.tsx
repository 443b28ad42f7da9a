import Link from '@mui/material/Link'
import { Link as RouterLink } from 'react-router-dom'
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
  DICT_TYPE_EXPORT_URL,
  useCreateDictTypeMutation,
  useDeleteDictTypeMutation,
  useGetDictTypePageQuery,
  useLazyGetDictTypeQuery,
  useUpdateDictTypeMutation,
} from '../api/dict-type-api'
import { COMMON_STATUS_ENABLE } from '../model/common-status'
import type { DictTypeItem } from '../model/system-types'

const searchFields: SearchFieldDef[] = [
  { kind: 'text', name: 'name', label: '字典名称' },
  { kind: 'text', name: 'type', label: '字典类型' },
  {
    kind: 'dict',
    name: 'status',
    label: '状态',
    dictType: DICT_TYPE.COMMON_STATUS,
  },
  { kind: 'dateRange', name: 'createTime', label: '创建时间' },
]

const formSchema = z.object({
  id: z.number().optional(),
  name: z.string().trim().min(1, '字典名称不能为空'),
  type: z.string().trim().min(1, '字典类型不能为空'),
  status: z.number(),
  remark: z.string(),
})

type DictTypeForm = z.input<typeof formSchema>

function formFields(editing: boolean): FormFieldDef<DictTypeForm>[] {
  return [
    { kind: 'text', name: 'name', label: '字典名称', required: true },
    { kind: 'text', name: 'type', label: '字典类型', required: true, disabled: editing },
    { kind: 'dictRadio', name: 'status', label: '状态', dictType: DICT_TYPE.COMMON_STATUS },
    { kind: 'text', name: 'remark', label: '备注', rows: 3, placeholder: '请输入内容' },
  ]
}

const EMPTY_FORM: DictTypeForm = { name: '', type: '', status: COMMON_STATUS_ENABLE, remark: '' }

/** 字典管理: the dictionary types (page key 'system/dict/index'). */
export default function DictTypePage() {
  const list = useListQuery(useGetDictTypePageQuery, { fields: searchFields })
  const dialog = useCrudDialog<DictTypeForm>('字典类型')
  const [loadDictType] = useLazyGetDictTypeQuery()
  const [createDictType] = useCreateDictTypeMutation()
  const [updateDictType] = useUpdateDictTypeMutation()
  const [deleteDictType] = useDeleteDictTypeMutation()
  const exporter = useExportAction({
    subject: '字典类型',
    url: DICT_TYPE_EXPORT_URL,
    params: list.filterParams,
    fileName: '字典类型.xls',
  })

  const edit = (row: DictTypeItem) =>
    dialog.openUpdate(async () => {
      const item = await loadDictType(row.id).unwrap()
      return {
        id: item.id,
        name: item.name,
        type: item.type,
        status: item.status,
        remark: item.remark ?? '',
      }
    })

  const remove = (row: DictTypeItem) =>
    confirmDelete({
      name: '字典编号',
      label: row.id,
      remove: () => deleteDictType(row.id).unwrap(),
    })

  const columns: ColumnDef<DictTypeItem>[] = [
    { key: 'id', title: '字典编号', width: 100 },
    { key: 'name', title: '字典名称', ellipsis: true },
    {
      key: 'type',
      title: '字典类型',
      render: (row) => (
        <Link component={RouterLink} to={`/dict/type/data/${row.id}`} underline="hover">
          {row.type}
        </Link>
      ),
    },
    {
      key: 'status',
      title: '状态',
      width: 100,
      render: (row) => <DictTag type={DICT_TYPE.COMMON_STATUS} value={row.status} />,
    },
    { key: 'remark', title: '备注', ellipsis: true },
    {
      key: 'createTime',
      title: '创建时间',
      nowrap: true,
      render: (row) => formatDate(row.createTime),
    },
    actionsColumn(
      crudRowActions<DictTypeItem>({
        permissionPrefix: 'system:dict',
        onEdit: edit,
        onDelete: remove,
      }),
    ),
  ]

  const save = crudSave(createDictType, updateDictType)

  return (
    <ListPage label="字典管理">
      <ListView
        list={list}
        searchFields={searchFields}
        columns={columns}
        label="字典类型列表"
        actions={crudToolbarActions({
          permissionPrefix: 'system:dict',
          onCreate: () => dialog.openCreate(EMPTY_FORM),
          exporter,
        })}
      />
      <CrudFormDialog
        dialog={dialog}
        emptyValues={EMPTY_FORM}
        schema={formSchema}
        fields={formFields(dialog.mode === 'update')}
        onSubmit={(values) => save({ ...values, remark: values.remark || undefined })}
      />
    </ListPage>
  )
}
