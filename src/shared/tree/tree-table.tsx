import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import { DataTable, type ColumnDef } from '@/shared/list-kit'
import { buildTree, parentIds, type FlatNode, type TreeNode } from './build-tree'

/** A row as the table shows it: the item, how deep it sits and whether it has children. */
interface ShownRow<T> {
  id: number
  item: T
  depth: number
  hasChildren: boolean
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

/** Depth-first rows below open parents only: a collapsed tree of 300 menus renders a dozen rows. */
function visibleRows<T extends FlatNode>(
  roots: readonly TreeNode<T>[],
  expanded: ReadonlySet<number>,
): ShownRow<T>[] {
  const out: ShownRow<T>[] = []
  const walk = (nodes: readonly TreeNode<T>[], depth: number) => {
    for (const node of nodes) {
      const { children, ...item } = node
      out.push({ id: node.id, item: item as unknown as T, depth, hasChildren: children.length > 0 })
      if (children.length > 0 && expanded.has(node.id)) walk(children, depth + 1)
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
  label: string
  loading?: boolean
}

const INDENT_PX = 18
/** Rows painted per frame: the first screenful shows at once, the rest follows without a freeze. */
const ROWS_PER_FRAME = 60

/**
 * How many of `total` rows to render now. A tree opened all at once (300 menus) paints its first
 * rows at once and adds the rest a chunk per frame; rows already shown are never taken away again,
 * so opening one row deep in a long table does not flicker.
 */
function useProgressiveCount(rows: readonly unknown[]): number {
  const [state, setState] = useState({ rows, count: Math.min(rows.length, ROWS_PER_FRAME) })
  let count = state.count
  if (state.rows !== rows) {
    count = Math.max(ROWS_PER_FRAME, Math.min(state.count, state.rows.length))
    setState({ rows, count })
  }
  const total = rows.length
  useEffect(() => {
    if (count >= total) return
    const frame = requestAnimationFrame(() =>
      setState((current) => ({ ...current, count: current.count + ROWS_PER_FRAME })),
    )
    return () => cancelAnimationFrame(frame)
  }, [count, total])
  return Math.min(count, total)
}

/** A table whose rows are a tree: indented first column, each parent opens and closes. */
export function TreeTable<T extends FlatNode>({
  items,
  columns,
  expansion,
  nameOf,
  label,
  loading,
}: TreeTableProps<T>) {
  const roots = useMemo(() => buildTree(items), [items])
  const rows = useMemo(() => visibleRows(roots, expansion.expanded), [roots, expansion.expanded])
  const count = useProgressiveCount(rows)
  const shownRows = useMemo(
    () => (count < rows.length ? rows.slice(0, count) : rows),
    [rows, count],
  )
  const { toggle, expanded } = expansion

  const shownColumns = useMemo<ColumnDef<ShownRow<T>>[]>(
    () =>
      columns.map((column, index) => {
        const cell = (row: ShownRow<T>, rowIndex: number): ReactNode =>
          column.render
            ? column.render(row.item, rowIndex)
            : String((row.item as Record<string, unknown>)[column.key] ?? '')
        if (index > 0) return { ...column, render: cell }
        return {
          ...column,
          render: (row, rowIndex) => {
            const open = expanded.has(row.id)
            return (
              <Box sx={{ display: 'flex', alignItems: 'center', pl: `${row.depth * INDENT_PX}px` }}>
                {row.hasChildren ? (
                  <IconButton
                    size="small"
                    aria-label={`${open ? '折叠' : '展开'}${nameOf(row.item)}`}
                    aria-expanded={open}
                    onClick={() => toggle(row.id)}
                    sx={{ p: 0.25, mr: 0.5 }}
                  >
                    {open ? (
                      <ExpandMoreIcon fontSize="small" />
                    ) : (
                      <ChevronRightIcon fontSize="small" />
                    )}
                  </IconButton>
                ) : (
                  <Box component="span" sx={{ width: 24, mr: 0.5, flexShrink: 0 }} />
                )}
                {cell(row, rowIndex)}
              </Box>
            )
          },
        }
      }),
    [columns, expanded, nameOf, toggle],
  )

  return (
    <DataTable<ShownRow<T>>
      columns={shownColumns}
      rows={shownRows}
      rowKey={(row) => row.id}
      loading={loading}
      label={label}
    />
  )
}
