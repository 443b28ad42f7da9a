import { useState, type ReactNode } from 'react'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined'
import {
  FORM_FIELD_TYPES,
  supportOf,
  type FormFieldView,
  type PanelContext,
  type WriteResult,
} from '../../panel-model'
import { PanelItemDialog } from '../ui/panel-item-dialog'
import { SelectField } from '../ui/select-field'
import { useItemDraft } from '../ui/use-item-draft'

const TYPE_LABELS: Record<(typeof FORM_FIELD_TYPES)[number], string> = {
  long: '长整型',
  string: '字符串',
  boolean: '布尔类',
  date: '日期类',
  enum: '枚举类',
}

const CUSTOM = 'custom'

interface PairListProps<T> {
  title: string
  rows: T[]
  keys: [keyof T & string, keyof T & string]
  labels: [string, string]
  empty: T
  error?: string
  onChange: (rows: T[]) => void
}

/** Editable two-column rows (enum values, field properties, constraints). */
function PairList<T extends Record<string, string>>({
  title,
  rows,
  keys,
  labels,
  empty,
  error,
  onChange,
}: PairListProps<T>) {
  const set = (index: number, key: string, value: string) =>
    onChange(rows.map((row, position) => (position === index ? { ...row, [key]: value } : row)))
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="body2">{title}</Typography>
        <Button size="small" onClick={() => onChange([...rows, { ...empty }])}>
          添加{title}
        </Button>
      </Stack>
      {rows.map((row, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {keys.map((key, column) => (
            <TextField
              key={key}
              size="small"
              label={`${title}${labels[column]}`}
              value={row[key]}
              onChange={(event) => set(index, key, event.target.value)}
            />
          ))}
          <IconButton
            aria-label={`删除${title}${index + 1}`}
            onClick={() => onChange(rows.filter((_, position) => position !== index))}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  )
}

export interface FormFieldDialogProps {
  ctx: PanelContext
  /** null for a new field. */
  index: number | null
  initial: FormFieldView
  /** Checks the field itself (saveFormField does); its messages show in the dialog. */
  onSave: (field: FormFieldView) => WriteResult
  onClose: () => void
}

export function FormFieldDialog({ ctx, index, initial, onSave, onClose }: FormFieldDialogProps) {
  const support = supportOf(ctx)
  const builtIn = (FORM_FIELD_TYPES as readonly string[]).includes(initial.type)
  const {
    draft: field,
    set,
    errors,
    textField,
    confirm,
  } = useItemDraft({ initial, onSave, onClose })
  const [typeChoice, setTypeChoice] = useState(
    builtIn || initial.type === '' ? initial.type : CUSTOM,
  )

  const flag = (key: 'required' | 'readable' | 'writable', label: string): ReactNode => (
    <FormControlLabel
      control={
        <Checkbox checked={field[key]} onChange={(event) => set(key, event.target.checked)} />
      }
      label={label}
    />
  )

  return (
    <PanelItemDialog
      title={index === null ? '添加表单字段' : '编辑表单字段'}
      confirmText="保存"
      maxWidth="sm"
      onConfirm={confirm}
      onClose={onClose}
    >
      <TextField label="字段ID" required size="small" {...textField('id')} />
      <SelectField
        label="类型"
        required
        value={typeChoice}
        options={[
          ...FORM_FIELD_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] })),
          { value: CUSTOM, label: '自定义类型' },
        ]}
        error={typeChoice === CUSTOM ? null : errors.type}
        onChange={(value) => {
          setTypeChoice(value)
          set('type', value === CUSTOM ? '' : value)
        }}
      />
      {typeChoice === CUSTOM && (
        <TextField label="类型名称" required size="small" {...textField('type')} />
      )}
      <TextField label="名称" size="small" {...textField('label')} />
      {field.type === 'date' && (
        <TextField
          label="时间格式"
          size="small"
          placeholder="如 yyyy-MM-dd"
          {...textField('datePattern')}
        />
      )}
      <TextField label="默认值" size="small" {...textField('defaultValue')} />
      {support.formFieldFlags && (
        <Stack direction="row">
          {flag('required', '必填')}
          {flag('readable', '可读')}
          {flag('writable', '可写')}
        </Stack>
      )}
      {field.type === 'enum' && (
        <PairList
          title="枚举值"
          rows={field.enumValues}
          keys={['id', 'name']}
          labels={['编号', '名称']}
          empty={{ id: '', name: '' }}
          error={errors.enumValues}
          onChange={(rows) => set('enumValues', rows)}
        />
      )}
      {support.formFieldPropertiesAndConstraints && (
        <>
          <PairList
            title="约束"
            rows={field.constraints}
            keys={['name', 'config']}
            labels={['名称', '配置']}
            empty={{ name: '', config: '' }}
            error={errors.constraints}
            onChange={(rows) => set('constraints', rows)}
          />
          <PairList
            title="字段属性"
            rows={field.properties}
            keys={['id', 'value']}
            labels={['编号', '值']}
            empty={{ id: '', value: '' }}
            error={errors.properties}
            onChange={(rows) => set('properties', rows)}
          />
        </>
      )}
    </PanelItemDialog>
  )
}
