import { useEffect, useId, useMemo } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm, type Resolver } from 'react-hook-form'
import { FieldControl } from './controls/field-control'
import { initialFormValues } from './field-values'
import {
  DEFAULT_FORM_CONF,
  type FormConf,
  type FormFieldDefinition,
  type FormFieldType,
  type FormValues,
} from './form-definition'
import { FormFieldRow } from './form-field-row'
import { buildFormSchema } from './form-schema'

/** Types whose row label points at one focusable input (the others are named groups). */
const LABEL_FOR_INPUT: ReadonlySet<FormFieldType> = new Set<FormFieldType>([
  'input',
  'textarea',
  'number',
  'date',
  'daterange',
  'time',
  'switch',
  'user',
])

export function labelsInput(type: FormFieldType): boolean {
  return LABEL_FOR_INPUT.has(type)
}

export interface FormRendererProps {
  fields: readonly FormFieldDefinition[]
  conf?: FormConf
  /** Starting values by field name (e.g. process variables); default values fill the rest. */
  value?: FormValues | null
  /** Receives the valid values, one per field. A rejected promise keeps the form as typed. */
  onSubmit?: (values: FormValues) => void | Promise<void>
  /** Shows the values without letting them change, and no buttons. */
  readOnly?: boolean
  /** Text of the submit button (default '提交'). */
  submitText?: string
  /** Accessible name of the form. */
  label?: string
}

/**
 * A process form drawn from its definitions: one labelled control per field, validated by the
 * schema `buildFormSchema` derives ('<label>不能为空', the field's rules and messages).
 */
export function FormRenderer({
  fields,
  conf = DEFAULT_FORM_CONF,
  value,
  onSubmit,
  readOnly = false,
  submitText = '提交',
  label,
}: FormRendererProps) {
  const baseId = useId()
  const schema = useMemo(() => buildFormSchema(fields), [fields])
  const defaults = useMemo(() => initialFormValues(fields, value), [fields, value])
  // Callers often pass a fresh `value` object per render: reset only when the content changes.
  const defaultsKey = JSON.stringify(defaults)
  const form = useForm<FormValues>({
    defaultValues: defaults,
    // The schema's entries are `unknown` by design (shapes follow each field's type).
    resolver: zodResolver(schema) as Resolver<FormValues>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { reset } = form

  useEffect(() => {
    reset(JSON.parse(defaultsKey) as FormValues)
  }, [defaultsKey, reset])

  const submit = form.handleSubmit(async (values) => {
    if (!onSubmit) return
    const picked: FormValues = {}
    for (const field of fields) picked[field.field] = values[field.field]
    try {
      await onSubmit(picked)
    } catch {
      // The caller has shown why; the typed values stay.
    }
  })

  const showButtons = !!onSubmit && !readOnly

  return (
    <Box
      component="form"
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (showButtons) void submit(event)
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: conf.size === 'small' ? 2 : 2.5 }}
    >
      {fields.length === 0 && (
        <Box sx={{ color: 'text.secondary', textAlign: 'center', py: 3 }}>暂无表单字段</Box>
      )}
      {fields.map((field, index) => {
        const rowId = `${baseId}-${index}`
        return (
          <Controller
            key={field.id}
            control={form.control}
            name={field.field}
            render={({ field: bound, fieldState }) => (
              <FormFieldRow
                label={field.label}
                labelId={`${rowId}-label`}
                inputId={labelsInput(field.type) ? `${rowId}-input` : undefined}
                required={field.required && field.type !== 'switch'}
                conf={conf}
              >
                <FieldControl
                  field={field}
                  value={bound.value}
                  onChange={bound.onChange}
                  onBlur={bound.onBlur}
                  inputRef={bound.ref}
                  error={fieldState.error?.message}
                  disabled={readOnly}
                  size={conf.size}
                  inputId={`${rowId}-input`}
                  labelId={`${rowId}-label`}
                />
              </FormFieldRow>
            )}
          />
        )
      })}
      {showButtons && fields.length > 0 && (
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            pl: conf.labelPosition === 'top' ? 0 : `${conf.labelWidth + 12}px`,
          }}
        >
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {submitText}
          </Button>
          <Button variant="outlined" onClick={() => reset(JSON.parse(defaultsKey) as FormValues)}>
            重置
          </Button>
        </Box>
      )}
    </Box>
  )
}

export interface FormFieldViewProps {
  field: FormFieldDefinition
  conf?: FormConf
  /** Ids must be unique in the page. */
  idPrefix: string
}

/**
 * One field as the rendered form will show it, with its default value, for the designer's canvas.
 * It does not take input: the canvas is for arranging, the preview for trying.
 */
export function FormFieldView({ field, conf = DEFAULT_FORM_CONF, idPrefix }: FormFieldViewProps) {
  const value = initialFormValues([field])[field.field]
  return (
    // Inert and hidden from assistive technology alike: a picture of the field, not a control.
    <Box inert aria-hidden sx={{ pointerEvents: 'none' }}>
      <FormFieldRow
        label={field.label}
        labelId={`${idPrefix}-label`}
        required={field.required && field.type !== 'switch'}
        conf={conf}
      >
        <FieldControl
          field={field}
          value={value}
          onChange={() => undefined}
          size={conf.size}
          inputId={`${idPrefix}-input`}
          labelId={`${idPrefix}-label`}
        />
      </FormFieldRow>
    </Box>
  )
}
