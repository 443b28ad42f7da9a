import { useId, useRef, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import TextField from '@mui/material/TextField'
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { readCertFile } from '../model/cert-file'

export interface CertFieldProps<V extends FieldValues> {
  form: UseFormReturn<V>
  name: Path<V>
  label: string
  /** Extensions the file chooser offers, e.g. ['.pem', '.crt']. */
  accept: readonly string[]
}

/**
 * A certificate: its content (masked when stored) in a text box, and a button that reads a file
 * in the browser into it. A refused file leaves what was there and says why.
 */
export function CertField<V extends FieldValues>({ form, name, label, accept }: CertFieldProps<V>) {
  const input = useRef<HTMLInputElement>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const errorId = useId()
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fileError ?? fieldState.error?.message
        return (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, width: '100%' }}>
            <TextField
              {...field}
              value={(field.value as string | undefined) ?? ''}
              size="small"
              multiline
              minRows={2}
              maxRows={4}
              error={Boolean(message)}
              placeholder={`请上传${label}`}
              slotProps={{
                htmlInput: {
                  'aria-label': label,
                  'aria-describedby': message ? errorId : undefined,
                },
              }}
            />
            <Box>
              <Button
                size="small"
                variant="outlined"
                onClick={() => input.current?.click()}
                aria-label={`选择${label}文件`}
              >
                选择文件
              </Button>
              <input
                ref={input}
                type="file"
                hidden
                accept={accept.join(',')}
                data-testid={`cert-${name}`}
                onChange={(event) => {
                  const file = event.target.files?.[0]
                  event.target.value = ''
                  if (!file) return
                  void readCertFile(file, accept).then((read) => {
                    if (!read.ok) {
                      setFileError(read.message)
                      return
                    }
                    setFileError(null)
                    field.onChange(read.content)
                  })
                }}
              />
            </Box>
            {message && (
              <FormHelperText id={errorId} error sx={{ m: 0 }}>
                {message}
              </FormHelperText>
            )}
          </Box>
        )
      }}
    />
  )
}
