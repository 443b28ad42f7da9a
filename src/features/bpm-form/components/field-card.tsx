import { memo, type DragEvent, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import DragIndicatorIcon from '@mui/icons-material/DragIndicator'
import { FormFieldView, type FormConf, type FormFieldDefinition } from '@/shared/form-render'
import { carriesDesignerData, FIELD_DRAG_TYPE } from '../model/drag-data'

export interface FieldCardProps {
  field: FormFieldDefinition
  index: number
  isLast: boolean
  conf: FormConf
  selected: boolean
  /** Shows where a drop would land relative to this card. */
  dropMark: 'before' | 'after' | null
  onSelect: (id: string) => void
  onMove: (id: string, toIndex: number) => void
  onCopy: (id: string) => void
  onRemove: (field: FormFieldDefinition) => void
  /** A drag hovers the slot before the field at this index. */
  onDragTarget: (index: number) => void
  onDropAt: (event: DragEvent, index: number) => void
  onDragEnd: () => void
}

/** Before or after the hovered card, by which half of it the pointer is in. */
function slotIndex(event: DragEvent<HTMLElement>, index: number): number {
  const box = event.currentTarget.getBoundingClientRect()
  return box.height > 0 && event.clientY > box.top + box.height / 2 ? index + 1 : index
}

function dropLine(edge: 'top' | 'bottom') {
  return {
    content: '""',
    position: 'absolute',
    left: 0,
    right: 0,
    [edge]: -6,
    height: 3,
    borderRadius: 2,
    bgcolor: 'primary.main',
  }
}

/**
 * One field on the canvas. Memoised: typing in the properties panel re-renders only the card of
 * the field being edited, not every MUI control of the form.
 */
export const FieldCard = memo(function FieldCard({
  field,
  index,
  isLast,
  conf,
  selected,
  dropMark,
  onSelect,
  onMove,
  onCopy,
  onRemove,
  onDragTarget,
  onDropAt,
  onDragEnd,
}: FieldCardProps) {
  return (
    <Box
      role="listitem"
      aria-label={`${field.label || '未命名'}（${field.field}）`}
      aria-current={selected ? 'true' : undefined}
      tabIndex={0}
      draggable
      onClick={() => onSelect(field.id)}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget) return
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault()
          onSelect(field.id)
        }
      }}
      onDragStart={(event) => {
        event.dataTransfer.setData(FIELD_DRAG_TYPE, field.id)
        event.dataTransfer.effectAllowed = 'move'
      }}
      onDragOver={(event) => {
        if (!carriesDesignerData(Array.from(event.dataTransfer?.types ?? []))) return
        event.preventDefault()
        event.stopPropagation()
        onDragTarget(slotIndex(event, index))
      }}
      onDrop={(event) => onDropAt(event, slotIndex(event, index))}
      onDragEnd={onDragEnd}
      sx={{
        position: 'relative',
        p: 1.5,
        pr: 19,
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: selected ? 'primary.main' : 'divider',
        borderRadius: 1,
        cursor: 'move',
        outline: 'none',
        boxShadow: (theme) => (selected ? `inset 3px 0 0 ${theme.palette.primary.main}` : 'none'),
        '&:hover': { borderColor: 'primary.light' },
        '&:focus-visible': { borderColor: 'primary.main', boxShadow: 2 },
        ...(dropMark === 'before' && { '&::before': dropLine('top') }),
        ...(dropMark === 'after' && { '&::after': dropLine('bottom') }),
      }}
    >
      <FormFieldView field={field} conf={conf} idPrefix={`canvas-${field.id}`} />
      <Box
        sx={{
          position: 'absolute',
          top: 6,
          right: 6,
          display: 'flex',
          alignItems: 'center',
          gap: 0.25,
        }}
      >
        <DragIndicatorIcon fontSize="small" sx={{ color: 'text.disabled', mr: 0.5 }} />
        <CardButton label="上移" disabled={index === 0} onClick={() => onMove(field.id, index - 1)}>
          <ArrowUpwardIcon fontSize="small" />
        </CardButton>
        <CardButton label="下移" disabled={isLast} onClick={() => onMove(field.id, index + 1)}>
          <ArrowDownwardIcon fontSize="small" />
        </CardButton>
        <CardButton label="复制" onClick={() => onCopy(field.id)}>
          <ContentCopyIcon fontSize="small" />
        </CardButton>
        <CardButton label="删除" color="error" onClick={() => onRemove(field)}>
          <DeleteOutlinedIcon fontSize="small" />
        </CardButton>
      </Box>
    </Box>
  )
})

function CardButton({
  label,
  disabled,
  color,
  onClick,
  children,
}: {
  label: string
  disabled?: boolean
  color?: 'error'
  onClick: () => void
  children: ReactNode
}) {
  // A disabled button fires no events: the tooltip listens on a wrapper.
  return (
    <Tooltip title={label} describeChild>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          color={color}
          disabled={disabled}
          onClick={(event) => {
            // The card's own click selects; these act on the field without selecting it.
            event.stopPropagation()
            onClick()
          }}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  )
}
