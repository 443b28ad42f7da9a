export type {
  PageParams,
  PageResult,
  SearchFieldDef,
  TextSearchField,
  DictSearchField,
  SelectSearchField,
  DateRangeSearchField,
  SearchValue,
  SearchValues,
  DateRangeValue,
  SelectOption,
  ColumnDef,
  ToolbarAction,
  RowAction,
} from './list-types'
export {
  DEFAULT_PAGE_NO,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  PAGER_COUNT,
  NARROW_PAGER_COUNT,
  NARROW_SCREEN_MAX_WIDTH,
} from './pagination-constants'
export { computePagerItems, type PagerItem } from './pager-items'
export { initialSearchValues, toQueryParams } from './search-params'
export {
  useListQuery,
  type ListQuery,
  type PageQueryHook,
  type PageQueryState,
  type UseListQueryOptions,
} from './use-list-query'
export { useColumnVisibility, type ColumnVisibility } from './use-column-visibility'
export { SearchForm, type SearchFormProps } from './search-form'
export { ListToolbar, type ListToolbarProps } from './list-toolbar'
export { ColumnSettingsMenu, type ColumnSettingsMenuProps } from './column-settings-menu'
export { DataTable, type DataTableProps, type RowKey, type RowSelection } from './data-table'
export { ListPagination, type ListPaginationProps } from './list-pagination'
export { RowActions, actionsColumn, type RowActionsProps } from './row-actions'
export { ListView, type ListViewProps } from './list-view'
export { LogListView, type LogListViewProps } from './log-list-view'
export { ListPage, type ListPageProps } from './list-page'
export { FormDialog, type FormDialogProps } from './form-dialog'
export { FormField, FormFieldRow } from './form-fields'
export type {
  FormFieldDef,
  FormOption,
  FormOptionValue,
  TextFormField,
  NumberFormField,
  RadioFormField,
  DictRadioFormField,
  SelectFormField,
  DateFormField,
  DateRangeFormField,
  CustomFormField,
} from './form-field-types'
export { useCrudDialog, type CrudDialog, type CrudDialogMode } from './use-crud-dialog'
export { CrudFormDialog, type CrudFormDialogProps } from './crud-form-dialog'
export {
  crudToolbarActions,
  crudRowActions,
  type CrudToolbarActionsOptions,
  type CrudRowActionsOptions,
} from './crud-actions'
export { crudSave } from './crud-save'
export { confirmDelete, type ConfirmDeleteOptions } from './confirm-delete'
export { useExportAction, type ExportAction, type ExportOptions } from './use-export-action'
export { DetailDialog, type DetailDialogProps, type DetailItem } from './detail-dialog'
