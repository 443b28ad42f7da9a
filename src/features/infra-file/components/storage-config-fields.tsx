import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { Controller, type UseFormReturn } from 'react-hook-form'
import {
  SETTING_LABELS,
  STORAGE_FIELDS,
  STORAGE_LOCAL,
  STORAGE_S3,
  type FileConfigFormValues,
  type StorageSettings,
} from '../model/file-types'

const PLACEHOLDERS: Partial<Record<keyof StorageSettings, string>> = {
  domain: '例如 https://files.example.com（不填则经沙箱访问）',
  basePath: '绝对路径，例如 /var/sandbox-files',
  host: '例如 127.0.0.1',
  port: '例如 21',
  endpoint: '例如 http://127.0.0.1:9000',
  bucket: '例如 museum',
}

const SECRET_FIELDS: ReadonlySet<keyof StorageSettings> = new Set(['password', 'accessSecret'])

/**
 * The storage's own fields of the 文件配置 dialog: they follow the chosen 存储器 (none until one
 * is chosen). Values of other storages stay typed in the form but are not sent.
 */
export function StorageConfigFields({ form }: { form: UseFormReturn<FileConfigFormValues> }) {
  const storage = form.watch('storage')
  if (storage === null) return null
  const fields = STORAGE_FIELDS[storage] ?? []
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {fields.map((field) => {
        const label =
          storage === STORAGE_LOCAL && field === 'basePath' ? '存储目录' : SETTING_LABELS[field]
        if (field === 'mode') {
          return (
            <Controller
              key={field}
              control={form.control}
              name="config.mode"
              render={({ field: input, fieldState }) => (
                <FormControl error={Boolean(fieldState.error)}>
                  <FormLabel id="file-config-mode" required>
                    {label}
                  </FormLabel>
                  <RadioGroup row aria-labelledby="file-config-mode" {...input}>
                    <FormControlLabel
                      value="Passive"
                      control={<Radio />}
                      label="被动模式（Passive）"
                    />
                    <FormControlLabel
                      value="Active"
                      control={<Radio />}
                      label="主动模式（Active）"
                    />
                  </RadioGroup>
                  {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
                </FormControl>
              )}
            />
          )
        }
        return (
          <Controller
            key={field}
            control={form.control}
            name={`config.${field}`}
            render={({ field: input, fieldState }) => (
              <TextField
                {...input}
                label={label}
                required={field !== 'domain'}
                size="small"
                fullWidth
                type={SECRET_FIELDS.has(field) ? 'password' : 'text'}
                autoComplete={SECRET_FIELDS.has(field) ? 'new-password' : 'off'}
                placeholder={PLACEHOLDERS[field]}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ??
                  (field === 'domain' && storage === STORAGE_S3
                    ? '公开读的 bucket 可填 节点地址/bucket'
                    : undefined)
                }
              />
            )}
          />
        )
      })}
    </Stack>
  )
}
