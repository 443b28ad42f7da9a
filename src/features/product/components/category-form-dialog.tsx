import { useId, useMemo } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { DICT_TYPE } from '@/shared/dict'
import { ImageUploadFormField } from '@/shared/image-upload'
import {
  CrudFormDialog,
  FormField,
  FormFieldRow,
  type CrudDialog,
  type FormFieldDef,
} from '@/shared/list-kit'
import { TreeSelectField } from '@/shared/tree'
import { useGetCategoryListQuery } from '../api/product-api'
import {
  categoryForm,
  categoryImageHint,
  EMPTY_CATEGORY,
  type CategoryFormValues,
} from '../model/category-form'
import { TOP_CATEGORY_ID, type CategorySave } from '../model/product-types'

type Field = FormFieldDef<CategoryFormValues>
const nameField: Field = { kind: 'text', name: 'name', label: '分类名称', required: true }
const restFields: Field[] = [
  { kind: 'number', name: 'sort', label: '分类排序', required: true, min: 0 },
  { kind: 'dictRadio', name: 'status', label: '状态', dictType: DICT_TYPE.COMMON_STATUS },
  { kind: 'text', name: 'description', label: '分类描述', rows: 3, placeholder: '请输入内容' },
]

const NO_FILTER = {}

function CategoryFormFields({ form }: { form: UseFormReturn<CategoryFormValues> }) {
  const id = useId()
  const [selfId, parentId] = useWatch({ control: form.control, name: ['id', 'parentId'] })
  const { data: categories = [] } = useGetCategoryListQuery(NO_FILTER)
  // Two levels at most: only a top-level category can hold others, and never itself.
  const parents = useMemo(
    () => categories.filter((category) => category.parentId === TOP_CATEGORY_ID),
    [categories],
  )
  const disabledIds = useMemo(() => (selfId === undefined ? undefined : [selfId]), [selfId])
  const top = parentId === null || parentId === TOP_CATEGORY_ID
  return (
    <>
      <FormFieldRow label="上级分类" labelId={`${id}-parent`} required>
        <TreeSelectField
          form={form}
          name="parentId"
          label="上级分类"
          nodes={parents}
          rootOption={{ label: '顶级分类' }}
          disabledIds={disabledIds}
        />
      </FormFieldRow>
      <FormField field={nameField} form={form} />
      <FormFieldRow label="分类图片" labelId={`${id}-pic`} required>
        <ImageUploadFormField
          form={form}
          name="picUrl"
          label="分类图片"
          hint={categoryImageHint(parentId)}
          width={top ? 200 : 100}
          height={100}
        />
      </FormFieldRow>
      {restFields.map((field) => (
        <FormField key={field.name} field={field} form={form} />
      ))}
    </>
  )
}

export interface CategoryFormDialogProps {
  dialog: CrudDialog<CategoryFormValues>
  onSave: (category: CategorySave) => Promise<unknown>
}

/** 添加分类 / 修改分类. */
export function CategoryFormDialog({ dialog, onSave }: CategoryFormDialogProps) {
  return (
    <CrudFormDialog<CategoryFormValues, CategorySave>
      dialog={dialog}
      emptyValues={EMPTY_CATEGORY}
      schema={categoryForm}
      onSubmit={onSave}
    >
      {(form) => <CategoryFormFields form={form} />}
    </CrudFormDialog>
  )
}
