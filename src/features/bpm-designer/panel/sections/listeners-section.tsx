import { useState } from 'react'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { popup } from '@/shared/ui/popups'
import {
  emptyListenerForm,
  LISTENER_TYPE_LABELS,
  readListeners,
  removeListener,
  saveListener,
  type ListenerKind,
} from '../../panel-model'
import { reportWrite, type SectionProps } from '../ui/panel-section'
import { RowActions } from '../ui/row-actions'
import { SectionTable } from '../ui/section-table'
import { eventLabel, ListenerDrawer } from './listener-drawer'

/** Execution listeners (all flow elements and the process) or task listeners (user tasks). */
export function ListenersSection({
  ctx,
  target,
  readOnly,
  kind,
}: SectionProps & { kind: ListenerKind }) {
  const listeners = readListeners(ctx, target, kind)
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const remove = async (index: number) => {
    if (!(await popup.confirm('确认移除该监听器吗？', { type: 'warning' }))) return
    reportWrite(removeListener(ctx, target, kind, index))
  }
  return (
    <Stack spacing={2}>
      <SectionTable
        label={kind === 'task' ? '任务监听器' : '执行监听器'}
        columns={['序号', '事件类型', '监听器类型', '操作']}
        rows={listeners.map((listener, index) => [
          index + 1,
          eventLabel(kind, listener.event),
          listener.listenerType ? LISTENER_TYPE_LABELS[listener.listenerType] : '',
          <RowActions
            key="actions"
            name={`监听器${index + 1}`}
            disabled={readOnly}
            onEdit={() => setEditing(index)}
            onRemove={() => void remove(index)}
          />,
        ])}
      />
      <Button variant="outlined" size="small" disabled={readOnly} onClick={() => setEditing('new')}>
        添加监听器
      </Button>
      {editing !== null && (
        <ListenerDrawer
          ctx={ctx}
          target={target}
          kind={kind}
          initial={editing === 'new' ? emptyListenerForm() : listeners[editing]}
          onSave={(form) =>
            saveListener(ctx, target, kind, editing === 'new' ? null : editing, form)
          }
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  )
}
