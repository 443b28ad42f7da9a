import { useCallback, useState, type DragEvent } from 'react'
import Box from '@mui/material/Box'
import {
  FORM_FIELD_TYPES,
  type FormConf,
  type FormFieldDefinition,
  type FormFieldType,
} from '@/shared/form-render'
import { carriesDesignerData, readDesignerDrop } from '../model/drag-data'
import { FieldCard } from './field-card'

export interface DesignCanvasProps {
  fields: readonly FormFieldDefinition[]
  conf: FormConf
  selectedId: string | null
  onSelect: (id: string) => void
  /** A palette item dropped before the field at `index` (the end when index = length). */
  onAdd: (type: FormFieldType, index: number) => void
  /** A field stepped up or down to `toIndex` of the resulting list. */
  onMove: (id: string, toIndex: number) => void
  /** A field dragged to just before the field at `beforeIndex` (the end when it = length). */
  onDropField: (id: string, beforeIndex: number) => void
  onCopy: (id: string) => void
  onRemove: (field: FormFieldDefinition) => void
}

function isFieldType(value: string): value is FormFieldType {
  return (FORM_FIELD_TYPES as readonly string[]).includes(value)
}

/** Lets the drag continue over here when it carries a palette item or a field. */
export function allowDesignerDrop(event: DragEvent): boolean {
  if (!carriesDesignerData(Array.from(event.dataTransfer?.types ?? []))) return false
  event.preventDefault()
  return true
}

/** The middle column: the fields as they will look, to select, drag, step, copy and remove. */
export function DesignCanvas({
  fields,
  conf,
  selectedId,
  onSelect,
  onAdd,
  onMove,
  onDropField,
  onCopy,
  onRemove,
}: DesignCanvasProps) {
  // Where a drop would land: before the field at this index (the end when it is the length).
  const [dropIndex, setDropIndex] = useState<number | null>(null)

  const dropAt = useCallback(
    (event: DragEvent, index: number) => {
      event.preventDefault()
      event.stopPropagation()
      setDropIndex(null)
      const drop = readDesignerDrop(event.dataTransfer)
      if (drop?.kind === 'palette' && isFieldType(drop.fieldType)) onAdd(drop.fieldType, index)
      if (drop?.kind === 'field') onDropField(drop.id, index)
    },
    [onAdd, onDropField],
  )

  const endDrag = useCallback(() => setDropIndex(null), [])

  return (
    <Box
      role="list"
      aria-label="表单字段"
      onDragOver={(event) => {
        if (allowDesignerDrop(event)) setDropIndex(fields.length)
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropIndex(null)
      }}
      onDrop={(event) => dropAt(event, fields.length)}
      sx={{
        minHeight: 360,
        p: 1.5,
        border: '1px dashed',
        borderColor: dropIndex === null ? 'divider' : 'primary.main',
        borderRadius: 1,
        bgcolor: 'background.default',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      {fields.length === 0 && (
        // A list holds list items only (WAI-ARIA): the empty list's hint is its one item.
        <Box
          role="listitem"
          data-empty-hint
          sx={{
            flex: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: 'text.secondary',
            minHeight: 320,
          }}
        >
          从左侧点击或拖入组件来设计表单
        </Box>
      )}
      {fields.map((field, index) => (
        <FieldCard
          key={field.id}
          field={field}
          index={index}
          isLast={index === fields.length - 1}
          conf={conf}
          selected={field.id === selectedId}
          dropMark={
            dropIndex === index
              ? 'before'
              : dropIndex === index + 1 && index === fields.length - 1
                ? 'after'
                : null
          }
          onSelect={onSelect}
          onMove={onMove}
          onCopy={onCopy}
          onRemove={onRemove}
          onDragTarget={setDropIndex}
          onDropAt={dropAt}
          onDragEnd={endDrag}
        />
      ))}
    </Box>
  )
}
