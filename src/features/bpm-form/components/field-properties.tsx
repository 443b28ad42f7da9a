import { useId, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import {
  FieldControl,
  isChoiceType,
  isEmptyFieldValue,
  normalizeFieldValue,
  type FieldValidation,
  type FormFieldDefinition,
  type FormFieldType,
} from '@/shared/form-render'
import { fieldNameProblem, optionsProblem, validationProblem } from '../model/design-checks'
import { fieldTypeLabel } from '../model/palette'
import { OptionalNumberField } from './optional-number-field'
import { OptionsEditor } from './options-editor'

export interface FieldPropertiesProps {
  field: FormFieldDefinition
  /** The form's other fields (the name must differ from theirs). */
  others: readonly FormFieldDefinition[]
  onChange: (patch: Partial<FormFieldDefinition>) => void
}

const WITH_PLACEHOLDER: readonly FormFieldType[] = ['input', 'textarea', 'number', 'select', 'user']
const TEXT_TYPES: readonly FormFieldType[] = ['input', 'textarea']

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography
        variant="subtitle2"
        sx={{ color: 'text.secondary', borderBottom: 1, borderColor: 'divider', pb: 0.5 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  )
}

/** The right column's 字段属性: what the selected field is called, needs and checks. */
export function FieldProperties({ field, others, onChange }: FieldPropertiesProps) {
  const defaultId = useId()
  const nameError = fieldNameProblem(field.field, others)
  const rules = field.validation ?? {}
  const setRule = (patch: Partial<FieldValidation>) =>
    onChange({ validation: { ...rules, ...patch } })
  const ruleError = validationProblem(field)

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Section title="基础属性">
        <TextField
          label="字段类型"
          size="small"
          value={fieldTypeLabel(field.type)}
          disabled
          fullWidth
        />
        <TextField
          label="标签"
          size="small"
          required
          fullWidth
          value={field.label}
          error={field.label.trim() === ''}
          helperText={field.label.trim() === '' ? '标签不能为空' : undefined}
          onChange={(event) => onChange({ label: event.target.value })}
        />
        <TextField
          label="字段名"
          size="small"
          required
          fullWidth
          value={field.field}
          error={!!nameError}
          helperText={nameError ?? '提交时的变量名'}
          onChange={(event) => onChange({ field: event.target.value.trim() })}
        />
        {field.type !== 'switch' && (
          <FormControlLabel
            control={
              <Switch
                checked={field.required}
                onChange={(event) => onChange({ required: event.target.checked })}
              />
            }
            label="必填"
          />
        )}
        {WITH_PLACEHOLDER.includes(field.type) && (
          <TextField
            label="占位提示"
            size="small"
            fullWidth
            value={field.placeholder ?? ''}
            onChange={(event) => onChange({ placeholder: event.target.value || undefined })}
          />
        )}
        {field.type !== 'upload' && (
          <Box>
            <FormLabel
              id={`${defaultId}-label`}
              htmlFor={`${defaultId}-input`}
              sx={{ fontSize: 12, display: 'block', mb: 0.5 }}
            >
              默认值
            </FormLabel>
            <FieldControl
              field={{ ...field, required: false }}
              value={normalizeFieldValue(field, field.defaultValue)}
              onChange={(value) =>
                onChange({ defaultValue: isEmptyFieldValue(field.type, value) ? undefined : value })
              }
              size="small"
              inputId={`${defaultId}-input`}
              labelId={`${defaultId}-label`}
            />
          </Box>
        )}
      </Section>

      {isChoiceType(field.type) && (
        <Section title="选项">
          <OptionsEditor
            options={field.options ?? []}
            onChange={(options) => onChange({ options })}
            error={optionsProblem(field)}
          />
        </Section>
      )}

      {TEXT_TYPES.includes(field.type) && (
        <Section title="校验">
          <Box sx={{ display: 'flex', gap: 1 }}>
            <OptionalNumberField
              label="最小长度"
              integer
              min={0}
              value={rules.minLength}
              onChange={(minLength) => setRule({ minLength })}
            />
            <OptionalNumberField
              label="最大长度"
              integer
              min={0}
              value={rules.maxLength}
              onChange={(maxLength) => setRule({ maxLength })}
            />
          </Box>
          <TextField
            label="正则表达式"
            size="small"
            fullWidth
            placeholder="例如 ^1\d{10}$"
            value={rules.pattern ?? ''}
            error={ruleError === '正则表达式无效'}
            onChange={(event) => setRule({ pattern: event.target.value || undefined })}
          />
          <RuleMessage value={rules.message} onChange={(message) => setRule({ message })} />
          {ruleError && <RuleError text={ruleError} />}
        </Section>
      )}

      {field.type === 'number' && (
        <Section title="校验">
          <Box sx={{ display: 'flex', gap: 1 }}>
            <OptionalNumberField
              label="最小值"
              value={rules.min}
              onChange={(min) => setRule({ min })}
            />
            <OptionalNumberField
              label="最大值"
              value={rules.max}
              onChange={(max) => setRule({ max })}
            />
          </Box>
          <OptionalNumberField
            label="步长"
            min={0}
            value={field.step}
            onChange={(step) =>
              onChange({ step: step !== undefined && step > 0 ? step : undefined })
            }
          />
          <RuleMessage value={rules.message} onChange={(message) => setRule({ message })} />
          {ruleError && <RuleError text={ruleError} />}
        </Section>
      )}

      {field.type === 'checkbox' && (
        <Section title="校验">
          <Box sx={{ display: 'flex', gap: 1 }}>
            <OptionalNumberField
              label="最少选择"
              integer
              min={0}
              value={rules.min}
              onChange={(min) => setRule({ min })}
            />
            <OptionalNumberField
              label="最多选择"
              integer
              min={0}
              value={rules.max}
              onChange={(max) => setRule({ max })}
            />
          </Box>
          <RuleMessage value={rules.message} onChange={(message) => setRule({ message })} />
          {ruleError && <RuleError text={ruleError} />}
        </Section>
      )}

      {field.type === 'upload' && (
        <Section title="上传">
          <TextField
            label="文件类型"
            size="small"
            fullWidth
            placeholder="例如 .pdf,image/*"
            value={field.accept ?? ''}
            onChange={(event) => onChange({ accept: event.target.value || undefined })}
          />
          <OptionalNumberField
            label="最大数量"
            integer
            min={1}
            value={field.maxCount}
            helperText="不填则不限"
            onChange={(maxCount) =>
              onChange({ maxCount: maxCount !== undefined && maxCount > 0 ? maxCount : undefined })
            }
          />
        </Section>
      )}
    </Box>
  )
}

function RuleMessage({
  value,
  onChange,
}: {
  value: string | undefined
  onChange: (value: string | undefined) => void
}) {
  return (
    <TextField
      label="校验提示"
      size="small"
      fullWidth
      placeholder="不填则用默认提示"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
    />
  )
}

function RuleError({ text }: { text: string }) {
  return (
    <Typography role="alert" variant="caption" color="error">
      {text}
    </Typography>
  )
}
