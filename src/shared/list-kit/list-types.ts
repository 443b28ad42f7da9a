import type { ReactNode } from 'react'

/**
 * Backend page parameters (docs/admin-api.md#paging). A type alias, not an interface, so that
 * `PageParams & {...}` still fits RequestArgs' `params: Record<string, unknown>`.
 */
export type PageParams = {
  pageNo: number
  pageSize: number
}

/** Backend page result: `data = { list, total }`. */
export interface PageResult<Row> {
  list: Row[]
  total: number
}

/** A date range picked in a search form: ['YYYY-MM-DD', 'YYYY-MM-DD'] or nothing. */
export type DateRangeValue = readonly [string, string] | readonly []

/** What a search field holds: text and selects hold strings, date ranges a pair of dates. */
export type SearchValue = string | DateRangeValue

export type SearchValues = Record<string, SearchValue>

export interface SelectOption {
  label: string
  value: string
}

interface SearchFieldBase {
  /** Query parameter name sent to the backend (e.g. 'name', 'createTime'). */
  name: string
  label: string
  /** Width of the control in px (default 240; date ranges 280). */
  width?: number
}

export interface TextSearchField extends SearchFieldBase {
  kind: 'text'
  placeholder?: string
}

export interface DictSearchField extends SearchFieldBase {
  kind: 'dict'
  /** A DICT_TYPE value; options come from the dictionary store. */
  dictType: string
  placeholder?: string
}

export interface SelectSearchField extends SearchFieldBase {
  kind: 'select'
  options: readonly SelectOption[]
  placeholder?: string
  /** Hide the empty "all" choice (e.g. a filter that must always have a value). */
  required?: boolean
}

export interface DateRangeSearchField extends SearchFieldBase {
  kind: 'dateRange'
}

export type SearchFieldDef =
  TextSearchField | DictSearchField | SelectSearchField | DateRangeSearchField

/** A table column. `key` names the row property shown when there is no `render`. */
export interface ColumnDef<Row> {
  key: string
  title: string
  width?: number | string
  minWidth?: number
  align?: 'left' | 'center' | 'right'
  render?: (row: Row, index: number) => ReactNode
  /** Shown at first (default true); the column menu can still show it. */
  visible?: boolean
  /** Listed in the column menu (default true); e.g. the operations column sets false. */
  hideable?: boolean
  /** Keep the cell on one line (dates, codes); the column grows instead. */
  nowrap?: boolean
  /** Truncate long text to one line with the full text as a tooltip (title attribute). */
  ellipsis?: boolean
  /** Stays in view at the table's right edge while a wide table scrolls (the 操作 column). */
  stickyRight?: boolean
}

/** A toolbar button on the left of the list toolbar. */
export interface ToolbarAction {
  key: string
  label: string
  icon?: ReactNode
  color?: 'primary' | 'secondary' | 'success' | 'error' | 'info' | 'warning' | 'inherit'
  variant?: 'text' | 'outlined' | 'contained'
  /** Any-of permissions; the button is not rendered when the user holds none of them. */
  permission?: readonly string[]
  onClick: () => void
  disabled?: boolean
  loading?: boolean
}

/** A button in a row's operations cell. */
export interface RowAction<Row> {
  key: string
  label: string
  icon?: ReactNode
  color?: 'primary' | 'error' | 'inherit'
  permission?: readonly string[]
  onClick: (row: Row) => void
  /** Not rendered for this row (e.g. delete on built-in rows). */
  hidden?: (row: Row) => boolean
  disabled?: (row: Row) => boolean
}
