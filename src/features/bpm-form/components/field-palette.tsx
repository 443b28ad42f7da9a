import { memo } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { FormFieldType } from '@/shared/form-render'
import { PALETTE_DRAG_TYPE } from '../model/drag-data'
import { PALETTE } from '../model/palette'
import { FieldTypeIcon } from './field-type-icon'

export interface FieldPaletteProps {
  /** Click (or Enter) adds the field at the end of the form. */
  onAdd: (type: FormFieldType) => void
}

/** The left column: one button per field type; click to append, or drag onto the canvas. */
export const FieldPalette = memo(function FieldPalette({ onAdd }: FieldPaletteProps) {
  return (
    <Box component="nav" aria-label="字段类型">
      <Typography variant="subtitle2" sx={{ mb: 1, color: 'text.secondary' }}>
        组件（点击或拖入画布）
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        {PALETTE.map((item) => (
          <Button
            key={item.type}
            variant="outlined"
            size="small"
            color="inherit"
            startIcon={<FieldTypeIcon type={item.type} />}
            draggable
            onDragStart={(event) => {
              event.dataTransfer.setData(PALETTE_DRAG_TYPE, item.type)
              event.dataTransfer.effectAllowed = 'copy'
            }}
            onClick={() => onAdd(item.type)}
            sx={{
              justifyContent: 'flex-start',
              cursor: 'grab',
              fontWeight: 400,
              borderColor: 'divider',
              whiteSpace: 'nowrap',
            }}
          >
            {item.label}
          </Button>
        ))}
      </Box>
    </Box>
  )
})
