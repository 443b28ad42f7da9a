import { useMemo, useState } from 'react'
import AddIcon from '@mui/icons-material/Add'
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess'
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore'
import { useGetSimpleUsersQuery } from '@/shared/bpm/user-api'
import { DICT_TYPE, DictTag } from '@/shared/dict'
import {
  actionsColumn,
  confirmDelete,
  initialSearchValues,
  ListPage,
  ListToolbar,
  SearchForm,
  toQueryParams,
  useCrudDialog,
  type ColumnDef,
  type SearchFieldDef,
  type SearchValues,
} from '@/shared/list-kit'
import { TreeTable, useTreeExpansion } from '@/shared/tree/tree-table'
import { formatDate } from '@/shared/utils'
import {
  useCreateDeptMutation,
  useDeleteDeptMutation,
  useGetDeptListQuery,
  useUpdateDeptMutation,
} from '../api/dept-api'
import {
  DeptFormDialog,
  deptFormValuesOf,
  EMPTY_DEPT,
  type DeptFormValues,
} from '../components/dept-form-dialog'
import type { DeptItem, DeptSave } from '../model/dept-types'

const searchFields: SearchFieldDef[] = [
  { kind: 'text', name: 'name', label: '部门名称' },
  { kind: 'dict', name: 'status', label: '状态', dictType: DICT_TYPE.COMMON_STATUS },
]

const NO_DEPTS: DeptItem[] = []
const nameOf = (dept: DeptItem) => dept.name

/** 部门管理 (page key 'system/dept/index'): the department tree as a table, opened at first. */
export default function DeptPage() {
  const [values, setValues] = useState<SearchValues>(() => initialSearchValues(searchFields))
  const [query, setQuery] = useState(() => toQueryParams(values))
  const [showSearch, setShowSearch] = useState(true)
  const { data: depts = NO_DEPTS, isFetching, refetch } = useGetDeptListQuery(query)
  const { data: users } = useGetSimpleUsersQuery()
  const expansion = useTreeExpansion(depts, true)
  const dialog = useCrudDialog<DeptFormValues>('部门')
  const [createDept] = useCreateDeptMutation()
  const [updateDept] = useUpdateDeptMutation()
  const [deleteDept] = useDeleteDeptMutation()

  const save = (dept: DeptSave) =>
    dept.id === undefined ? createDept(dept).unwrap() : updateDept(dept).unwrap()

  const nicknames = useMemo(
    () => new Map((users ?? []).map((user) => [user.id, user.nickname])),
    [users],
  )

  const columns = useMemo<ColumnDef<DeptItem>[]>(
    () => [
      { key: 'name', title: '部门名称', minWidth: 220 },
      {
        key: 'leaderUserId',
        title: '负责人',
        width: 120,
        render: (row) =>
          row.leaderUserId === null
            ? ''
            : (nicknames.get(row.leaderUserId) ?? `用户 ${row.leaderUserId}`),
      },
      { key: 'sort', title: '排序', width: 80 },
      {
        key: 'status',
        title: '状态',
        width: 90,
        render: (row) => <DictTag type={DICT_TYPE.COMMON_STATUS} value={row.status} />,
      },
      {
        key: 'createTime',
        title: '创建时间',
        nowrap: true,
        width: 180,
        render: (row) => formatDate(row.createTime),
      },
      actionsColumn<DeptItem>([
        {
          key: 'update',
          label: '修改',
          permission: ['system:dept:update'],
          onClick: (row) => void dialog.openUpdate(deptFormValuesOf(row)),
        },
        {
          key: 'create',
          label: '新增',
          permission: ['system:dept:create'],
          onClick: (row) => dialog.openCreate({ ...EMPTY_DEPT, parentId: row.id }),
        },
        {
          key: 'delete',
          label: '删除',
          color: 'error',
          permission: ['system:dept:delete'],
          onClick: (row) =>
            void confirmDelete({
              name: '部门名称',
              label: row.name,
              remove: () => deleteDept(row.id).unwrap(),
            }),
        },
      ]),
    ],
    [dialog, deleteDept, nicknames],
  )

  return (
    <ListPage label="部门管理">
      {showSearch && (
        <SearchForm
          fields={searchFields}
          values={values}
          onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
          onSearch={() => setQuery(toQueryParams(values))}
          onReset={() => {
            const empty = initialSearchValues(searchFields)
            setValues(empty)
            setQuery(toQueryParams(empty))
          }}
        />
      )}
      <ListToolbar
        actions={[
          {
            key: 'create',
            label: '新增',
            icon: <AddIcon />,
            variant: 'outlined',
            permission: ['system:dept:create'],
            onClick: () => dialog.openCreate(EMPTY_DEPT),
          },
          {
            key: 'expand',
            label: '展开全部',
            icon: <UnfoldMoreIcon />,
            variant: 'outlined',
            color: 'info',
            onClick: expansion.expandAll,
          },
          {
            key: 'collapse',
            label: '折叠全部',
            icon: <UnfoldLessIcon />,
            variant: 'outlined',
            color: 'info',
            onClick: expansion.collapseAll,
          },
        ]}
        showSearch={showSearch}
        onToggleSearch={() => setShowSearch((shown) => !shown)}
        onRefresh={() => void refetch()}
      />
      <TreeTable
        items={depts}
        columns={columns}
        expansion={expansion}
        nameOf={nameOf}
        label="部门列表"
        loading={isFetching}
      />
      <DeptFormDialog dialog={dialog} onSave={save} />
    </ListPage>
  )
}
