import { memo, useCallback, useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import { alpha, lighten, type Theme } from '@mui/material/styles'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import { DataTable, type ColumnDef, type RowAction } from '@/shared/list-kit'
import { usePermission } from '@/shared/permissions'
import { buildTree, parentIds, type FlatNode, type TreeNode } from './build-tree'

/** A row as the table shows it: the item, how deep it sits, whether it has children and is open. */
interface ShownRow<T> {
  id: number
  item: T
  depth: number
  hasChildren: boolean
  open: boolean
}

export interface TreeExpansion {
  expanded: ReadonlySet<number>
  toggle: (id: number) => void
  expandAll: () => void
  collapseAll: () => void
}

/**
 * Which rows of a tree table are open. With `openAll`, each new list arrives fully open (a filtered
 * list shows its matches; the department tree starts open); otherwise rows open one by one.
 */
export function useTreeExpansion<T extends FlatNode>(
  items: readonly T[] | undefined,
  openAll = false,
): TreeExpansion {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set())
  const [seeded, setSeeded] = useState<readonly T[] | undefined>(undefined)
  if (openAll && items && items !== seeded) {
    setSeeded(items)
    setExpanded(new Set(parentIds(buildTree(items))))
  }
  const toggle = useCallback(
    (id: number) =>
      setExpanded((current) => {
        const next = new Set(current)
        if (next.has(id)) next.delete(id)
        else next.add(id)
        return next
      }),
    [],
  )
  const expandAll = useCallback(
    () => setExpanded(new Set(parentIds(buildTree(items ?? [])))),
    [items],
  )
  const collapseAll = useCallback(() => setExpanded(new Set()), [])
  return { expanded, toggle, expandAll, collapseAll }
}

/** The last row drawn for each tree node: an unchanged row keeps its object, so React skips it. */
const lastShown = new WeakMap<object, ShownRow<unknown>>()

/** Depth-first rows below open parents only (a collapsed tree of 300 menus renders a dozen rows). */
function visibleRows<T extends FlatNode>(
  roots: readonly TreeNode<T>[],
  expanded: ReadonlySet<number>,
): ShownRow<T>[] {
  const out: ShownRow<T>[] = []
  const walk = (nodes: readonly TreeNode<T>[], depth: number) => {
    for (const node of nodes) {
      const hasChildren = node.children.length > 0
      const open = hasChildren && expanded.has(node.id)
      let row = lastShown.get(node) as ShownRow<T> | undefined
      if (!row || row.depth !== depth || row.open !== open) {
        const { children: _children, ...item } = node
        row = { id: node.id, item: row?.item ?? (item as unknown as T), depth, hasChildren, open }
        lastShown.set(node, row)
      }
      out.push(row)
      if (open) walk(node.children, depth + 1)
    }
  }
  walk(roots, 0)
  return out
}

export interface TreeTableProps<T extends FlatNode> {
  /** The flat list (parentId 0 or a missing parent at the top), in sibling order. */
  items: readonly T[]
  /** The first column carries the indentation and the open/close button. */
  columns: readonly ColumnDef<T>[]
  expansion: TreeExpansion
  /** The name a row's open/close button reads out (展开/折叠 + this). */
  nameOf: (item: T) => string
  /**
   * The 操作 column, pinned at the right: text buttons, each shown to holders of its permission
   * (checked once per table, not once per row) and unless `hidden` says so for the row.
   */
  actions?: readonly RowAction<T>[]
  label: string
  loading?: boolean
}

const INDENT_PX = 18

/**
 * Body cells are plain <td>s styled once here, with MUI's small table cell look (and the 12 px
 * sides DataTable uses): a styled MUI cell per column per row made 展开全部 of 300 menus take over
 * a second.
 */
const bodySx = (theme: Theme) => ({
  '& tr.tree-table-row:hover': { backgroundColor: theme.palette.action.hover },
  '& td.tree-table-cell': {
    ...theme.typography.body2,
    display: 'table-cell',
    verticalAlign: 'inherit',
    borderBottom: `1px solid ${lighten(alpha(theme.palette.divider, 1), 0.88)}`,
    padding: paddingOf(theme.components?.MuiTableCell?.styleOverrides?.sizeSmall, '6px 16px'),
    paddingLeft: '12px',
    paddingRight: '12px',
    color: theme.palette.text.primary,
  },
  '& td.tree-table-ellipsis': {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& td.tree-table-nowrap': { whiteSpace: 'nowrap' },
  // The 操作 column stays at the right edge (not on phones: it would cover the data there).
  '& td.tree-table-sticky': {
    [theme.breakpoints.up('sm')]: { position: 'sticky' },
    right: 0,
    zIndex: 1,
    backgroundColor: theme.palette.background.paper,
  },
  '& [data-pinned-over-content="true"] td.tree-table-sticky': {
    borderLeft: `1px solid ${theme.palette.divider}`,
    [theme.breakpoints.up('sm')]: { boxShadow: '-6px 0 8px -4px rgba(0, 0, 0, 0.2)' },
  },
  '& .tree-table-name': { display: 'flex', alignItems: 'center' },
  '& .tree-table-toggle': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: 24,
    height: 24,
    p: 0,
    mr: 0.5,
    border: 'none',
    borderRadius: '50%',
    background: 'none',
    color: theme.palette.action.active,
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: -2,
    },
    '& svg': { transition: theme.transitions.create('transform') },
    '&[aria-expanded="true"] svg': { transform: 'rotate(90deg)' },
  },
  '& .tree-table-spacer': { width: 24, mr: 0.5, flexShrink: 0 },
  '& .tree-table-actions': { display: 'inline-flex', gap: 0.5, whiteSpace: 'nowrap' },
  // MUI's small text button, without a ripple per button.
  '& .tree-table-action': {
    ...theme.typography.button,
    fontSize: theme.typography.pxToRem(13),
    display: 'inline-flex',
    alignItems: 'center',
    gap: 0.5,
    minWidth: 0,
    padding: paddingOf(theme.components?.MuiButton?.styleOverrides?.sizeSmall, '4px 5px'),
    paddingLeft: '6px',
    paddingRight: '6px',
    border: 'none',
    borderRadius: `${theme.shape.borderRadius}px`,
    background: 'none',
    color: theme.palette.primary.main,
    cursor: 'pointer',
    '&:hover': { backgroundColor: alpha(theme.palette.primary.main, 0.04) },
    '&:focus-visible': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: -2,
    },
    '&:disabled': { color: theme.palette.action.disabled, cursor: 'default' },
    '&.tree-table-action-error': { color: theme.palette.error.main },
    '&.tree-table-action-error:hover': {
      backgroundColor: alpha(theme.palette.error.main, 0.04),
    },
    '&.tree-table-action-inherit': { color: 'inherit' },
    '& svg': { fontSize: 18 },
  },
})

/** The theme's padding of small table cells and buttons (it follows the layout settings' size). */
function paddingOf(overrides: unknown, fallback: string): string | number {
  const padding =
    overrides && typeof overrides === 'object' && 'padding' in overrides
      ? overrides.padding
      : undefined
  return typeof padding === 'string' || typeof padding === 'number' ? padding : fallback
}

const ACTIONS_KEY = 'actions'

function actionsHeader<T>(): ColumnDef<T> {
  return { key: ACTIONS_KEY, title: '操作', hideable: false, stickyRight: true }
}

function cellClass<T>(column: ColumnDef<T>): string {
  let name = 'tree-table-cell'
  if (column.ellipsis) name += ' tree-table-ellipsis'
  else if (column.nowrap) name += ' tree-table-nowrap'
  if (column.stickyRight) name += ' tree-table-sticky'
  return name
}

interface TreeRowProps<T> {
  row: ShownRow<T>
  index: number
  columns: readonly ColumnDef<T>[]
  /** Only the actions the user holds the permission of. */
  actions: readonly RowAction<T>[] | undefined
  toggle: (id: number) => void
  nameOf: (item: T) => string
}

/**
 * One row. Memoized: opening a row renders the rows it shows (and the rows whose position moved),
 * not the whole table again.
 */
function TreeRowView<T>({ row, index, columns, actions, toggle, nameOf }: TreeRowProps<T>) {
  return (
    <tr className="tree-table-row">
      {columns.map((column, columnIndex) => {
        const content = column.render
          ? column.render(row.item, index)
          : String((row.item as Record<string, unknown>)[column.key] ?? '')
        return (
          <td
            key={column.key}
            className={cellClass(column)}
            title={column.ellipsis && typeof content === 'string' ? content : undefined}
            style={{
              textAlign: column.align ?? 'center',
              maxWidth: column.ellipsis ? (column.width ?? 240) : undefined,
            }}
          >
            {columnIndex === 0 ? (
              <span className="tree-table-name" style={{ paddingLeft: row.depth * INDENT_PX }}>
                {row.hasChildren ? (
                  <button
                    type="button"
                    className="tree-table-toggle"
                    aria-label={`${row.open ? '折叠' : '展开'}${nameOf(row.item)}`}
                    aria-expanded={row.open}
                    onClick={() => toggle(row.id)}
                  >
                    <ChevronRightIcon fontSize="small" />
                  </button>
                ) : (
                  <span className="tree-table-spacer" />
                )}
                {content}
              </span>
            ) : (
              content
            )}
          </td>
        )
      })}
      {actions && (
        <td className="tree-table-cell tree-table-sticky" style={{ textAlign: 'center' }}>
          <span className="tree-table-actions">
            {actions
              .filter((action) => !action.hidden?.(row.item))
              .map((action) => (
                <button
                  key={action.key}
                  type="button"
                  className={`tree-table-action tree-table-action-${action.color ?? 'primary'}`}
                  disabled={action.disabled?.(row.item)}
                  onClick={() => action.onClick(row.item)}
                >
                  {action.icon}
                  {action.label}
                </button>
              ))}
          </span>
        </td>
      )}
    </tr>
  )
}
const TreeRow = memo(TreeRowView) as typeof TreeRowView

/** A table whose rows are a tree: indented first column, each parent opens and closes. */
export function TreeTable<T extends FlatNode>({
  items,
  columns,
  expansion,
  nameOf,
  actions,
  label,
  loading,
}: TreeTableProps<T>) {
  const { hasPermi } = usePermission()
  const allowed = useMemo(
    () => actions?.filter((action) => !action.permission || hasPermi(action.permission)),
    [actions, hasPermi],
  )
  const headers = useMemo(
    () => (actions ? [...columns, actionsHeader<T>()] : columns),
    [actions, columns],
  )
  const roots = useMemo(() => buildTree(items), [items])
  const rows = useMemo(() => visibleRows(roots, expansion.expanded), [roots, expansion.expanded])
  const { toggle } = expansion

  return (
    <Box sx={bodySx}>
      <DataTable<ShownRow<T>>
        // Only the header reads these: the body is drawn here.
        columns={headers as unknown as readonly ColumnDef<ShownRow<T>>[]}
        rows={rows}
        rowKey={(row) => row.id}
        loading={loading}
        label={label}
        body={rows.map((row, index) => (
          <TreeRow
            key={row.id}
            row={row}
            index={index}
            columns={columns}
            actions={allowed}
            toggle={toggle}
            nameOf={nameOf}
          />
        ))}
      />
    </Box>
  )
}
