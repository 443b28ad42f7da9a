import { z } from 'zod'
import type { BpmModelCreate, BpmModelDetail, BpmModelUpdate } from '@/shared/bpm/bpm-types'
import { FORM_TYPE_BUSINESS, FORM_TYPE_PROCESS } from './bpm-model-constants'

/**
 * A process key must be an XML name, since it becomes the process element's id: a
 * letter or underscore, then letters, digits, '-', '_', '.' or '$'. Same rule as the server.
 */
export const PROCESS_KEY_PATTERN = /^[a-zA-Z_][-_.0-9a-zA-Z$]*$/
export const PROCESS_KEY_FORMAT_MESSAGE =
  '流程标识格式不正确，需要以字母或下划线开头，后接任意字母、数字、中划线、下划线、句点！'

const processKey = z
  .string()
  .trim()
  .min(1, '流程标识不能为空')
  .regex(PROCESS_KEY_PATTERN, PROCESS_KEY_FORMAT_MESSAGE)
const processName = z.string().trim().min(1, '流程名称不能为空')
const description = z.string().transform((text) => text.trim() || undefined)

/** 新建流程: key, name, description. */
export const createModelSchema = z.object({ key: processKey, name: processName, description })

export type CreateModelForm = z.input<typeof createModelSchema>
export const EMPTY_CREATE_FORM: CreateModelForm = { key: '', name: '', description: '' }

/** Accepted diagram files of 导入流程. */
export const BPMN_FILE_ACCEPT = '.bpmn,.xml'
export const BPMN_FILE_REQUIRED_MESSAGE = '请选择要导入的 .bpmn 或 .xml 文件'
export const BPMN_FILE_TYPE_MESSAGE = '只能导入 .bpmn 或 .xml 文件'

/** 导入流程: the create fields plus the diagram file. */
export const importModelSchema = z.object({
  key: processKey,
  name: processName,
  description,
  file: z
    .custom<File | null>((value) => value === null || value instanceof File)
    .refine((file): file is File => file !== null, BPMN_FILE_REQUIRED_MESSAGE)
    .refine((file) => file !== null && /\.(bpmn|xml)$/i.test(file.name), BPMN_FILE_TYPE_MESSAGE),
})

export type ImportModelForm = z.input<typeof importModelSchema>
export const EMPTY_IMPORT_FORM: ImportModelForm = { key: '', name: '', description: '', file: null }

/** What the create call takes from the create form's output. */
export function toModelCreate(values: z.output<typeof createModelSchema>): BpmModelCreate {
  return { key: values.key, name: values.name, description: values.description }
}

/** 修改流程: the model's settings; its key never changes. '' stands for "none" in selects. */
export const editModelSchema = z
  .object({
    id: z.string(),
    key: z.string(),
    name: processName,
    description: z.string(),
    category: z.string().min(1, '流程分类不能为空'),
    formType: z.union([z.number(), z.literal('')]),
    formId: z.union([z.number(), z.literal('')]),
    formCustomCreatePath: z.string(),
    formCustomViewPath: z.string(),
  })
  .superRefine((values, context) => {
    if (values.formType === FORM_TYPE_PROCESS && values.formId === '') {
      context.addIssue({ code: 'custom', path: ['formId'], message: '流程表单不能为空' })
    }
    if (values.formType === FORM_TYPE_BUSINESS) {
      if (!values.formCustomCreatePath.trim()) {
        context.addIssue({
          code: 'custom',
          path: ['formCustomCreatePath'],
          message: '表单提交路由不能为空',
        })
      }
      if (!values.formCustomViewPath.trim()) {
        context.addIssue({
          code: 'custom',
          path: ['formCustomViewPath'],
          message: '表单查看路由不能为空',
        })
      }
    }
  })
  .transform((values): BpmModelUpdate => {
    const formType =
      values.formType === FORM_TYPE_PROCESS || values.formType === FORM_TYPE_BUSINESS
        ? values.formType
        : null
    // Only the chosen form type's settings are kept; the others are cleared on the server.
    return {
      id: values.id,
      name: values.name,
      description: values.description.trim() || null,
      category: values.category,
      formType,
      formId: formType === FORM_TYPE_PROCESS && values.formId !== '' ? values.formId : null,
      formCustomCreatePath:
        formType === FORM_TYPE_BUSINESS ? values.formCustomCreatePath.trim() : null,
      formCustomViewPath: formType === FORM_TYPE_BUSINESS ? values.formCustomViewPath.trim() : null,
    }
  })

export type EditModelForm = z.input<typeof editModelSchema>

/** Values of the edit form before it is first opened (never submitted: it opens loaded). */
export const EMPTY_EDIT_FORM: EditModelForm = {
  id: '',
  key: '',
  name: '',
  description: '',
  category: '',
  formType: '',
  formId: '',
  formCustomCreatePath: '',
  formCustomViewPath: '',
}

/** The edit form's values for a model loaded with get?id. */
export function toEditForm(model: BpmModelDetail): EditModelForm {
  return {
    id: model.id,
    key: model.key,
    name: model.name,
    description: model.description ?? '',
    category: model.category ?? '',
    formType: model.formType ?? '',
    formId: model.formId ?? '',
    formCustomCreatePath: model.formCustomCreatePath ?? '',
    formCustomViewPath: model.formCustomViewPath ?? '',
  }
}
