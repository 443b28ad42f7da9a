import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import RefreshIcon from '@mui/icons-material/Refresh'
import SearchIcon from '@mui/icons-material/Search'
import SearchOffIcon from '@mui/icons-material/SearchOff'
import { usePermission } from '@/shared/permissions'
import type { ToolbarAction } from './list-types'

export interface ListToolbarProps {
  /** Left-hand buttons (新增, 导出, ...); each hidden when its permission is not held. */
  actions?: readonly ToolbarAction[]
  /** Omit to leave out the search toggle (lists without a search form). */
  showSearch?: boolean
  onToggleSearch?: () => void
  onRefresh?: () => void
  /** Extra controls on the right, e.g. the column settings menu. */
  right?: ReactNode
}

/** The bar between the search form and the table. */
export function ListToolbar({
  actions = [],
  showSearch,
  onToggleSearch,
  onRefresh,
  right,
}: ListToolbarProps) {
  const { hasPermi } = usePermission()
  const allowed = actions.filter((action) => !action.permission || hasPermi(action.permission))

  return (
    <Box
      role="toolbar"
      aria-label="列表操作"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}
    >
      {allowed.map((action) => (
        <Button
          key={action.key}
          size="small"
          variant={action.variant ?? 'outlined'}
          color={action.color ?? 'primary'}
          startIcon={action.icon}
          disabled={action.disabled}
          loading={action.loading}
          loadingPosition={action.icon ? 'start' : undefined}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
      <Box sx={{ flex: 1 }} />
      {showSearch !== undefined && onToggleSearch && (
        <Tooltip title={showSearch ? '隐藏搜索' : '显示搜索'}>
          <IconButton
            size="small"
            aria-label={showSearch ? '隐藏搜索' : '显示搜索'}
            onClick={onToggleSearch}
          >
            {showSearch ? <SearchOffIcon fontSize="small" /> : <SearchIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
      )}
      {onRefresh && (
        <Tooltip title="刷新">
          <IconButton size="small" aria-label="刷新" onClick={onRefresh}>
            <RefreshIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {right}
    </Box>
  )
}
