import Typography from '@mui/material/Typography'
import { FormDialog, type FormFieldDef } from '@/shared/list-kit'
import { useCreateModelMutation } from '@/shared/bpm/model-api'
import {
  createModelSchema,
  EMPTY_CREATE_FORM,
  toModelCreate,
  type CreateModelForm,
} from '../model/model-forms'

const fields: FormFieldDef<CreateModelForm>[] = [
  { kind: 'text', name: 'key', label: '流程标识', required: true },
  { kind: 'text', name: 'name', label: '流程名称', required: true },
  { kind: 'text', name: 'description', label: '流程描述', rows: 3 },
]

export interface ModelCreateDialogProps {
  open: boolean
  onClose: () => void
}

/** 新建流程: a model with a key, a name and a description; its diagram is drawn later. */
export function ModelCreateDialog({ open, onClose }: ModelCreateDialogProps) {
  const [createModel] = useCreateModelMutation()
  return (
    <FormDialog
      open={open}
      title="新建流程"
      schema={createModelSchema}
      defaultValues={EMPTY_CREATE_FORM}
      fields={fields}
      successMessage="新增成功"
      onSubmit={(values) => createModel(toModelCreate(values)).unwrap()}
      onClose={onClose}
    >
      {() => (
        <Typography variant="body2" color="warning.main" sx={{ pl: 14 }}>
          新建后，流程标识不可修改！
        </Typography>
      )}
    </FormDialog>
  )
}
