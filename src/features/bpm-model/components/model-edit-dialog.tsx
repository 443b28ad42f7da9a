import { useMemo } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { DICT_TYPE, useDictOptions } from '@/shared/dict'
import { FormDialog, FormField, type FormFieldDef, type FormOption } from '@/shared/list-kit'
import { useGetFormSimpleListQuery } from '@/shared/bpm/form-api'
import { useUpdateModelMutation } from '@/shared/bpm/model-api'
import { FORM_TYPE_BUSINESS, FORM_TYPE_PROCESS } from '../model/bpm-model-constants'
import { EMPTY_EDIT_FORM, editModelSchema, type EditModelForm } from '../model/model-forms'

export interface ModelEditDialogProps {
  /** The model's values (loaded with get?id); null while closed. */
  values: EditModelForm | null
  onClose: () => void
}

function toOptions(options: readonly { label: string; value: string | number }[]): FormOption[] {
  return options.map(({ label, value }) => ({ label, value }))
}

/** 修改流程: name, description, category and the form the process starts with. */
export function ModelEditDialog({ values, onClose }: ModelEditDialogProps) {
  const [updateModel] = useUpdateModelMutation()
  const categories = useDictOptions(DICT_TYPE.BPM_MODEL_CATEGORY)
  const formTypes = useDictOptions(DICT_TYPE.BPM_MODEL_FORM_TYPE, 'number')

  const fields = useMemo<FormFieldDef<EditModelForm>[]>(
    () => [
      { kind: 'text', name: 'key', label: '流程标识', disabled: true },
      { kind: 'text', name: 'name', label: '流程名称', required: true },
      { kind: 'text', name: 'description', label: '流程描述', rows: 3 },
      {
        kind: 'select',
        name: 'category',
        label: '流程分类',
        required: true,
        options: toOptions(categories),
      },
      {
        kind: 'select',
        name: 'formType',
        label: '表单类型',
        clearable: true,
        placeholder: '暂无表单',
        options: toOptions(formTypes),
      },
    ],
    [categories, formTypes],
  )

  return (
    <FormDialog
      open={values !== null}
      title="修改流程"
      schema={editModelSchema}
      defaultValues={values ?? EMPTY_EDIT_FORM}
      fields={fields}
      successMessage="修改成功"
      onSubmit={(update) => updateModel(update).unwrap()}
      onClose={onClose}
    >
      {(form) => <FormSettings form={form} />}
    </FormDialog>
  )
}

/** The settings of the chosen form type: a process form to pick, or a business form's routes. */
function FormSettings({ form }: { form: UseFormReturn<EditModelForm> }) {
  const formType = useWatch({ control: form.control, name: 'formType' })
  const { data: forms = [] } = useGetFormSimpleListQuery(undefined, {
    skip: formType !== FORM_TYPE_PROCESS,
  })

  if (formType === FORM_TYPE_PROCESS) {
    const formOptions = forms.map((item) => ({ label: item.name, value: item.id }))
    return (
      <FormField
        form={form}
        field={{
          kind: 'select',
          name: 'formId',
          label: '流程表单',
          required: true,
          placeholder: '请选择流程表单',
          options: formOptions,
        }}
      />
    )
  }
  if (formType === FORM_TYPE_BUSINESS) {
    return (
      <>
        <FormField
          form={form}
          field={{
            kind: 'text',
            name: 'formCustomCreatePath',
            label: '表单提交路由',
            required: true,
            placeholder: '请输入表单提交路由，例如：/bpm/oa/leave/create',
          }}
        />
        <FormField
          form={form}
          field={{
            kind: 'text',
            name: 'formCustomViewPath',
            label: '表单查看路由',
            required: true,
            placeholder: '请输入表单查看路由，例如：/bpm/oa/leave/detail',
          }}
        />
      </>
    )
  }
  return null
}
