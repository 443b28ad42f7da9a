import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import { usePermission } from '@/shared/permissions'
import type { RowAction } from './list-types'

export interface RowActionsProps<Row> {
  row: Row
  actions: readonly RowAction<Row>[]
  /**
   * How many buttons the cell shows; the rest go into a 更多 menu, so a row with many operations
   * does not push the table's other columns under the pinned operations column.
   */
  inline?: number
}

/** The operations cell of a row: small text buttons, each gated by its permission. */
export function RowActions<Row>({ row, actions, inline = Infinity }: RowActionsProps<Row>) {
  const { hasPermi } = usePermission()
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null)
  const shown = actions.filter(
    (action) => (!action.permission || hasPermi(action.permission)) && !action.hidden?.(row),
  )
  // A menu of one would hide an operation behind a click for no room gained.
  const inlineCount = shown.length > inline + 1 ? inline : shown.length
  const more = shown.slice(inlineCount)
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5, whiteSpace: 'nowrap' }}>
      {shown.slice(0, inlineCount).map((action) => (
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
      {more.length > 0 && (
        <>
          <Button
            size="small"
            variant="text"
            endIcon={<ExpandMoreIcon />}
            aria-haspopup="menu"
            aria-expanded={menuAnchor !== null}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
            sx={{ minWidth: 0, px: 0.75, '& .MuiButton-endIcon': { ml: 0.25 } }}
          >
            更多
          </Button>
          <Menu
            anchorEl={menuAnchor}
            open={menuAnchor !== null}
            onClose={() => setMenuAnchor(null)}
          >
            {more.map((action) => (
              <MenuItem
                key={action.key}
                dense
                disabled={action.disabled?.(row)}
                onClick={() => {
                  setMenuAnchor(null)
                  action.onClick(row)
                }}
                sx={action.color === 'error' ? { color: 'error.main' } : undefined}
              >
                {action.label}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </Box>
  )
}

/** An operations column for `ListView` / `DataTable`. */
export function actionsColumn<Row>(
  actions: readonly RowAction<Row>[],
  { title = '操作', width, inline }: { title?: string; width?: number; inline?: number } = {},
) {
  return {
    key: 'actions',
    title,
    width,
    hideable: false,
    stickyRight: true,
    render: (row: Row) => <RowActions row={row} actions={actions} inline={inline} />,
  }
}
