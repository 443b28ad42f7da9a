import { memo, useCallback, useMemo, useState } from 'react'
import AddIcon from '@mui/icons-material/Add'
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess'
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore'
import {
  initialSearchValues,
  ListToolbar,
  SearchForm,
  toQueryParams,
  type ColumnDef,
  type RowAction,
  type SearchFieldDef,
  type SearchValue,
  type SearchValues,
} from '@/shared/list-kit'
import type { FlatNode } from './build-tree'
import { TreeTable, useTreeExpansion } from './tree-table'

export interface TreeSearch {
  fields: readonly SearchFieldDef[]
  values: SearchValues
  /** The filters last searched with, what the list request sends. */
  query: Record<string, string | [string, string]>
  /** A filter is applied (the list is a subset of the tree). */
  filtered: boolean
  setValue: (name: string, value: SearchValue) => void
  search: () => void
  reset: () => void
  shown: boolean
  toggleShown: () => void
}

/**
 * The search form state of a tree list: a tree is fetched whole, so there is no paging, only the
 * filters the form last searched with.
 */
export function useTreeSearch(fields: readonly SearchFieldDef[]): TreeSearch {
  const [values, setValues] = useState<SearchValues>(() => initialSearchValues(fields))
  const [query, setQuery] = useState(() => toQueryParams(values))
  const [shown, setShown] = useState(true)
  const setValue = useCallback(
    (name: string, value: SearchValue) => setValues((current) => ({ ...current, [name]: value })),
    [],
  )
  const search = useCallback(() => setQuery(toQueryParams(values)), [values])
  const reset = useCallback(() => {
    const empty = initialSearchValues(fields)
    setValues(empty)
    setQuery(toQueryParams(empty))
  }, [fields])
  const toggleShown = useCallback(() => setShown((current) => !current), [])
  // One object while nothing changed: the search form does not render again when rows open.
  return useMemo(
    () => ({
      fields,
      values,
      query,
      filtered: Object.keys(query).length > 0,
      setValue,
      search,
      reset,
      shown,
      toggleShown,
    }),
    [fields, values, query, setValue, search, reset, shown, toggleShown],
  )
}

export interface TreeListViewProps<T extends FlatNode> {
  search: TreeSearch
  /** 新增 at the top level, shown to holders of this permission. */
  createPermission: string
  onCreate: () => void
  onRefresh: () => void
  items: readonly T[]
  columns: readonly ColumnDef<T>[]
  /** The row operations (修改, 新增 below, 删除). */
  actions: readonly RowAction<T>[]
  /** Each new list arrives fully open (a filtered list, the department tree). */
  openAll: boolean
  nameOf: (item: T) => string
  label: string
  loading?: boolean
}

interface TreeListHeaderProps {
  search: TreeSearch
  createPermission: string
  onCreate: () => void
  onRefresh: () => void
  onExpandAll: () => void
  onCollapseAll: () => void
}

/** Search form and toolbar; memoized, so opening rows renders only the table. */
const TreeListHeader = memo(function TreeListHeader({
  search,
  createPermission,
  onCreate,
  onRefresh,
  onExpandAll,
  onCollapseAll,
}: TreeListHeaderProps) {
  return (
    <>
      {search.shown && (
        <SearchForm
          fields={search.fields}
          values={search.values}
          onChange={search.setValue}
          onSearch={search.search}
          onReset={search.reset}
        />
      )}
      <ListToolbar
        actions={[
          {
            key: 'create',
            label: '新增',
            icon: <AddIcon />,
            variant: 'outlined',
            permission: [createPermission],
            onClick: onCreate,
          },
          {
            key: 'expand',
            label: '展开全部',
            icon: <UnfoldMoreIcon />,
            variant: 'outlined',
            color: 'info',
            onClick: onExpandAll,
          },
          {
            key: 'collapse',
            label: '折叠全部',
            icon: <UnfoldLessIcon />,
            variant: 'outlined',
            color: 'info',
            onClick: onCollapseAll,
          },
        ]}
        showSearch={search.shown}
        onToggleSearch={search.toggleShown}
        onRefresh={onRefresh}
      />
    </>
  )
})

/**
 * A tree list screen: search form + toolbar (新增, 展开全部, 折叠全部, search toggle, refresh) + tree
 * table. Which rows are open is kept here, so opening rows does not render the page again.
 */
export function TreeListView<T extends FlatNode>({
  search,
  createPermission,
  onCreate,
  onRefresh,
  items,
  columns,
  actions,
  openAll,
  nameOf,
  label,
  loading,
}: TreeListViewProps<T>) {
  const expansion = useTreeExpansion(items, openAll)
  return (
    <>
      <TreeListHeader
        search={search}
        createPermission={createPermission}
        onCreate={onCreate}
        onRefresh={onRefresh}
        onExpandAll={expansion.expandAll}
        onCollapseAll={expansion.collapseAll}
      />
      <TreeTable
        items={items}
        columns={columns}
        actions={actions}
        expansion={expansion}
        nameOf={nameOf}
        label={label}
        loading={loading}
      />
    </>
  )
}
