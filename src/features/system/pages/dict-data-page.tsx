import { useMemo, useState } from 'react'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useParams } from 'react-router-dom'
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
import { usePageTabTitle } from '@/shared/routing/tab-title'
import {
  DICT_DATA_EXPORT_URL,
  useCreateDictDataMutation,
  useDeleteDictDataMutation,
  useGetDictDataPageQuery,
  useLazyGetDictDataQuery,
  useUpdateDictDataMutation,
} from '../api/dict-data-api'
import { useGetDictTypeQuery, useListAllSimpleDictTypesQuery } from '../api/dict-type-api'
import { ColorTypeChip } from '../components/color-type-chip'
import { COLOR_TYPE_OPTIONS } from '../model/color-types'
import { COMMON_STATUS_ENABLE } from '../model/common-status'
import type { DictDataItem } from '../model/system-types'

const formSchema = z.object({
  id: z.number().optional(),
  dictType: z.string(),
  label: z.string().trim().min(1, '数据标签不能为空'),
  value: z.string().trim().min(1, '数据键值不能为空'),
  sort: z
    .number()
    .nullable()
    .refine((sort) => sort !== null, '数据顺序不能为空'),
  status: z.number(),
  colorType: z.string(),
  cssClass: z.string(),
  remark: z.string(),
})

type DictDataForm = z.input<typeof formSchema>

const formFields: FormFieldDef<DictDataForm>[] = [
  { kind: 'text', name: 'dictType', label: '字典类型', disabled: true },
  { kind: 'text', name: 'label', label: '数据标签', required: true },
  { kind: 'text', name: 'value', label: '数据键值', required: true },
  { kind: 'number', name: 'sort', label: '显示排序', required: true, min: 0 },
  { kind: 'dictRadio', name: 'status', label: '状态', dictType: DICT_TYPE.COMMON_STATUS },
  {
    kind: 'select',
    name: 'colorType',
    label: '颜色类型',
    options: COLOR_TYPE_OPTIONS,
    clearable: true,
    renderOption: (option) => (
      <ColorTypeChip
        colorType={String(option.value)}
        label={`${option.label}（${String(option.value)}）`}
      />
    ),
  },
  { kind: 'text', name: 'cssClass', label: 'CSS Class', placeholder: '请输入 CSS Class' },
  { kind: 'text', name: 'remark', label: '备注', rows: 3, placeholder: '请输入内容' },
]

function emptyForm(dictType: string): DictDataForm {
  return {
    dictType,
    label: '',
    value: '',
    sort: 0,
    status: COMMON_STATUS_ENABLE,
    colorType: 'default',
    cssClass: '',
    remark: '',
  }
}

/**
 * 字典数据 (page key 'system/dict/data', route /dict/type/data/:dictId). The id is read once at
 * mount: a cached tab stays mounted while the URL moves to other pages, and must keep its type.
 */
export default function DictDataPage() {
  const params = useParams()
  const [dictId] = useState(() => Number(params.dictId))
  const { data: dictType, isError } = useGetDictTypeQuery(dictId)
  // Two dictionaries' data are two tabs: each says whose data it shows.
  usePageTabTitle(dictType ? `字典数据 - ${dictType.name}` : null)

  if (!dictType) {
    return (
      <ListPage label="字典数据">
        {isError ? (
          <Typography color="text.secondary">字典类型不存在</Typography>
        ) : (
          <LinearProgress aria-label="加载中" />
        )}
      </ListPage>
    )
  }
  return <DictDataList dictType={dictType.type} />
}

function DictDataList({ dictType }: { dictType: string }) {
  const { data: allTypes = [] } = useListAllSimpleDictTypesQuery()
  const searchFields = useMemo<SearchFieldDef[]>(
    () => [
      {
        kind: 'select',
        name: 'dictType',
        label: '字典名称',
        required: true,
        options: allTypes.map((type) => ({ label: type.name, value: type.type })),
      },
      { kind: 'text', name: 'label', label: '字典标签' },
      {
        kind: 'dict',
        name: 'status',
        label: '状态',
        dictType: DICT_TYPE.COMMON_STATUS,
      },
    ],
    [allTypes],
  )
  const [defaults] = useState(() => ({ dictType }))
  const list = useListQuery(useGetDictDataPageQuery, { fields: searchFields, defaults })
  const dialog = useCrudDialog<DictDataForm>('字典数据')
  const [loadDictData] = useLazyGetDictDataQuery()
  const [createDictData] = useCreateDictDataMutation()
  const [updateDictData] = useUpdateDictDataMutation()
  const [deleteDictData] = useDeleteDictDataMutation()
  const exporter = useExportAction({
    subject: '字典数据',
    url: DICT_DATA_EXPORT_URL,
    params: list.filterParams,
    fileName: '字典数据.xls',
  })
  // New entries go to the type the list shows now (the 字典名称 filter may have moved).
  const currentType = typeof list.filters.dictType === 'string' ? list.filters.dictType : dictType

  const edit = (row: DictDataItem) =>
    dialog.openUpdate(async () => {
      const item = await loadDictData(row.id).unwrap()
      return {
        id: item.id,
        dictType: item.dictType,
        label: item.label,
        value: item.value,
        sort: item.sort,
        status: item.status,
        colorType: item.colorType ?? '',
        cssClass: item.cssClass ?? '',
        remark: item.remark ?? '',
      }
    })

  const remove = (row: DictDataItem) =>
    confirmDelete({
      name: '字典编码',
      label: row.id,
      remove: () => deleteDictData(row.id).unwrap(),
    })

  const columns: ColumnDef<DictDataItem>[] = [
    { key: 'id', title: '字典编码', width: 90 },
    { key: 'label', title: '字典标签' },
    { key: 'value', title: '字典键值' },
    { key: 'sort', title: '字典排序', width: 90 },
    {
      key: 'status',
      title: '状态',
      width: 90,
      render: (row) => <DictTag type={DICT_TYPE.COMMON_STATUS} value={row.status} />,
    },
    { key: 'colorType', title: '颜色类型' },
    { key: 'cssClass', title: 'CSS Class' },
    { key: 'remark', title: '备注', ellipsis: true },
    {
      key: 'createTime',
      title: '创建时间',
      nowrap: true,
      render: (row) => formatDate(row.createTime),
    },
    actionsColumn(
      crudRowActions<DictDataItem>({
        permissionPrefix: 'system:dict',
        onEdit: edit,
        onDelete: remove,
      }),
    ),
  ]

  const save = crudSave(createDictData, updateDictData)
  const submit = (values: z.output<typeof formSchema>) =>
    save({
      ...values,
      sort: values.sort ?? 0,
      colorType: values.colorType || undefined,
      cssClass: values.cssClass || undefined,
      remark: values.remark || undefined,
    })

  return (
    <ListPage label="字典数据">
      <ListView
        list={list}
        searchFields={searchFields}
        columns={columns}
        label="字典数据列表"
        actions={crudToolbarActions({
          permissionPrefix: 'system:dict',
          onCreate: () => dialog.openCreate(emptyForm(currentType)),
          exporter,
        })}
      />
      <CrudFormDialog
        dialog={dialog}
        emptyValues={emptyForm(currentType)}
        schema={formSchema}
        fields={formFields}
        onSubmit={submit}
      />
    </ListPage>
  )
}
