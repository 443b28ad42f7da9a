import { useId } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import { useAppDispatch } from '@/shared/store-hooks'
import { userPatched } from '@/shared/session/session-slice'
import { popup } from '@/shared/ui/popups'
import { useUpdateProfileMutation, type UserProfile } from '../api/profile-api'
import { basicInfoSchema, SEX_OPTIONS, type BasicInfoValues } from '../model/profile-schemas'

function valuesOf(profile: UserProfile): BasicInfoValues {
  return {
    nickname: profile.nickname ?? '',
    mobile: profile.mobile ?? '',
    email: profile.email ?? '',
    sex: profile.sex === 2 ? 2 : 1,
  }
}

export function BasicInfoForm({ profile }: { profile: UserProfile }) {
  const [updateProfile] = useUpdateProfileMutation()
  const dispatch = useAppDispatch()
  const sexLabelId = useId()
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm({ resolver: zodResolver(basicInfoSchema), defaultValues: valuesOf(profile) })

  const onSubmit = handleSubmit(async (values) => {
    const result = await updateProfile(values)
    // A rejection was already shown by the error policy; the form keeps what was typed.
    if ('error' in result) return
    dispatch(userPatched({ nickname: values.nickname }))
    popup.message.success('修改成功')
  })

  return (
    <Box
      component="form"
      noValidate
      aria-label="基本资料"
      onSubmit={(event) => {
        void onSubmit(event)
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, maxWidth: 560 }}
    >
      <Controller
        name="nickname"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            label="用户昵称"
            required
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            slotProps={{ htmlInput: { maxLength: 30 } }}
          />
        )}
      />
      <Controller
        name="mobile"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            label="手机号码"
            required
            type="tel"
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            slotProps={{ htmlInput: { maxLength: 11, inputMode: 'numeric' } }}
          />
        )}
      />
      <Controller
        name="email"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            label="邮箱"
            required
            type="email"
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            slotProps={{ htmlInput: { maxLength: 50 } }}
          />
        )}
      />
      <Controller
        name="sex"
        control={control}
        render={({ field }) => (
          <FormControl>
            <FormLabel id={sexLabelId}>性别</FormLabel>
            <RadioGroup
              row
              aria-labelledby={sexLabelId}
              name={field.name}
              value={String(field.value)}
              onChange={(_, value) => field.onChange(Number(value))}
            >
              {SEX_OPTIONS.map((option) => (
                <FormControlLabel
                  key={option.value}
                  value={String(option.value)}
                  control={<Radio size="small" />}
                  label={option.label}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      <Box>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          保存
        </Button>
      </Box>
    </Box>
  )
}
