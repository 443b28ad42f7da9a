import { confirmDelete, crudRowActions, type RowAction } from '@/shared/list-kit'

export interface TreeRowActionsOptions<Row> {
  /** `system:menu`: 修改 needs `:update`, 新增 `:create`, 删除 `:delete`. */
  permissionPrefix: string
  /** The field named in 是否确认删除<name>为"<label>"的数据项? */
  name: string
  labelOf: (row: Row) => string
  onEdit: (row: Row) => void
  remove: (row: Row) => Promise<unknown>
  /** 新增 below the row. */
  onCreateBelow: (row: Row) => void
  /** Rows that cannot hold children (a menu button). */
  cannotHoldChildren?: (row: Row) => boolean
}

/** A tree table's row operations: 修改, 新增 (a child of the row), 删除 after a confirmation. */
export function treeRowActions<Row>({
  permissionPrefix,
  name,
  labelOf,
  onEdit,
  remove,
  onCreateBelow,
  cannotHoldChildren,
}: TreeRowActionsOptions<Row>): RowAction<Row>[] {
  const [update, del] = crudRowActions<Row>({
    permissionPrefix,
    onEdit,
    onDelete: (row) => void confirmDelete({ name, label: labelOf(row), remove: () => remove(row) }),
  })
  const createBelow: RowAction<Row> = {
    key: 'create',
    label: '新增',
    permission: [`${permissionPrefix}:create`],
    hidden: cannotHoldChildren,
    onClick: onCreateBelow,
  }
  return [update, createBelow, del]
}
