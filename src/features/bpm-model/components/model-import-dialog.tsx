import { useId } from 'react'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { FormDialog, FormFieldRow, type FormFieldDef } from '@/shared/list-kit'
import { useImportModelMutation } from '@/shared/bpm/model-api'
import { EMPTY_IMPORT_FORM, importModelSchema, type ImportModelForm } from '../model/model-forms'
import { BpmnFileField } from './bpmn-file-field'

const fields: FormFieldDef<ImportModelForm>[] = [
  { kind: 'text', name: 'key', label: '流程标识', required: true },
  { kind: 'text', name: 'name', label: '流程名称', required: true },
  { kind: 'text', name: 'description', label: '流程描述', rows: 3 },
]

export interface ModelImportDialogProps {
  open: boolean
  onClose: () => void
}

/** 导入流程: a new model whose diagram is a .bpmn / .xml file (sent as multipart bpmnFile). */
export function ModelImportDialog({ open, onClose }: ModelImportDialogProps) {
  const [importModel] = useImportModelMutation()
  return (
    <FormDialog
      open={open}
      title="导入流程"
      schema={importModelSchema}
      defaultValues={EMPTY_IMPORT_FORM}
      fields={fields}
      successMessage="导入流程成功"
      onSubmit={(values) => importModel(values).unwrap()}
      onClose={onClose}
    >
      {(form) => <FileRow form={form} />}
    </FormDialog>
  )
}

function FileRow({ form }: { form: UseFormReturn<ImportModelForm> }) {
  const labelId = useId()
  return (
    <FormFieldRow label="流程文件" labelId={labelId} required>
      <Controller
        control={form.control}
        name="file"
        render={({ field, fieldState }) => (
          <BpmnFileField
            file={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </FormFieldRow>
  )
}
