import TextField from '@mui/material/TextField'
import { Controller, type UseFormReturn } from 'react-hook-form'
import type { DataSourceFormValues } from '../resources/data-source-resource'

/** 密码, masked while typed. */
export function PasswordInput({ form }: { form: UseFormReturn<DataSourceFormValues> }) {
  return (
    <Controller
      control={form.control}
      name="password"
      render={({ field, fieldState }) => (
        <TextField
          type="password"
          size="small"
          fullWidth
          autoComplete="new-password"
          placeholder="请输入密码"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { 'aria-label': '密码' } }}
        />
      )}
    />
  )
}
