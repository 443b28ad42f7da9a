import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import { popup } from '@/shared/ui/popups'
import { useUpdatePasswordMutation } from '../api/profile-api'
import { changePasswordSchema, type ChangePasswordValues } from '../model/profile-schemas'

const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' }

const FIELDS = [
  { name: 'oldPassword', label: '旧密码', autoComplete: 'current-password' },
  { name: 'newPassword', label: '新密码', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: '确认密码', autoComplete: 'new-password' },
] as const

export function ChangePasswordForm() {
  const [updatePassword] = useUpdatePasswordMutation()
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY })

  const onSubmit = handleSubmit(async ({ oldPassword, newPassword }) => {
    // The server checks the old password; its rejection is shown by the error policy.
    const result = await updatePassword({ oldPassword, newPassword })
    if ('error' in result) return
    popup.message.success('修改成功')
    reset(EMPTY)
  })

  return (
    <Box
      component="form"
      noValidate
      aria-label="修改密码"
      onSubmit={(event) => {
        void onSubmit(event)
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, maxWidth: 560 }}
    >
      {FIELDS.map((item) => (
        <Controller
          key={item.name}
          name={item.name}
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              inputRef={field.ref}
              label={item.label}
              type="password"
              required
              autoComplete={item.autoComplete}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      ))}
      <Box>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          保存
        </Button>
      </Box>
    </Box>
  )
}
