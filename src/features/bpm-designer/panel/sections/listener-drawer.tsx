import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { popup } from '@/shared/ui/popups'
import {
  emptyListenerField,
  EXECUTION_EVENT_LABELS,
  LISTENER_TYPE_LABELS,
  listenerEvents,
  listenerTypes,
  supportOf,
  TASK_EVENT_LABELS,
  validateListener,
  type FieldErrors,
  type ListenerForm,
  type ListenerKind,
  type PanelContext,
  type PanelTarget,
  type WriteResult,
} from '../../panel-model'
import { RowActions } from '../ui/row-actions'
import { SectionTable } from '../ui/section-table'
import { SelectField } from '../ui/select-field'
import { FIELD_TYPE_LABELS, ListenerFieldDialog } from './listener-field-dialog'

const TIMER_TYPES = [
  { value: 'date', label: '日期' },
  { value: 'duration', label: '持续时长' },
  { value: 'cycle', label: '循环' },
  { value: 'null', label: '无' },
]

export function eventLabel(kind: ListenerKind, event: string): string {
  const labels: Record<string, string> =
    kind === 'task' ? TASK_EVENT_LABELS : EXECUTION_EVENT_LABELS
  return labels[event] ?? event
}

export interface ListenerDrawerProps {
  ctx: PanelContext
  target: PanelTarget
  kind: ListenerKind
  initial: ListenerForm
  onSave: (form: ListenerForm) => WriteResult
  onClose: () => void
}

/** The listener form in a drawer; it closes on cancel or on a saved write. */
export function ListenerDrawer({
  ctx,
  target,
  kind,
  initial,
  onSave,
  onClose,
}: ListenerDrawerProps) {
  const [form, setForm] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [editingField, setEditingField] = useState<number | 'new' | null>(null)
  const set = <K extends keyof ListenerForm>(key: K, value: ListenerForm[K]) =>
    setForm({ ...form, [key]: value })

  const types = listenerTypes(ctx)
  const typeOptions = [
    ...types,
    ...(form.listenerType && !types.includes(form.listenerType) ? [form.listenerType] : []),
  ]
  const showTimer = kind === 'task' && supportOf(ctx).taskListenerTimer && form.event === 'timeout'
  const title = kind === 'task' ? '任务监听器' : '执行监听器'

  const save = () => {
    const found = validateListener(ctx, target, kind, form)
    if (Object.values(found).some(Boolean)) {
      setErrors(found)
      return
    }
    const result = onSave(form)
    if (result.ok) onClose()
    else setErrors(result.errors)
  }

  const removeField = async (index: number) => {
    if (!(await popup.confirm('确认移除该字段吗？', { type: 'warning' }))) return
    set(
      'fields',
      form.fields.filter((_, position) => position !== index),
    )
  }

  const text = (
    key:
      | 'id'
      | 'class'
      | 'expression'
      | 'delegateExpression'
      | 'scriptFormat'
      | 'resource'
      | 'timerValue',
    label: string,
    multiline = false,
  ) => (
    <TextField
      label={label}
      required
      size="small"
      multiline={multiline}
      value={form[key]}
      onChange={(event) => set(key, event.target.value)}
      error={!!errors[key]}
      helperText={errors[key]}
    />
  )

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 480, maxWidth: '100vw' } } }}
    >
      <Stack spacing={2} sx={{ p: 2 }} role="form" aria-label={title}>
        <Typography variant="h6">{title}</Typography>
        {kind === 'task' && text('id', '监听器ID')}
        <SelectField
          label="事件类型"
          required
          value={form.event}
          options={listenerEvents(ctx, target, kind).map((event) => ({
            value: event,
            label: eventLabel(kind, event),
          }))}
          error={errors.event}
          onChange={(event) => set('event', event)}
        />
        <SelectField
          label="监听器类型"
          required
          value={form.listenerType}
          options={typeOptions.map((type) => ({ value: type, label: LISTENER_TYPE_LABELS[type] }))}
          error={errors.listenerType}
          onChange={(type) => set('listenerType', type as ListenerForm['listenerType'])}
        />
        {form.listenerType === 'class' && text('class', 'Java类')}
        {form.listenerType === 'expression' && text('expression', '表达式')}
        {form.listenerType === 'delegateExpression' && text('delegateExpression', '代理表达式')}
        {form.listenerType === 'script' && (
          <>
            {text('scriptFormat', '脚本格式')}
            <SelectField
              label="脚本类型"
              required
              value={form.scriptType}
              options={[
                { value: 'inlineScript', label: '内联脚本' },
                { value: 'externalScript', label: '外部脚本' },
              ]}
              error={errors.scriptType}
              onChange={(value) => set('scriptType', value as ListenerForm['scriptType'])}
            />
            {form.scriptType === 'inlineScript' && (
              <TextField
                label="脚本内容"
                required
                size="small"
                multiline
                minRows={3}
                value={form.value}
                onChange={(event) => set('value', event.target.value)}
                error={!!errors.value}
                helperText={errors.value}
              />
            )}
            {form.scriptType === 'externalScript' && text('resource', '资源地址')}
          </>
        )}
        {showTimer && (
          <>
            <SelectField
              label="定时器类型"
              value={form.timerType}
              options={TIMER_TYPES}
              onChange={(value) => set('timerType', value as ListenerForm['timerType'])}
            />
            {form.timerType !== '' && form.timerType !== 'null' && text('timerValue', '定时器')}
          </>
        )}
        <Divider />
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="subtitle2">注入字段</Typography>
          <Button size="small" variant="outlined" onClick={() => setEditingField('new')}>
            添加字段
          </Button>
        </Stack>
        <SectionTable
          label="注入字段"
          columns={['序号', '字段名称', '字段类型', '字段值/表达式', '操作']}
          rows={form.fields.map((field, index) => [
            index + 1,
            field.name,
            field.fieldType ? FIELD_TYPE_LABELS[field.fieldType] : '',
            field.fieldType === 'expression' ? field.expression : field.string,
            <RowActions
              key="actions"
              name={`字段${index + 1}`}
              onEdit={() => setEditingField(index)}
              onRemove={() => void removeField(index)}
            />,
          ])}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
          <Button onClick={onClose}>取消</Button>
          <Button variant="contained" onClick={save}>
            保存
          </Button>
        </Box>
      </Stack>
      {editingField !== null && (
        <ListenerFieldDialog
          isNew={editingField === 'new'}
          initial={editingField === 'new' ? emptyListenerField() : form.fields[editingField]}
          onSave={(field) =>
            set(
              'fields',
              editingField === 'new'
                ? [...form.fields, field]
                : form.fields.map((current, position) =>
                    position === editingField ? field : current,
                  ),
            )
          }
          onClose={() => setEditingField(null)}
        />
      )}
    </Drawer>
  )
}
