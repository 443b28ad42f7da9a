import { useId, useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import { popup } from '@/shared/ui/popups'
import { FormField } from './form-fields'
import type { FormFieldDef } from './form-field-types'

/** What a user types into or picks from: MUI's visible inputs, selects and comboboxes. */
const FIELD_SELECTOR = [
  'input:not([type="hidden"]):not([disabled]):not([readonly]):not([tabindex="-1"]):not([aria-hidden="true"])',
  'textarea:not([disabled]):not([readonly]):not([aria-hidden="true"])',
  '[role="combobox"]:not(input)[tabindex="0"]',
].join(', ')

/**
 * Focuses the dialog's first field as its content appears (before the dialog's focus trap would
 * focus the dialog itself), so a keyboard user types at once.
 */
function focusFirstField(content: HTMLElement | null) {
  content?.querySelector<HTMLElement>(FIELD_SELECTOR)?.focus()
}

export interface FormDialogProps<TIn extends FieldValues, TOut> {
  open: boolean
  title: string
  /** Validates and converts the typed values; its messages show under the fields. */
  schema: z.ZodType<TOut, TIn>
  /** The values the form starts with (read when the dialog opens). */
  defaultValues: DefaultValues<TIn>
  /** Declared fields, rendered in order. */
  fields?: readonly FormFieldDef<TIn>[]
  /** Free-form content after the declared fields. */
  children?: (form: UseFormReturn<TIn>) => ReactNode
  /**
   * Saves the values; must reject when the server refuses (the HTTP kernel has already shown the
   * server's message), which keeps the dialog open with the typed input.
   */
  onSubmit: (values: TOut) => Promise<unknown>
  /** Toast after a successful save, e.g. '新增成功' / '修改成功'. */
  successMessage: string
  onClose: () => void
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg'
  /** An exact width in px instead of `maxWidth` (the screen's narrower on a phone). */
  width?: number
}

/**
 * An add / edit dialog with react-hook-form + zod. Its first field has focus when it opens. It never
 * closes on an outside click, and not on Escape once there is typed input or while saving; 取消
 * closes it.
 */
export function FormDialog<TIn extends FieldValues, TOut>(props: FormDialogProps<TIn, TOut>) {
  // A new form per opening, so each opening starts from its own default values; closing keeps the
  // same instance so the exit transition still plays.
  const [session, setSession] = useState(0)
  const [wasOpen, setWasOpen] = useState(props.open)
  if (props.open !== wasOpen) {
    setWasOpen(props.open)
    if (props.open) setSession((count) => count + 1)
  }
  return <FormDialogSession key={session} {...props} />
}

function FormDialogSession<TIn extends FieldValues, TOut>({
  open,
  title,
  schema,
  defaultValues,
  fields = [],
  children,
  onSubmit,
  successMessage,
  onClose,
  maxWidth = 'sm',
  width,
}: FormDialogProps<TIn, TOut>) {
  const titleId = useId()
  const form = useForm<TIn, unknown, TOut>({
    defaultValues,
    resolver: zodResolver(schema),
  })
  const { isSubmitting, isDirty } = form.formState

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values)
    } catch {
      // Refused by the server: its message is already on screen; keep the input for a retry.
      return
    }
    popup.message.success(successMessage)
    onClose()
  })

  // Fields render with the form typed by its input values; the output type only matters to submit.
  const inputForm = form as unknown as UseFormReturn<TIn>

  return (
    <Dialog
      open={open}
      fullWidth
      maxWidth={width ? false : maxWidth}
      slotProps={width ? { paper: { sx: { maxWidth: width } } } : undefined}
      aria-labelledby={titleId}
      onClose={(_event, reason) => {
        // Never on an outside click; Escape only while nothing would be lost.
        if (reason === 'escapeKeyDown' && !isSubmitting && !isDirty) onClose()
      }}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent
          ref={focusFirstField}
          dividers
          sx={{ display: 'flex', flexDirection: 'column', gap: 2.25 }}
        >
          {fields.map((field) => (
            <FormField key={field.name} field={field} form={inputForm} />
          ))}
          {children?.(inputForm)}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            确定
          </Button>
          <Button type="button" variant="outlined" disabled={isSubmitting} onClick={onClose}>
            取消
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  )
}
