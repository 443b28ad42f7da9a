import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import LinearProgress from '@mui/material/LinearProgress'
import Skeleton from '@mui/material/Skeleton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { ColumnDef } from './list-types'

export type RowKey = string | number

export interface RowSelection {
  selected: readonly RowKey[]
  onChange: (keys: RowKey[]) => void
}

export interface DataTableProps<Row> {
  columns: readonly ColumnDef<Row>[]
  rows: readonly Row[]
  /** A request is in flight: a progress bar on top, skeleton rows while there is no data yet. */
  loading?: boolean
  /** Default: `row.id`. */
  rowKey?: (row: Row) => RowKey
  /** Adds a checkbox column. */
  selection?: RowSelection
  emptyText?: string
  /** Accessible name of the table (e.g. '字典类型列表'). */
  label?: string
  /**
   * Body rows drawn by the caller instead of one row per entry of `rows` (the tree table's
   * memoized rows); `rows` still decides the loading and empty states.
   */
  body?: ReactNode
}

const SKELETON_ROWS = 5

function defaultRowKey<Row>(row: Row): RowKey {
  return (row as { id: RowKey }).id
}

function cellText(value: unknown): ReactNode {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return String(value)
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** A MUI table driven by typed column definitions. */
export function DataTable<Row>({
  columns,
  rows,
  loading = false,
  rowKey = defaultRowKey,
  selection,
  emptyText = '暂无数据',
  label,
  body,
}: DataTableProps<Row>) {
  const colSpan = columns.length + (selection ? 1 : 0)
  const pinned = columns.some((column) => column.stickyRight)
  const { ref: scroller, under, check } = useContentUnderPinned(pinned)
  const keys = rows.map(rowKey)
  const selectedSet = new Set(selection?.selected ?? [])
  const selectedOnPage = keys.filter((key) => selectedSet.has(key)).length

  const toggleAll = () => {
    if (!selection) return
    selection.onChange(selectedOnPage === keys.length ? [] : keys)
  }
  const toggleOne = (key: RowKey) => {
    if (!selection) return
    selection.onChange(
      selectedSet.has(key)
        ? selection.selected.filter((k) => k !== key)
        : [...selection.selected, key],
    )
  }

  return (
    <Box sx={{ position: 'relative' }}>
      <Box sx={{ height: 2 }}>
        {loading && <LinearProgress aria-label="加载中" sx={{ height: 2 }} />}
      </Box>
      <TableContainer
        ref={scroller}
        onScroll={check}
        data-pinned-over-content={pinned ? String(under) : undefined}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table
          size="small"
          aria-label={label}
          aria-busy={loading}
          // 12 px each side, as in ruoyi's tables: wide lists keep every column beside the
          // pinned operations column at 1440 px.
          sx={{ '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1.5 } }}
        >
          <TableHead>
            <TableRow
              sx={{ '& th': { bgcolor: 'grey.50', fontWeight: 600, whiteSpace: 'nowrap' } }}
            >
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    indeterminate={selectedOnPage > 0 && selectedOnPage < keys.length}
                    checked={keys.length > 0 && selectedOnPage === keys.length}
                    onChange={toggleAll}
                    slotProps={{ input: { 'aria-label': '全选' } }}
                  />
                </TableCell>
              )}
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align ?? 'center'}
                  sx={{
                    width: column.width,
                    minWidth: column.minWidth,
                    ...stickySx(column, under),
                  }}
                >
                  {column.title}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && loading
              ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                  <TableRow key={`skeleton-${index}`}>
                    <TableCell colSpan={colSpan}>
                      <Skeleton variant="text" />
                    </TableCell>
                  </TableRow>
                ))
              : null}
            {rows.length === 0 && !loading ? (
              <TableRow>
                <TableCell colSpan={colSpan} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {emptyText}
                </TableCell>
              </TableRow>
            ) : null}
            {body}
            {(body === undefined ? rows : []).map((row, index) => {
              const key = keys[index]
              return (
                <TableRow key={key} hover selected={selectedSet.has(key)}>
                  {selection && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        size="small"
                        checked={selectedSet.has(key)}
                        onChange={() => toggleOne(key)}
                        slotProps={{ input: { 'aria-label': `选择第 ${index + 1} 行` } }}
                      />
                    </TableCell>
                  )}
                  {columns.map((column) => {
                    const content = column.render
                      ? column.render(row, index)
                      : cellText((row as Record<string, unknown>)[column.key])
                    return (
                      <TableCell
                        key={column.key}
                        align={column.align ?? 'center'}
                        title={column.ellipsis && typeof content === 'string' ? content : undefined}
                        sx={{
                          ...(column.ellipsis
                            ? {
                                maxWidth: column.width ?? 240,
                                overflow: 'hidden',
                                textOverflow: 'ellipsis',
                                whiteSpace: 'nowrap',
                              }
                            : column.nowrap
                              ? { whiteSpace: 'nowrap' }
                              : {}),
                          ...stickySx(column, under),
                        }}
                      >
                        {content}
                      </TableCell>
                    )
                  })}
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  )
}

/**
 * Whether the table is wider than its box and not scrolled to its right end: then cells run
 * under the pinned column. Checked on scroll, on resize and whenever the rows change.
 */
function useContentUnderPinned(pinned: boolean) {
  const ref = useRef<HTMLDivElement>(null)
  const [under, setUnder] = useState(false)
  const check = useCallback(() => {
    const box = ref.current
    if (!pinned || !box) return
    setUnder(box.scrollLeft + box.clientWidth < box.scrollWidth - 1)
  }, [pinned])
  // After every render: new rows or columns change the table's width.
  useEffect(check)
  useEffect(() => {
    const box = ref.current
    if (!pinned || !box || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(check)
    observer.observe(box)
    if (box.firstElementChild) observer.observe(box.firstElementChild)
    return () => observer.disconnect()
  }, [pinned, check])
  return { ref, under, check }
}

/**
 * A column pinned to the right edge, over the cells that scroll under it: a border and a shadow
 * mark the edge while content runs under it. On phones (below the `sm` breakpoint) it is not
 * pinned: it would cover most of the data there; the row scrolls as a whole.
 */
function stickySx<Row>(column: ColumnDef<Row>, under: boolean) {
  if (!column.stickyRight) return {}
  return {
    position: { xs: 'static', sm: 'sticky' },
    right: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    ...(under && {
      borderLeft: '1px solid',
      borderLeftColor: 'divider',
      boxShadow: { sm: '-6px 0 8px -4px rgba(0, 0, 0, 0.2)' },
    }),
  } as const
}
