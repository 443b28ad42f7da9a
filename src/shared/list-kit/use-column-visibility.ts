import { useCallback, useMemo, useState } from 'react'
import type { ColumnDef } from './list-types'

export interface ColumnVisibility<Row> {
  /** The columns to render, in declaration order. */
  visibleColumns: ColumnDef<Row>[]
  isVisible: (key: string) => boolean
  toggle: (key: string) => void
}

/** Column show/hide state of one list; columns with `visible: false` start hidden. */
export function useColumnVisibility<Row>(
  columns: readonly ColumnDef<Row>[],
): ColumnVisibility<Row> {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(
    () => new Set(columns.filter((column) => column.visible === false).map((column) => column.key)),
  )

  const toggle = useCallback((key: string) => {
    setHidden((current) => {
      const next = new Set(current)
      if (next.has(key)) next.delete(key)
      else next.add(key)
      return next
    })
  }, [])

  const isVisible = useCallback((key: string) => !hidden.has(key), [hidden])

  const visibleColumns = useMemo(
    () => columns.filter((column) => !hidden.has(column.key)),
    [columns, hidden],
  )

  return { visibleColumns, isVisible, toggle }
}
