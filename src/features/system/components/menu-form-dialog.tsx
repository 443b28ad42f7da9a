import { useId, useMemo } from 'react'
import Box from '@mui/material/Box'
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form'
import { z } from 'zod'
import { DICT_TYPE } from '@/shared/dict'
import {
  CrudFormDialog,
  FormField,
  FormFieldRow,
  type CrudDialog,
  type FormFieldDef,
} from '@/shared/list-kit'
import { TreeSelectField } from '@/shared/tree'
import { useGetMenuListQuery } from '../api/menu-api'
import { MENU_TYPE, menuTypeProblems, type MenuItem, type MenuSave } from '../model/menu-types'
import { MenuIconPicker } from './menu-icon-picker'

/** What the dialog edits: every field of every type; `save` keeps the ones the type uses. */
export interface MenuFormValues {
  id?: number
  type: number
  parentId: number | null
  name: string
  icon: string
  path: string
  component: string
  componentName: string
  permission: string
  sort: number | null
  status: number
  visible: boolean
  keepAlive: boolean
  alwaysShow: boolean
}

export const EMPTY_MENU: MenuFormValues = {
  type: MENU_TYPE.DIR,
  parentId: 0,
  name: '',
  icon: '',
  path: '',
  component: '',
  componentName: '',
  permission: '',
  sort: 0,
  status: 0,
  visible: true,
  keepAlive: true,
  alwaysShow: true,
}

/** A row of the list as the dialog's values (修改). */
export function menuFormValuesOf(menu: MenuItem): MenuFormValues {
  return {
    id: menu.id,
    type: menu.type,
    parentId: menu.parentId,
    name: menu.name,
    icon: menu.icon ?? '',
    path: menu.path,
    component: menu.component ?? '',
    componentName: menu.componentName ?? '',
    permission: menu.permission,
    sort: menu.sort,
    status: menu.status,
    visible: menu.visible,
    keepAlive: menu.keepAlive,
    alwaysShow: menu.alwaysShow,
  }
}

const schema = z
  .object({
    id: z.number().optional(),
    type: z.number(),
    parentId: z.number({ message: '上级菜单不能为空' }),
    name: z.string().trim().min(1, '菜单名称不能为空').max(50, '菜单名称长度不能超过 50 个字符'),
    icon: z.string(),
    path: z.string().trim().max(200, '路由地址长度不能超过 200 个字符'),
    component: z.string().trim().max(200, '组件路径长度不能超过 200 个字符'),
    componentName: z.string().trim().max(200, '组件名称长度不能超过 200 个字符'),
    permission: z.string().trim().max(100, '权限标识长度不能超过 100 个字符'),
    sort: z.number({ message: '显示排序不能为空' }).int().min(0).max(9999),
    status: z.number(),
    visible: z.boolean(),
    keepAlive: z.boolean(),
    alwaysShow: z.boolean(),
  })
  .superRefine((menu, context) => {
    // The server's own rules, so the message shows under the field before a round trip.
    for (const problem of menuTypeProblems(menu)) {
      context.addIssue({ code: 'custom', path: [problem.field], message: problem.message })
    }
  })
  .transform((menu): MenuSave => {
    const isButton = menu.type === MENU_TYPE.BUTTON
    const isMenu = menu.type === MENU_TYPE.MENU
    return {
      ...(menu.id === undefined ? {} : { id: menu.id }),
      type: menu.type,
      parentId: menu.parentId,
      name: menu.name,
      sort: menu.sort,
      status: menu.status === 1 ? 1 : 0,
      // Only what the type uses is sent: a button has no route, a directory no component.
      icon: isButton ? '' : menu.icon,
      path: isButton ? '' : menu.path,
      component: isMenu ? menu.component : '',
      componentName: isMenu ? menu.componentName : '',
      permission: menu.type === MENU_TYPE.DIR ? '' : menu.permission,
      visible: menu.visible,
      keepAlive: menu.keepAlive,
      alwaysShow: menu.alwaysShow,
    }
  })

const TYPE_OPTIONS = [
  { label: '目录', value: MENU_TYPE.DIR },
  { label: '菜单', value: MENU_TYPE.MENU },
  { label: '按钮', value: MENU_TYPE.BUTTON },
]

type Field = FormFieldDef<MenuFormValues>

const typeField: Field = { kind: 'radio', name: 'type', label: '菜单类型', options: TYPE_OPTIONS }
const nameField: Field = { kind: 'text', name: 'name', label: '菜单名称', required: true }
const pathField: Field = {
  kind: 'text',
  name: 'path',
  label: '路由地址',
  required: true,
  placeholder: '顶级目录以 / 开头，如 /system；下级如 user',
}
const componentField: Field = {
  kind: 'text',
  name: 'component',
  label: '组件路径',
  required: true,
  placeholder: '控制台的页面，如 system/user/index',
}
const componentNameField: Field = {
  kind: 'text',
  name: 'componentName',
  label: '组件名称',
  required: true,
  placeholder: '如 SystemUser',
}
const sortField: Field = { kind: 'number', name: 'sort', label: '显示排序', required: true, min: 0 }
const statusField: Field = {
  kind: 'dictRadio',
  name: 'status',
  label: '菜单状态',
  dictType: DICT_TYPE.COMMON_STATUS,
}
const visibleField: Field = {
  kind: 'radio',
  name: 'visible',
  label: '显示状态',
  options: [
    { label: '显示', value: true },
    { label: '隐藏', value: false },
  ],
}
const keepAliveField: Field = {
  kind: 'radio',
  name: 'keepAlive',
  label: '缓存状态',
  options: [
    { label: '缓存', value: true },
    { label: '不缓存', value: false },
  ],
}
const alwaysShowField: Field = {
  kind: 'radio',
  name: 'alwaysShow',
  label: '总是显示',
  options: [
    { label: '总是', value: true },
    { label: '不是', value: false },
  ],
}

/** The fields a type uses, in the dialog's order. */
function fieldsOf(type: number, permissionRequired: boolean): Field[] {
  const permissionField: Field = {
    kind: 'text',
    name: 'permission',
    label: '权限标识',
    required: permissionRequired,
    placeholder: '如 system:user:create',
  }
  if (type === MENU_TYPE.BUTTON) return [nameField, permissionField, sortField, statusField]
  if (type === MENU_TYPE.MENU)
    return [
      nameField,
      pathField,
      componentField,
      componentNameField,
      permissionField,
      sortField,
      statusField,
      visibleField,
      keepAliveField,
      alwaysShowField,
    ]
  return [nameField, pathField, sortField, statusField, visibleField, alwaysShowField]
}

function MenuFormFields({ form }: { form: UseFormReturn<MenuFormValues> }) {
  const iconLabelId = useId()
  const type = useWatch({ control: form.control, name: 'type' })
  const id = useWatch({ control: form.control, name: 'id' })
  // Every menu, disabled ones too: a menu may sit under a disabled directory.
  const { data: menus = [] } = useGetMenuListQuery({})
  // A button cannot hold anything: only directories and menus are offered as parents.
  const parents = useMemo(() => menus.filter((menu) => menu.type !== MENU_TYPE.BUTTON), [menus])
  const fields = fieldsOf(type, type === MENU_TYPE.BUTTON)
  return (
    <>
      <FormFieldRow label="上级菜单" labelId={`${iconLabelId}-parent`}>
        <TreeSelectField
          form={form}
          name="parentId"
          label="上级菜单"
          nodes={parents}
          rootOption={{ label: '主类目' }}
          disabledIds={id === undefined ? undefined : [id]}
        />
      </FormFieldRow>
      <FormField field={typeField} form={form} />
      {fields.slice(0, 1).map((field) => (
        <FormField key={field.name} field={field} form={form} />
      ))}
      {type !== MENU_TYPE.BUTTON && (
        <FormFieldRow label="菜单图标" labelId={iconLabelId}>
          <Controller
            control={form.control}
            name="icon"
            render={({ field, fieldState }) => (
              <MenuIconPicker
                value={field.value}
                onChange={field.onChange}
                inputRef={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
        </FormFieldRow>
      )}
      {fields.slice(1).map((field) => (
        <FormField key={field.name} field={field} form={form} />
      ))}
    </>
  )
}

export interface MenuFormDialogProps {
  dialog: CrudDialog<MenuFormValues>
  onSave: (menu: MenuSave) => Promise<unknown>
}

/** 添加菜单 / 修改菜单: the fields follow the 菜单类型 chosen (目录, 菜单, 按钮). */
export function MenuFormDialog({ dialog, onSave }: MenuFormDialogProps) {
  return (
    <CrudFormDialog<MenuFormValues, MenuSave>
      dialog={dialog}
      emptyValues={EMPTY_MENU}
      schema={schema}
      onSubmit={onSave}
      maxWidth="md"
    >
      {(form) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.25 }}>
          <MenuFormFields form={form} />
        </Box>
      )}
    </CrudFormDialog>
  )
}
