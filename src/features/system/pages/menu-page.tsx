import { useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import AddIcon from '@mui/icons-material/Add'
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess'
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore'
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
  const [values, setValues] = useState<SearchValues>(() => initialSearchValues(searchFields))
  const [query, setQuery] = useState(() => toQueryParams(values))
  const [showSearch, setShowSearch] = useState(true)
  const { data: menus = NO_MENUS, isFetching, refetch } = useGetMenuListQuery(query)
  // A filtered list opens fully, so every match is in view.
  const expansion = useTreeExpansion(menus, Object.keys(query).length > 0)
  const dialog = useCrudDialog<MenuFormValues>('菜单')
  const [createMenu] = useCreateMenuMutation()
  const [updateMenu] = useUpdateMenuMutation()
  const [deleteMenu] = useDeleteMenuMutation()

  const save = (menu: MenuSave) =>
    menu.id === undefined ? createMenu(menu).unwrap() : updateMenu(menu).unwrap()

  const columns = useMemo<ColumnDef<MenuItem>[]>(
    () => [
      {
        key: 'name',
        title: '菜单名称',
        minWidth: 200,
        render: (row) => (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
            {row.type !== MENU_TYPE.BUTTON && <MenuIcon name={row.icon} />}
            {row.name}
          </Box>
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
      actionsColumn<MenuItem>([
        {
          key: 'update',
          label: '修改',
          permission: ['system:menu:update'],
          onClick: (row) => void dialog.openUpdate(menuFormValuesOf(row)),
        },
        {
          key: 'create',
          label: '新增',
          permission: ['system:menu:create'],
          // A button holds nothing: 新增 under it would only be refused.
          hidden: (row) => row.type === MENU_TYPE.BUTTON,
          onClick: (row) =>
            dialog.openCreate({
              ...EMPTY_MENU,
              parentId: row.id,
              type: row.type === MENU_TYPE.MENU ? MENU_TYPE.BUTTON : MENU_TYPE.MENU,
            }),
        },
        {
          key: 'delete',
          label: '删除',
          color: 'error',
          permission: ['system:menu:delete'],
          onClick: (row) =>
            void confirmDelete({
              name: '菜单名称',
              label: row.name,
              remove: () => deleteMenu(row.id).unwrap(),
            }),
        },
      ]),
    ],
    [dialog, deleteMenu],
  )

  return (
    <ListPage label="菜单管理">
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
            permission: ['system:menu:create'],
            onClick: () => dialog.openCreate(EMPTY_MENU),
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
        items={menus}
        columns={columns}
        expansion={expansion}
        nameOf={nameOf}
        label="菜单列表"
        loading={isFetching}
      />
      <MenuFormDialog dialog={dialog} onSave={save} />
    </ListPage>
  )
}
