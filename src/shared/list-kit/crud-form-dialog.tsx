import type { DefaultValues, FieldValues } from 'react-hook-form'
import { FormDialog, type FormDialogProps } from './form-dialog'
import type { CrudDialog } from './use-crud-dialog'

export interface CrudFormDialogProps<TIn extends FieldValues, TOut> extends Omit<
  FormDialogProps<TIn, TOut>,
  'open' | 'title' | 'defaultValues' | 'successMessage' | 'onClose'
> {
  /** The screen's `useCrudDialog`: open state, title, values and success message. */
  dialog: CrudDialog<TIn>
  /** The form's values before the dialog was first opened. */
  emptyValues: TIn
}

/** A `FormDialog` driven by a `useCrudDialog` state. */
export function CrudFormDialog<TIn extends FieldValues, TOut>({
  dialog,
  emptyValues,
  ...formProps
}: CrudFormDialogProps<TIn, TOut>) {
  return (
    <FormDialog
      {...formProps}
      open={dialog.open}
      title={dialog.title}
      // A complete set of values is a valid (partial) default for react-hook-form.
      defaultValues={(dialog.values ?? emptyValues) as DefaultValues<TIn>}
      successMessage={dialog.successMessage}
      onClose={dialog.close}
    />
  )
}
