import type { ReactNode } from 'react'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'

export interface ToolbarIconButtonProps {
  /** Tooltip and accessible name. */
  title: string
  disabled?: boolean
  onClick: () => void
  children: ReactNode
}

/** An icon button with a Chinese tooltip; the tooltip still shows while it is disabled. */
export function ToolbarIconButton({ title, disabled, onClick, children }: ToolbarIconButtonProps) {
  return (
    <Tooltip title={title}>
      {/* A disabled button fires no events: the span keeps the tooltip working. */}
      <span>
        <IconButton size="small" aria-label={title} disabled={disabled} onClick={onClick}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  )
}
