import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'

export interface RowActionsProps {
  /** Names the row in the buttons' accessible names, e.g. '监听器 1'. */
  name: string
  disabled?: boolean
  onEdit?: () => void
  onRemove: () => void
}

export function RowActions({ name, disabled, onEdit, onRemove }: RowActionsProps) {
  return (
    <Stack direction="row" spacing={0.5}>
      {onEdit && (
        <Button
          size="small"
          onClick={onEdit}
          disabled={disabled}
          aria-label={`编辑${name}`}
          sx={{ minWidth: 0 }}
        >
          编辑
        </Button>
      )}
      <Button
        size="small"
        color="error"
        onClick={onRemove}
        disabled={disabled}
        aria-label={`移除${name}`}
        sx={{ minWidth: 0 }}
      >
        移除
      </Button>
    </Stack>
  )
}
