import { useMemo } from 'react'
import TextField from '@mui/material/TextField'
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { useGetSimpleDeptsQuery, useGetSimplePostsQuery } from '@/shared/bpm/assign-rule-api'
import { MultiSelectField } from '@/shared/bpm/multi-select-field'
import { TreeSelectField } from '@/shared/tree'
import { PASSWORD_RULES_TEXT } from '@/shared/wire/password-rules'

// The user dialog's fields that are more than a text box: each reads its own pick list.

/** 归属部门: one department from the tree of /system/dept/list-all-simple. */
export function UserDeptField<V extends FieldValues>({
  form,
  name,
}: {
  form: UseFormReturn<V>
  name: Path<V>
}) {
  const { data: depts = [] } = useGetSimpleDeptsQuery()
  return <TreeSelectField form={form} name={name} label="归属部门" nodes={depts} />
}

/** 岗位: several of the enabled posts. */
export function UserPostsField<V extends FieldValues>({
  form,
  name,
}: {
  form: UseFormReturn<V>
  name: Path<V>
}) {
  const { data: posts = [] } = useGetSimplePostsQuery()
  const options = useMemo(() => posts.map((p) => ({ value: p.id, label: p.name })), [posts])
  return <MultiSelectField form={form} name={name} label="岗位" options={options} />
}

/** 用户密码 (添加 only): a password box that states the rules until a mistake replaces them. */
export function UserPasswordField<V extends FieldValues>({
  form,
  name,
}: {
  form: UseFormReturn<V>
  name: Path<V>
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          inputRef={field.ref}
          value={(field.value as string | undefined) ?? ''}
          type="password"
          size="small"
          fullWidth
          autoComplete="new-password"
          placeholder="请输入用户密码"
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? PASSWORD_RULES_TEXT}
          slotProps={{ htmlInput: { 'aria-label': '用户密码' } }}
        />
      )}
    />
  )
}
