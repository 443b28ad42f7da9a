import { useMemo } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { DICT_TYPE, useDictOptions } from '@/shared/dict'
import type { FormFieldDef } from '@/shared/list-kit'
import { TreeSelectField } from '@/shared/tree'
import { MENU_TYPE } from '@/shared/wire/menu'
import { SCENE_ADMIN } from '@/shared/wire/infra-codegen'
import type { MenuSimpleItem } from '../../model/codegen-types'
import type { EditFormValues } from '../../model/edit-form'
import { FieldGrid } from './field-grid'

const NAME_FIELDS: FormFieldDef<EditFormValues>[] = [
  { kind: 'text', name: 'table.moduleName', label: '模块名', required: true },
  { kind: 'text', name: 'table.businessName', label: '业务名', required: true },
  { kind: 'text', name: 'table.className', label: '类名称', required: true },
  { kind: 'text', name: 'table.classComment', label: '类描述', required: true },
]

export interface GenerateInfoTabProps {
  form: UseFormReturn<EditFormValues>
  menus: readonly MenuSimpleItem[]
}

/** 生成信息: template, front type, scene, parent menu and the generated names. */
export function GenerateInfoTab({ form, menus }: GenerateInfoTabProps) {
  const templates = useDictOptions(DICT_TYPE.INFRA_CODEGEN_TEMPLATE_TYPE, 'number')
  const frontTypes = useDictOptions(DICT_TYPE.INFRA_CODEGEN_FRONT_TYPE, 'number')
  const scenes = useDictOptions(DICT_TYPE.INFRA_CODEGEN_SCENE, 'number')
  const scene = useWatch({ control: form.control, name: 'table.scene' })
  // A generated screen hangs under a directory or a menu, never under a button.
  const parents = useMemo(() => menus.filter((menu) => menu.type !== MENU_TYPE.BUTTON), [menus])
  const fields: FormFieldDef<EditFormValues>[] = [
    {
      kind: 'select',
      name: 'table.templateType',
      label: '生成模板',
      required: true,
      options: templates,
    },
    {
      kind: 'select',
      name: 'table.frontType',
      label: '前端类型',
      required: true,
      options: frontTypes,
    },
    { kind: 'select', name: 'table.scene', label: '生成场景', required: true, options: scenes },
    {
      kind: 'custom',
      name: 'table.parentMenuId',
      label: '上级菜单',
      required: scene === SCENE_ADMIN,
      render: (bound) => (
        <TreeSelectField
          form={bound}
          name="table.parentMenuId"
          label="上级菜单"
          nodes={parents}
          helperText="分配到指定菜单下，例如 系统管理"
        />
      ),
    },
    ...NAME_FIELDS,
  ]
  return <FieldGrid form={form} fields={fields} />
}
