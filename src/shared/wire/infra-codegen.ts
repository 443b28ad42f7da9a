import { z } from 'zod'
import { epochMs, id, nullableId, nullableText } from './common'
import { optionalText, requiredBoolean, requiredInt, requiredText } from './fields'

// 代码生成: /infra/codegen/* (docs/codegen.md, docs/admin-api.md#data-sources-and-code-generation).

/** 单表（增删改查）: the only template the generator writes. */
export const TEMPLATE_TYPE_ONE = 1
/** React MUI 标准模版: this product's own stack, the only front type the generator writes. */
export const FRONT_TYPE_REACT_MUI = 50
/** 管理后台: generated screens hang under a parent menu. */
export const SCENE_ADMIN = 1
export const SCENE_APP = 2

/** 查询方式 of a column. */
export const LIST_CONDITIONS = ['=', '!=', '>', '>=', '<', '<=', 'LIKE', 'BETWEEN'] as const
export type ListCondition = (typeof LIST_CONDITIONS)[number]

/** 显示类型 of a column (the names the generator and the edit page agree on). */
export const HTML_TYPES = [
  'input',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'datetime',
  'imageUpload',
  'fileUpload',
  'editor',
] as const
export type HtmlType = (typeof HTML_TYPES)[number]

/** 属性类型: the Java names the production server shows; the generator maps them to TypeScript. */
export const JAVA_TYPES = [
  'Long',
  'Integer',
  'String',
  'Boolean',
  'BigDecimal',
  'Double',
  'LocalDateTime',
  'byte[]',
] as const
export type JavaType = (typeof JAVA_TYPES)[number]

/** An item of table/page and detail's `table`. */
export const codegenTableItem = z.object({
  id,
  dataSourceConfigId: z.number().int(),
  scene: z.number().int(),
  tableName: z.string(),
  tableComment: z.string(),
  remark: nullableText,
  moduleName: z.string(),
  businessName: z.string(),
  className: z.string(),
  classComment: z.string(),
  author: z.string(),
  templateType: z.number().int(),
  frontType: z.number().int(),
  parentMenuId: nullableId,
  createTime: epochMs,
  updateTime: epochMs,
})

/** A column of detail. */
export const codegenColumnItem = z.object({
  id,
  tableId: z.number().int(),
  columnName: z.string(),
  dataType: z.string(),
  columnComment: z.string(),
  nullable: z.boolean(),
  primaryKey: z.boolean(),
  autoIncrement: z.boolean(),
  ordinalPosition: z.number().int(),
  javaType: z.string(),
  javaField: z.string(),
  dictType: z.string(),
  example: z.string(),
  createOperation: z.boolean(),
  updateOperation: z.boolean(),
  listOperation: z.boolean(),
  listOperationCondition: z.string(),
  listOperationResult: z.boolean(),
  htmlType: z.string(),
  createTime: epochMs,
})

/** GET detail?tableId */
export const codegenDetail = z.object({
  table: codegenTableItem,
  columns: z.array(codegenColumnItem),
})

/** An item of db/table/list: a table of the data source not imported yet. */
export const codegenDbTableItem = z.object({ name: z.string(), comment: z.string() })

/** An item of preview: one generated file, its path relative to the repository root. */
export const codegenPreviewFile = z.object({ filePath: z.string(), code: z.string() })

/** Query of db/table/list. */
export const codegenDbTableQuery = z.object({
  dataSourceConfigId: requiredInt('数据源配置的编号'),
  name: optionalText('表名称', 100),
  comment: optionalText('表描述', 500),
})

/** Body of POST create-list. */
export const codegenCreateList = z.object({
  dataSourceConfigId: requiredInt('数据源配置的编号'),
  tableNames: z
    .array(z.string({ error: '表名数组必须是字符串' }), { error: '表名数组不能为空' })
    .min(1, '表名数组不能为空'),
})

/** Filters of table/page (besides `createTime[0]/[1]`). */
export const codegenTableFilters = {
  tableName: optionalText('表名称', 100),
  tableComment: optionalText('表描述', 500),
  className: optionalText('实体', 100),
}

export const PARENT_MENU_REQUIRED = '上级菜单不能为空，请选择上级菜单'

/** `table` of PUT update (基本信息 and 生成信息). */
export const codegenTableSave = z
  .object({
    id: requiredInt('编号'),
    scene: requiredInt('生成场景'),
    tableName: requiredText('表名称', 100),
    tableComment: requiredText('表描述', 500),
    remark: optionalText('备注', 500),
    moduleName: requiredText('模块名', 50),
    businessName: requiredText('业务名', 50),
    className: requiredText('类名称', 100),
    classComment: requiredText('类描述', 100),
    author: requiredText('作者', 50),
    templateType: requiredInt('模板类型'),
    frontType: requiredInt('前端类型'),
    parentMenuId: z.preprocess(
      (v) => (v === '' ? null : v),
      z.number({ error: '上级菜单编号必须是整数' }).int().nullish(),
    ),
  })
  .refine((t) => t.scene !== SCENE_ADMIN || (t.parentMenuId ?? 0) > 0, {
    message: PARENT_MENU_REQUIRED,
    path: ['parentMenuId'],
  })

/** One of `columns` of PUT update (字段信息); 字段列名 and 物理类型 are read-only and ignored. */
export const codegenColumnSave = z.object({
  id: requiredInt('字段编号'),
  columnComment: requiredText('字段描述', 500),
  javaType: z.enum(JAVA_TYPES, { error: '属性类型不正确' }),
  javaField: requiredText('属性名', 100).refine(
    (s) => /^[a-z][A-Za-z0-9]*$/.test(s),
    '属性名必须以小写字母开头，只含字母和数字',
  ),
  dictType: z.preprocess((v) => v ?? '', z.string().max(100)),
  example: z.preprocess((v) => v ?? '', z.string().max(100)),
  nullable: requiredBoolean('允许空'),
  createOperation: requiredBoolean('插入'),
  updateOperation: requiredBoolean('编辑'),
  listOperation: requiredBoolean('查询'),
  listOperationCondition: z.enum(LIST_CONDITIONS, { error: '查询方式不正确' }),
  listOperationResult: requiredBoolean('列表'),
  htmlType: z.enum(HTML_TYPES, { error: '显示类型不正确' }),
})

/** Body of PUT update. */
export const codegenUpdate = z.object({
  table: codegenTableSave,
  columns: z.array(codegenColumnSave, { error: '字段定义不能为空' }).min(1, '字段定义不能为空'),
})

export type CodegenTableItem = z.output<typeof codegenTableItem>
export type CodegenColumnItem = z.output<typeof codegenColumnItem>
export type CodegenDetail = z.output<typeof codegenDetail>
export type CodegenDbTableItem = z.output<typeof codegenDbTableItem>
export type CodegenPreviewFile = z.output<typeof codegenPreviewFile>
export type CodegenCreateList = z.output<typeof codegenCreateList>
export type CodegenTableSave = z.output<typeof codegenTableSave>
export type CodegenColumnSave = z.output<typeof codegenColumnSave>
export type CodegenUpdate = z.output<typeof codegenUpdate>
