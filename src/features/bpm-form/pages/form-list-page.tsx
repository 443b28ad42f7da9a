import { useNavigate } from 'react-router-dom'
import type { BpmForm } from '@/shared/bpm/bpm-types'
import { useDeleteFormMutation, useGetFormPageQuery } from '@/shared/bpm/form-api'
import { DICT_TYPE, DictTag } from '@/shared/dict'
import {
  actionsColumn,
  confirmDelete,
  crudRowActions,
  crudToolbarActions,
  ListPage,
  ListView,
  useListQuery,
  type ColumnDef,
  type SearchFieldDef,
} from '@/shared/list-kit'
import { formatDate } from '@/shared/utils'
import { FORM_EDITOR_PATH, formEditorUrl } from '../model/form-routes'

const PERMISSION_PREFIX = 'bpm:form'

const searchFields: SearchFieldDef[] = [{ kind: 'text', name: 'name', label: '表单名' }]

/** 流程表单: the forms built with the form designer (page key 'bpm/form/index'). */
export default function FormListPage() {
  const navigate = useNavigate()
  const list = useListQuery(useGetFormPageQuery, { fields: searchFields })
  const [deleteForm] = useDeleteFormMutation()

  const remove = (row: BpmForm) =>
    confirmDelete({
      name: '表单编号',
      label: row.id,
      remove: () => deleteForm(row.id).unwrap(),
    })

  const columns: ColumnDef<BpmForm>[] = [
    { key: 'id', title: '编号', width: 100 },
    { key: 'name', title: '表单名', ellipsis: true },
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
      crudRowActions<BpmForm>({
        permissionPrefix: PERMISSION_PREFIX,
        onEdit: (row) => navigate(formEditorUrl(row.id)),
        onDelete: remove,
      }),
    ),
  ]

  return (
    <ListPage label="流程表单">
      <ListView
        list={list}
        searchFields={searchFields}
        columns={columns}
        label="流程表单列表"
        actions={crudToolbarActions({
          permissionPrefix: PERMISSION_PREFIX,
          onCreate: () => navigate(FORM_EDITOR_PATH),
        })}
      />
    </ListPage>
  )
}
