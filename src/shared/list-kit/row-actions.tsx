import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { usePermission } from '@/shared/permissions'
import type { RowAction } from './list-types'

export interface RowActionsProps<Row> {
  row: Row
  actions: readonly RowAction<Row>[]
}

/** The operations cell of a row: small text buttons, each gated by its permission. */
export function RowActions<Row>({ row, actions }: RowActionsProps<Row>) {
  const { hasPermi } = usePermission()
  const shown = actions.filter(
    (action) => (!action.permission || hasPermi(action.permission)) && !action.hidden?.(row),
  )
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5, whiteSpace: 'nowrap' }}>
      {shown.map((action) => (
        <Button
          key={action.key}
          size="small"
          variant="text"
          color={action.color ?? 'primary'}
          startIcon={action.icon}
          disabled={action.disabled?.(row)}
          onClick={() => action.onClick(row)}
          sx={{ minWidth: 0, px: 0.75 }}
        >
          {action.label}
        </Button>
      ))}
    </Box>
  )
}

/** An operations column for `ListView` / `DataTable`. */
export function actionsColumn<Row>(
  actions: readonly RowAction<Row>[],
  { title = '操作', width }: { title?: string; width?: number } = {},
) {
  return {
    key: 'actions',
    title,
    width,
    hideable: false,
    stickyRight: true,
    render: (row: Row) => <RowActions row={row} actions={actions} />,
  }
}
