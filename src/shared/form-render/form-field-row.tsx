import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import FormLabel from '@mui/material/FormLabel'
import type { FormConf } from './form-definition'

export interface FormFieldRowProps {
  label: string
  labelId: string
  /** The input the label clicks into; groups are named through `labelId` instead. */
  inputId?: string
  required?: boolean
  conf: FormConf
  children: ReactNode
}

/** One labelled row laid out per the form's settings (label width and position). */
export function FormFieldRow({
  label,
  labelId,
  inputId,
  required,
  conf,
  children,
}: FormFieldRowProps) {
  const top = conf.labelPosition === 'top'
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: top ? 'column' : 'row',
        alignItems: top ? 'stretch' : 'flex-start',
        gap: top ? 0.5 : 1.5,
      }}
    >
      <FormLabel
        id={labelId}
        htmlFor={inputId}
        required={required}
        sx={{
          width: top ? 'auto' : conf.labelWidth,
          flexShrink: 0,
          textAlign: conf.labelPosition === 'right' ? 'right' : 'left',
          pt: top ? 0 : conf.size === 'small' ? 1 : 2,
          color: 'text.primary',
          fontSize: 14,
          overflowWrap: 'anywhere',
          '&.Mui-focused': { color: 'text.primary' },
        }}
      >
        {label}
      </FormLabel>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Box>
  )
}
