import { useState } from 'react'
import { useAppDispatch, useAppSelector } from '@/shared/store-hooks'
import IconButton from '@mui/material/IconButton'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Tooltip from '@mui/material/Tooltip'
import FormatSize from '@mui/icons-material/FormatSize'
import type { ComponentSize } from '@/shared/layout-settings/layout-defaults'
import { selectComponentSize, sizeChanged } from '@/shared/layout-settings/layout-slice'
import { popup } from '@/shared/ui/popups'

/** The sizes are named in English, as the original console shows them. */
const SIZE_OPTIONS: { value: ComponentSize; label: string }[] = [
  { value: 'default', label: 'Default' },
  { value: 'medium', label: 'Medium' },
  { value: 'small', label: 'Small' },
  { value: 'mini', label: 'Mini' },
]

/** Size select: changes the size and density of the whole console, and stores the choice. */
export function SizeSelect() {
  const size = useAppSelector(selectComponentSize)
  const dispatch = useAppDispatch()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)

  const choose = (value: ComponentSize) => {
    setAnchor(null)
    dispatch(sizeChanged(value))
    popup.message.success('Switch Size Success')
  }

  return (
    <>
      <Tooltip title="布局大小">
        <IconButton
          aria-label="布局大小"
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <FormatSize />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': '布局大小' } }}
      >
        {SIZE_OPTIONS.map((option) => (
          <MenuItem
            key={option.value}
            disabled={option.value === size}
            selected={option.value === size}
            onClick={() => choose(option.value)}
          >
            {option.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
