import type { FieldValues } from 'react-hook-form'
import type { z } from 'zod'
import type {
  ColumnDef,
  CrudDialogMode,
  FormFieldDef,
  PageParams,
  RowAction,
  SearchFieldDef,
  SearchValues,
  ToolbarAction,
} from '@/shared/list-kit'
import type { ResourceApi } from './resource-api'

/** What a screen's extra row or toolbar actions can start. */
export interface ResourceActions<Item, FormIn> {
  /** Opens 修改 for the row (loads it by id first). */
  edit: (row: Item) => void
  /** Asks 是否确认删除…, then deletes the row. */
  remove: (row: Item) => void
  /** Opens 添加 with these values (default: the form's empty values). */
  create: (values?: FormIn) => void
  /** Re-runs the list query. */
  refresh: () => void
}

export interface ResourceForm<Item, Save, FormIn extends FieldValues, FormOut> {
  /** Validates the dialog (react-hook-form + zod); its messages show under the fields. */
  schema: z.ZodType<FormOut, FormIn>
  /** The dialog's fields, in order; a function when they differ between 添加 and 修改. */
  fields:
    readonly FormFieldDef<FormIn>[] | ((mode: CrudDialogMode) => readonly FormFieldDef<FormIn>[])
  /**
   * The values of a new row. A function gets the list's applied filters, e.g. to add to the
   * parent the list shows.
   */
  empty: FormIn | ((filters: SearchValues) => FormIn)
  /**
   * The 修改 values from the row loaded by `get?id`. Default: `id`, then every key of `empty` taken
   * from the row (null becomes the empty value).
   */
  fromItem?: (item: Item) => FormIn
  /** The body sent to create / update. Default: the schema's output without empty texts. */
  toSave?: (values: FormOut) => Save
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg'
}

export interface ResourceRowActions<Item, FormIn> {
  /** Rows that offer 修改 (default all). */
  canEdit?: (row: Item) => boolean
  /** Rows that offer 删除 (default all), e.g. not the built-in ones. */
  canDelete?: (row: Item) => boolean
  /** Further operations after 修改 and 删除, each with its own permission. */
  extra?: (actions: ResourceActions<Item, FormIn>) => RowAction<Item>[]
  /** How many operations show before the rest go under 更多. */
  inline?: number
  width?: number
}

/** Everything a CRUD screen declares. See docs/crud-descriptor.md. */
export interface ResourceConfig<
  Item extends { id: number },
  Save extends { id?: number },
  Query extends PageParams,
  FormIn extends FieldValues,
  FormOut,
> {
  /** The module's endpoints and hooks (`defineResourceApi`). */
  api: ResourceApi<Item, Save, Query>
  /**
   * Permission prefix: 新增 needs `<prefix>:create`, 修改 `:update`, 删除 `:delete`, 导出 `:export`.
   * Default: the path's segments joined by ':' ('/infra/config' -> 'infra:config').
   */
  permission?: string
  /** What one row is called: dialog titles 添加X / 修改X, 是否确认导出所有X数据项?, X.xls. */
  name: string
  /** The screen's accessible name (its menu title); default `name`. */
  title?: string
  /** The table's accessible name; default `${name}列表`. */
  tableLabel?: string
  /** How the delete question names the row: 是否确认删除${idName}为"${id}"的数据项? */
  idName: string
  /** What the delete question shows of the row (default its id). */
  deleteLabel?: (row: Item) => string | number
  /** false: no 导出 button. `fileName` is used when the server sends none (default `${name}.xls`). */
  export?: false | { fileName?: string }
  search?: readonly SearchFieldDef[]
  /** The data columns; the 操作 column is added after them. */
  columns: readonly ColumnDef<Item>[]
  form: ResourceForm<Item, Save, FormIn, FormOut>
  rowActions?: ResourceRowActions<Item, FormIn>
  /** Further toolbar buttons after 新增 and 导出. */
  toolbar?: (actions: ResourceActions<Item, FormIn>) => ToolbarAction[]
}

/** A resource with its defaults filled in, as the kit reads it. */
export interface Resource<
  Item extends { id: number },
  Save extends { id?: number },
  Query extends PageParams,
  FormIn extends FieldValues,
  FormOut,
> extends ResourceConfig<Item, Save, Query, FormIn, FormOut> {
  permission: string
  title: string
  tableLabel: string
  search: readonly SearchFieldDef[]
}

/** A resource whatever its types, e.g. as a prop. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyResource = Resource<any, any, any, any, any>

/**
 * Declares a CRUD screen: its endpoints (through `api`), search fields, columns, form, permissions
 * and messages. `<ResourcePage resource={...} />` renders it. The item, save and query types come
 * from `api`, the form's from its schema.
 */
export function defineResource<
  Item extends { id: number },
  Save extends { id?: number },
  Query extends PageParams,
  FormIn extends FieldValues,
  FormOut,
>(
  config: ResourceConfig<Item, Save, Query, FormIn, FormOut>,
): Resource<Item, Save, Query, FormIn, FormOut> {
  return {
    ...config,
    permission: config.permission ?? config.api.path.replace(/^\//, '').replaceAll('/', ':'),
    title: config.title ?? config.name,
    tableLabel: config.tableLabel ?? `${config.name}列表`,
    search: config.search ?? [],
  }
}
