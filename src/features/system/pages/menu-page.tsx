import { useCallback, useMemo } from 'react'
import { useTheme } from '@mui/material/styles'
import { DICT_TYPE, DictTag } from '@/shared/dict'
import { ListPage, useCrudDialog, type ColumnDef, type SearchFieldDef } from '@/shared/list-kit'
import { TreeListView, useTreeSearch } from '@/shared/tree/tree-list-view'
import { treeRowActions } from '@/shared/tree/tree-row-actions'
import { MenuIcon } from '@/shared/ui/menu-icon'
import {
  useCreateMenuMutation,
  useDeleteMenuMutation,
  useGetMenuListQuery,
  useUpdateMenuMutation,
} from '../api/menu-api'
import {
  EMPTY_MENU,
  MenuFormDialog,
  menuFormValuesOf,
  type MenuFormValues,
} from '../components/menu-form-dialog'
import { MENU_TYPE, type MenuItem, type MenuSave } from '../model/menu-types'

const searchFields: SearchFieldDef[] = [
  { kind: 'text', name: 'name', label: '菜单名称' },
  { kind: 'dict', name: 'status', label: '状态', dictType: DICT_TYPE.COMMON_STATUS },
]

const NO_MENUS: MenuItem[] = []
const nameOf = (menu: MenuItem) => menu.name

/** 菜单管理 (page key 'system/menu/index'): the menu tree as a table, with a dialog per type. */
export default function MenuPage() {
  const search = useTreeSearch(searchFields)
  const { data: menus = NO_MENUS, isFetching, refetch } = useGetMenuListQuery(search.query)
  const dialog = useCrudDialog<MenuFormValues>('菜单')
  const { openCreate, openUpdate } = dialog
  const createTop = useCallback(() => openCreate(EMPTY_MENU), [openCreate])
  const refresh = useCallback(() => void refetch(), [refetch])
  const [createMenu] = useCreateMenuMutation()
  const [updateMenu] = useUpdateMenuMutation()
  const [deleteMenu] = useDeleteMenuMutation()

  const save = (menu: MenuSave) =>
    menu.id === undefined ? createMenu(menu).unwrap() : updateMenu(menu).unwrap()

  const theme = useTheme()
  // A plain span: one styled box per row adds up over 300 rows.
  const nameStyle = useMemo(
    () => ({ display: 'inline-flex', alignItems: 'center', gap: theme.spacing(0.75) }),
    [theme],
  )
  const columns = useMemo<ColumnDef<MenuItem>[]>(
    () => [
      {
        key: 'name',
        title: '菜单名称',
        minWidth: 200,
        render: (row) => (
          <span style={nameStyle}>
            {row.type !== MENU_TYPE.BUTTON && <MenuIcon name={row.icon} />}
            {row.name}
          </span>
        ),
      },
      { key: 'icon', title: '图标', width: 90, render: (row) => row.icon ?? '' },
      { key: 'sort', title: '排序', width: 60 },
      { key: 'permission', title: '权限标识', ellipsis: true, width: 170 },
      { key: 'component', title: '组件路径', ellipsis: true, width: 160 },
      { key: 'componentName', title: '组件名称', ellipsis: true, width: 130 },
      {
        key: 'status',
        title: '状态',
        width: 80,
        render: (row) => <DictTag type={DICT_TYPE.COMMON_STATUS} value={row.status} />,
      },
    ],
    [nameStyle],
  )

  const actions = useMemo(
    () =>
      treeRowActions<MenuItem>({
        permissionPrefix: 'system:menu',
        name: '菜单名称',
        labelOf: (row) => row.name,
        onEdit: (row) => void openUpdate(menuFormValuesOf(row)),
        remove: (row) => deleteMenu(row.id).unwrap(),
        // A button holds nothing: 新增 under it would only be refused.
        cannotHoldChildren: (row) => row.type === MENU_TYPE.BUTTON,
        onCreateBelow: (row) =>
          openCreate({
            ...EMPTY_MENU,
            parentId: row.id,
            type: row.type === MENU_TYPE.MENU ? MENU_TYPE.BUTTON : MENU_TYPE.MENU,
          }),
      }),
    [openCreate, openUpdate, deleteMenu],
  )

  return (
    <ListPage label="菜单管理">
      <TreeListView
        search={search}
        createPermission="system:menu:create"
        onCreate={createTop}
        onRefresh={refresh}
        items={menus}
        columns={columns}
        actions={actions}
        // A filtered list opens fully, so every match is in view.
        openAll={search.filtered}
        nameOf={nameOf}
        label="菜单列表"
        loading={isFetching}
      />
      <MenuFormDialog dialog={dialog} onSave={save} />
    </ListPage>
  )
}
