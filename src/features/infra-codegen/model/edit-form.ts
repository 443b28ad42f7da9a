import { z } from 'zod'
import {
  HTML_TYPES,
  JAVA_TYPES,
  LIST_CONDITIONS,
  PARENT_MENU_REQUIRED,
  SCENE_ADMIN,
} from '@/shared/wire/infra-codegen'
import type {
  CodegenColumnItem,
  CodegenDetail,
  CodegenTableItem,
  CodegenUpdate,
} from './codegen-types'

const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label}不能为空`).max(max, `${label}长度不能超过${max}个字符`)

/** 显示类型 labels, as the production console named them. */
export const HTML_TYPE_LABELS: Record<(typeof HTML_TYPES)[number], string> = {
  input: '文本框',
  textarea: '文本域',
  select: '下拉框',
  radio: '单选框',
  checkbox: '复选框',
  datetime: '日期控件',
  imageUpload: '图片上传',
  fileUpload: '文件上传',
  editor: '富文本控件',
}

export const columnFormSchema = z.object({
  id: z.number(),
  columnComment: required('字段描述', 500),
  javaType: z.enum(JAVA_TYPES, { error: '属性类型不正确' }),
  javaField: required('属性名', 100).regex(
    /^[a-z][A-Za-z0-9]*$/,
    '属性名必须以小写字母开头，只含字母和数字',
  ),
  createOperation: z.boolean(),
  updateOperation: z.boolean(),
  listOperationResult: z.boolean(),
  listOperation: z.boolean(),
  listOperationCondition: z.enum(LIST_CONDITIONS, { error: '查询方式不正确' }),
  nullable: z.boolean(),
  htmlType: z.enum(HTML_TYPES, { error: '显示类型不正确' }),
  dictType: z.string().max(100),
  example: z.string().max(100, '示例长度不能超过100个字符'),
})

export const tableFormSchema = z
  .object({
    id: z.number(),
    tableName: required('表名称', 100),
    tableComment: required('表描述', 500),
    className: required('实体类名称', 100),
    author: required('作者', 50),
    remark: z.string().max(500, '备注长度不能超过500个字符'),
    templateType: z.number({ error: '生成模板不能为空' }),
    frontType: z.number({ error: '前端类型不能为空' }),
    scene: z.number({ error: '生成场景不能为空' }),
    parentMenuId: z.number().nullable(),
    moduleName: required('模块名', 50),
    businessName: required('业务名', 50),
    classComment: required('类描述', 100),
  })
  .refine((table) => table.scene !== SCENE_ADMIN || (table.parentMenuId ?? 0) > 0, {
    message: PARENT_MENU_REQUIRED,
    path: ['parentMenuId'],
  })

export const editFormSchema = z.object({
  table: tableFormSchema,
  columns: z.array(columnFormSchema),
})

export type ColumnFormValues = z.input<typeof columnFormSchema>
export type EditFormValues = z.input<typeof editFormSchema>
export type EditFormOutput = z.output<typeof editFormSchema>

/** The tabs, in the order 提交 checks them. */
export const EDIT_TABS = ['basic', 'columns', 'generate'] as const
export type EditTab = (typeof EDIT_TABS)[number]

/** Which tab shows each field of `table` (类名称 shows on two tabs: the first one wins). */
const BASIC_FIELDS = new Set(['tableName', 'tableComment', 'className', 'author', 'remark'])

/** The first tab holding an error, in the tabs' order, or null. */
export function firstTabWithError(errors: {
  table?: Partial<Record<string, unknown>>
  columns?: unknown
}): EditTab | null {
  const tableKeys = Object.keys(errors.table ?? {})
  if (tableKeys.some((key) => BASIC_FIELDS.has(key))) return 'basic'
  if (errors.columns) return 'columns'
  if (tableKeys.length > 0) return 'generate'
  return null
}

function columnValues(column: CodegenColumnItem): ColumnFormValues {
  return {
    id: column.id,
    columnComment: column.columnComment,
    // The server may hold a type this form does not offer; the select then asks for one.
    javaType: column.javaType as ColumnFormValues['javaType'],
    javaField: column.javaField,
    createOperation: column.createOperation,
    updateOperation: column.updateOperation,
    listOperationResult: column.listOperationResult,
    listOperation: column.listOperation,
    listOperationCondition:
      column.listOperationCondition as ColumnFormValues['listOperationCondition'],
    nullable: column.nullable,
    htmlType: column.htmlType as ColumnFormValues['htmlType'],
    dictType: column.dictType ?? '',
    example: column.example ?? '',
  }
}

function tableValues(table: CodegenTableItem): EditFormValues['table'] {
  return {
    id: table.id,
    tableName: table.tableName,
    tableComment: table.tableComment,
    className: table.className,
    author: table.author,
    remark: table.remark ?? '',
    templateType: table.templateType,
    frontType: table.frontType,
    scene: table.scene,
    parentMenuId: table.parentMenuId ?? null,
    moduleName: table.moduleName,
    businessName: table.businessName,
    classComment: table.classComment,
  }
}

export function editFormValues(detail: CodegenDetail): EditFormValues {
  return { table: tableValues(detail.table), columns: detail.columns.map(columnValues) }
}

/** The PUT update body (字段列名 and 物理类型 are the server's and not sent). */
export function updateBodyOf(values: EditFormOutput): CodegenUpdate {
  const { remark, parentMenuId, ...table } = values.table
  return {
    table: {
      ...table,
      remark: remark.trim() === '' ? undefined : remark,
      parentMenuId,
    },
    columns: values.columns,
  }
}
