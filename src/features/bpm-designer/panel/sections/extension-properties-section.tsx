import { useState } from 'react'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { popup } from '@/shared/ui/popups'
import {
  readExtensionProperties,
  removeExtensionProperty,
  saveExtensionProperty,
  type ExtensionProperty,
} from '../../panel-model'
import { reportWrite, type SectionProps } from '../ui/panel-section'
import { PanelItemDialog } from '../ui/panel-item-dialog'
import { RowActions } from '../ui/row-actions'
import { SectionTable } from '../ui/section-table'
import { useItemDraft, type ItemDraftOptions } from '../ui/use-item-draft'

/** Both fields are checked by saveExtensionProperty itself; its messages show under them. */
function PropertyDialog(options: ItemDraftOptions<ExtensionProperty>) {
  const { textField, confirm } = useItemDraft(options)
  return (
    <PanelItemDialog title="属性配置" onConfirm={confirm} onClose={options.onClose}>
      <TextField label="属性名" required size="small" {...textField('name')} />
      <TextField label="属性值" required size="small" {...textField('value')} />
    </PanelItemDialog>
  )
}

export function ExtensionPropertiesSection({ ctx, target, readOnly }: SectionProps) {
  const properties = readExtensionProperties(ctx, target)
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const remove = async (index: number) => {
    if (!(await popup.confirm('确认移除该属性吗？', { type: 'warning' }))) return
    reportWrite(removeExtensionProperty(ctx, target, index))
  }
  return (
    <Stack spacing={2}>
      <SectionTable
        label="扩展属性"
        columns={['序号', '属性名', '属性值', '操作']}
        rows={properties.map((property, index) => [
          index + 1,
          property.name,
          property.value,
          <RowActions
            key="actions"
            name={`属性${index + 1}`}
            disabled={readOnly}
            onEdit={() => setEditing(index)}
            onRemove={() => void remove(index)}
          />,
        ])}
      />
      <Button variant="outlined" size="small" disabled={readOnly} onClick={() => setEditing('new')}>
        添加属性
      </Button>
      {editing !== null && (
        <PropertyDialog
          initial={editing === 'new' ? { name: '', value: '' } : properties[editing]}
          onSave={(property) =>
            saveExtensionProperty(ctx, target, editing === 'new' ? null : editing, property)
          }
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  )
}
