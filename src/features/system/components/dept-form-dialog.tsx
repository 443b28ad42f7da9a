import { useId, useMemo } from 'react'
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form'
import { z } from 'zod'
import { UserSelect } from '@/shared/bpm/user-select'
import { DICT_TYPE } from '@/shared/dict'
import {
  CrudFormDialog,
  FormField,
  FormFieldRow,
  type CrudDialog,
  type FormFieldDef,
} from '@/shared/list-kit'
import { TreeSelectField } from '@/shared/tree'
import { useGetDeptListQuery } from '../api/dept-api'
import type { DeptItem, DeptSave } from '../model/dept-types'

export interface DeptFormValues {
  id?: number
  parentId: number | null
  name: string
  sort: number | null
  leaderUserId: number | null
  phone: string
  email: string
  status: number
}

export const EMPTY_DEPT: DeptFormValues = {
  parentId: null,
  name: '',
  sort: 0,
  leaderUserId: null,
  phone: '',
  email: '',
  status: 0,
}

export function deptFormValuesOf(dept: DeptItem): DeptFormValues {
  return {
    id: dept.id,
    parentId: dept.parentId,
    name: dept.name,
    sort: dept.sort,
    leaderUserId: dept.leaderUserId,
    phone: dept.phone ?? '',
    email: dept.email ?? '',
    status: dept.status,
  }
}

const schema = z
  .object({
    id: z.number().optional(),
    parentId: z.number({ message: '上级部门不能为空' }),
    name: z.string().trim().min(1, '部门名称不能为空').max(30, '部门名称长度不能超过 30 个字符'),
    sort: z
      .number({ message: '显示排序不能为空' })
      .int('显示排序必须是整数')
      .min(0, '显示排序必须在 0 到 9999 之间')
      .max(9999, '显示排序必须在 0 到 9999 之间'),
    leaderUserId: z.number().nullable(),
    phone: z
      .string()
      .trim()
      .max(20, '联系电话长度不能超过 20 个字符')
      .regex(/^[\d\-+ ]*$/, '请输入正确的联系电话'),
    email: z
      .string()
      .trim()
      .max(50, '邮箱长度不能超过 50 个字符')
      .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), '请输入正确的邮箱地址'),
    status: z.number(),
  })
  .transform((dept): DeptSave => ({
    ...(dept.id === undefined ? {} : { id: dept.id }),
    parentId: dept.parentId,
    name: dept.name,
    sort: dept.sort,
    leaderUserId: dept.leaderUserId,
    phone: dept.phone,
    email: dept.email,
    status: dept.status === 1 ? 1 : 0,
  }))

type Field = FormFieldDef<DeptFormValues>
const nameField: Field = { kind: 'text', name: 'name', label: '部门名称', required: true }
const sortField: Field = { kind: 'number', name: 'sort', label: '显示排序', required: true, min: 0 }
const restFields: Field[] = [
  { kind: 'text', name: 'phone', label: '联系电话' },
  { kind: 'text', name: 'email', label: '邮箱' },
  { kind: 'dictRadio', name: 'status', label: '状态', dictType: DICT_TYPE.COMMON_STATUS },
]

function DeptFormFields({ form }: { form: UseFormReturn<DeptFormValues> }) {
  const id = useId()
  const selfId = useWatch({ control: form.control, name: 'id' })
  // Every department, disabled ones too: a department may sit under a disabled one.
  const { data: depts = [] } = useGetDeptListQuery({})
  const disabledIds = useMemo(() => (selfId === undefined ? undefined : [selfId]), [selfId])
  return (
    <>
      <FormFieldRow label="上级部门" labelId={`${id}-parent`} required>
        <TreeSelectField
          form={form}
          name="parentId"
          label="上级部门"
          nodes={depts}
          rootOption={{ label: '顶级部门' }}
          disabledIds={disabledIds}
        />
      </FormFieldRow>
      <FormField field={nameField} form={form} />
      <FormField field={sortField} form={form} />
      <FormFieldRow label="负责人" labelId={`${id}-leader`} inputId={`${id}-leader-input`}>
        <Controller
          control={form.control}
          name="leaderUserId"
          render={({ field, fieldState }) => (
            <UserSelect
              inputId={`${id}-leader-input`}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
              placeholder="请输入负责人"
            />
          )}
        />
      </FormFieldRow>
      {restFields.map((field) => (
        <FormField key={field.name} field={field} form={form} />
      ))}
    </>
  )
}

export interface DeptFormDialogProps {
  dialog: CrudDialog<DeptFormValues>
  onSave: (dept: DeptSave) => Promise<unknown>
}

/** 添加部门 / 修改部门. */
export function DeptFormDialog({ dialog, onSave }: DeptFormDialogProps) {
  return (
    <CrudFormDialog<DeptFormValues, DeptSave>
      dialog={dialog}
      emptyValues={EMPTY_DEPT}
      schema={schema}
      onSubmit={onSave}
    >
      {(form) => <DeptFormFields form={form} />}
    </CrudFormDialog>
  )
}
