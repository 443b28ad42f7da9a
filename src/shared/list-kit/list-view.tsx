import { useState } from 'react'
import { ColumnSettingsMenu } from './column-settings-menu'
import { DataTable, type RowKey, type RowSelection } from './data-table'
import { ListPagination } from './list-pagination'
import { ListToolbar } from './list-toolbar'
import { SearchForm } from './search-form'
import { useColumnVisibility } from './use-column-visibility'
import type { ListQuery } from './use-list-query'
import type { ColumnDef, SearchFieldDef, ToolbarAction } from './list-types'

export interface ListViewProps<Row> {
  list: ListQuery<Row>
  searchFields?: readonly SearchFieldDef[]
  columns: readonly ColumnDef<Row>[]
  actions?: readonly ToolbarAction[]
  rowKey?: (row: Row) => RowKey
  selection?: RowSelection
  /** Accessible name of the table. */
  label?: string
}

/**
 * Search form + toolbar (actions, search toggle, refresh, column menu) + table + pager, wired to a
 * `useListQuery` result. A CRUD screen declares its fields, columns and actions and renders this.
 */
export function ListView<Row>({
  list,
  searchFields = [],
  columns,
  actions,
  rowKey,
  selection,
  label,
}: ListViewProps<Row>) {
  const [showSearch, setShowSearch] = useState(true)
  const columnState = useColumnVisibility(columns)
  const hasSearch = searchFields.length > 0

  return (
    <>
      {hasSearch && showSearch && (
        <SearchForm
          fields={searchFields}
          values={list.draft}
          onChange={list.setDraftValue}
          onSearch={list.search}
          onReset={list.reset}
        />
      )}
      <ListToolbar
        actions={actions}
        showSearch={hasSearch ? showSearch : undefined}
        onToggleSearch={hasSearch ? () => setShowSearch((shown) => !shown) : undefined}
        onRefresh={list.refresh}
        right={
          <ColumnSettingsMenu
            columns={columns}
            isVisible={columnState.isVisible}
            onToggle={columnState.toggle}
          />
        }
      />
      <DataTable
        columns={columnState.visibleColumns}
        rows={list.rows}
        loading={list.loading}
        rowKey={rowKey}
        selection={selection}
        label={label}
      />
      <ListPagination
        total={list.total}
        pageNo={list.pageNo}
        pageSize={list.pageSize}
        onChange={list.changePage}
      />
    </>
  )
}
