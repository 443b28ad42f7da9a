import { useState } from 'react'
import Checkbox from '@mui/material/Checkbox'
import IconButton from '@mui/material/IconButton'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Tooltip from '@mui/material/Tooltip'
import ViewColumnIcon from '@mui/icons-material/ViewColumn'
import type { ColumnDef } from './list-types'

export interface ColumnSettingsMenuProps<Row> {
  columns: readonly ColumnDef<Row>[]
  isVisible: (key: string) => boolean
  onToggle: (key: string) => void
}

/** '列设置': a menu of checkboxes that show or hide the list's columns. */
export function ColumnSettingsMenu<Row>({
  columns,
  isVisible,
  onToggle,
}: ColumnSettingsMenuProps<Row>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const hideable = columns.filter((column) => column.hideable !== false)
  const visibleCount = hideable.filter((column) => isVisible(column.key)).length

  return (
    <>
      <Tooltip title="列设置">
        <IconButton
          size="small"
          aria-label="列设置"
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <ViewColumnIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {hideable.map((column) => {
          const checked = isVisible(column.key)
          // The last visible column stays: a table without columns is useless.
          const locked = checked && visibleCount <= 1
          return (
            <MenuItem
              key={column.key}
              role="menuitemcheckbox"
              aria-checked={checked}
              disabled={locked}
              dense
              onClick={() => onToggle(column.key)}
            >
              <Checkbox
                size="small"
                checked={checked}
                tabIndex={-1}
                disableRipple
                sx={{ p: 0, mr: 1 }}
              />
              <ListItemText primary={column.title} />
            </MenuItem>
          )
        })}
      </Menu>
    </>
  )
}
