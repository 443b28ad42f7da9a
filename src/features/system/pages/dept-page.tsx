import { useCallback, useMemo } from 'react'
import { useGetSimpleUsersQuery } from '@/shared/bpm/user-api'
import { DICT_TYPE, DictTag } from '@/shared/dict'
import { ListPage, useCrudDialog, type ColumnDef, type SearchFieldDef } from '@/shared/list-kit'
import { TreeListView, useTreeSearch } from '@/shared/tree/tree-list-view'
import { treeRowActions } from '@/shared/tree/tree-row-actions'
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
  const search = useTreeSearch(searchFields)
  const { data: depts = NO_DEPTS, isFetching, refetch } = useGetDeptListQuery(search.query)
  const { data: users } = useGetSimpleUsersQuery()
  const dialog = useCrudDialog<DeptFormValues>('部门')
  const { openCreate, openUpdate } = dialog
  const createTop = useCallback(() => openCreate(EMPTY_DEPT), [openCreate])
  const refresh = useCallback(() => void refetch(), [refetch])
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
    ],
    [nicknames],
  )

  const actions = useMemo(
    () =>
      treeRowActions<DeptItem>({
        permissionPrefix: 'system:dept',
        name: '部门名称',
        labelOf: (row) => row.name,
        onEdit: (row) => void openUpdate(deptFormValuesOf(row)),
        remove: (row) => deleteDept(row.id).unwrap(),
        onCreateBelow: (row) => openCreate({ ...EMPTY_DEPT, parentId: row.id }),
      }),
    [openCreate, openUpdate, deleteDept],
  )

  return (
    <ListPage label="部门管理">
      <TreeListView
        search={search}
        createPermission="system:dept:create"
        onCreate={createTop}
        onRefresh={refresh}
        items={depts}
        columns={columns}
        actions={actions}
        openAll
        nameOf={nameOf}
        label="部门列表"
        loading={isFetching}
      />
      <DeptFormDialog dialog={dialog} onSave={save} />
    </ListPage>
  )
}
