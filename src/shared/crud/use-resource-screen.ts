import { useMemo } from 'react'
import type { FieldValues } from 'react-hook-form'
import {
  actionsColumn,
  confirmDelete,
  crudRowActions,
  crudSave,
  crudToolbarActions,
  useCrudDialog,
  useExportAction,
  useListQuery,
  type ColumnDef,
  type CrudDialog,
  type FormFieldDef,
  type ListQuery,
  type PageParams,
  type SearchFieldDef,
  type SearchValues,
  type ToolbarAction,
} from '@/shared/list-kit'
import type { Resource, ResourceActions } from './define-resource'
import { valuesFromItem, withoutBlankTexts } from './form-values'

export interface ResourceScreenOptions {
  /** Replaces the descriptor's search fields (e.g. a select whose options come from a query). */
  searchFields?: readonly SearchFieldDef[]
  /** Initial filters and what 重置 restores; may hold filters without a field (always sent). */
  searchDefaults?: SearchValues
}

/** Everything a resource screen renders, for screens that lay it out themselves. */
export interface ResourceScreen<Item, FormIn extends FieldValues, FormOut> {
  list: ListQuery<Item>
  dialog: CrudDialog<FormIn>
  actions: ResourceActions<Item, FormIn>
  searchFields: readonly SearchFieldDef[]
  /** The descriptor's columns and the 操作 column. */
  columns: ColumnDef<Item>[]
  toolbarActions: ToolbarAction[]
  /** The form's values for 添加 under the current filters. */
  emptyValues: FormIn
  formFields: readonly FormFieldDef<FormIn>[]
  /** Sends the dialog's values to create or update; rejects when the server refuses. */
  save: (values: FormOut) => Promise<void>
}

/**
 * The state and actions of a resource's list and dialog: list query, 添加 / 修改 dialog, load by
 * id, save, delete with confirmation, export, and the permission-gated toolbar and row buttons.
 */
export function useResourceScreen<
  Item extends { id: number },
  Save extends { id?: number },
  Query extends PageParams,
  FormIn extends FieldValues,
  FormOut,
>(
  resource: Resource<Item, Save, Query, FormIn, FormOut>,
  { searchFields = resource.search, searchDefaults }: ResourceScreenOptions = {},
): ResourceScreen<Item, FormIn, FormOut> {
  const { api, form } = resource
  const list = useListQuery<Query, Item>(api.usePageQuery, {
    fields: searchFields,
    defaults: searchDefaults,
  })
  const dialog = useCrudDialog<FormIn>(resource.name)
  const [load] = api.useLazyGetQuery()
  const [create] = api.useCreateMutation()
  const [update] = api.useUpdateMutation()
  const [remove] = api.useDeleteMutation()
  const exportOptions = resource.export === false ? undefined : (resource.export ?? {})
  const exporter = useExportAction({
    subject: resource.name,
    url: api.exportUrl,
    params: list.filterParams,
    fileName: exportOptions?.fileName ?? `${resource.name}.xls`,
  })

  const emptyValues = useMemo(
    () => (typeof form.empty === 'function' ? form.empty(list.filters) : form.empty),
    [form, list.filters],
  )

  const actions: ResourceActions<Item, FormIn> = {
    edit: (row) =>
      void dialog.openUpdate(async () => {
        const item = await load(row.id).unwrap()
        return form.fromItem ? form.fromItem(item) : valuesFromItem(item, emptyValues)
      }),
    remove: (row) =>
      void confirmDelete({
        name: resource.idName,
        label: resource.deleteLabel ? resource.deleteLabel(row) : row.id,
        remove: () => remove(row.id).unwrap(),
      }),
    create: (values = emptyValues) => dialog.openCreate(values),
    refresh: list.refresh,
  }

  const rowOptions = resource.rowActions ?? {}
  const rowActions = crudRowActions<Item>({
    permissionPrefix: resource.permission,
    onEdit: actions.edit,
    onDelete: actions.remove,
    canDelete: rowOptions.canDelete,
  }).map((action) =>
    action.key === 'update' && rowOptions.canEdit
      ? { ...action, hidden: (row: Item) => !rowOptions.canEdit!(row) }
      : action,
  )
  rowActions.push(...(rowOptions.extra?.(actions) ?? []))

  const toolbarActions = crudToolbarActions({
    permissionPrefix: resource.permission,
    onCreate: () => actions.create(),
    exporter: exportOptions ? exporter : undefined,
  })
  toolbarActions.push(...(resource.toolbar?.(actions) ?? []))

  const toSave = form.toSave ?? ((values: FormOut) => withoutBlankTexts(values as object) as Save)
  const saveBody = crudSave(create, update)

  return {
    list,
    dialog,
    actions,
    searchFields,
    columns: [
      ...resource.columns,
      actionsColumn(rowActions, { inline: rowOptions.inline, width: rowOptions.width }),
    ],
    toolbarActions,
    emptyValues,
    formFields: typeof form.fields === 'function' ? form.fields(dialog.mode) : form.fields,
    save: (values) => saveBody(toSave(values)),
  }
}
