import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import type { UseFormReturn } from 'react-hook-form'
import { FormField, type FormFieldDef } from '@/shared/list-kit'
import type { EditFormValues } from '../../model/edit-form'

export interface FieldGridProps {
  form: UseFormReturn<EditFormValues>
  fields: readonly FormFieldDef<EditFormValues>[]
  /** Shown after the fields, across the whole width. */
  footer?: ReactNode
}

/** The fields of a settings tab, two to a row on wide screens. */
export function FieldGrid({ form, fields, footer }: FieldGridProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        gap: 2,
        maxWidth: 960,
      }}
    >
      {fields.map((field) => (
        <FormField key={field.name} form={form} field={field} />
      ))}
      {footer && <Box sx={{ gridColumn: '1 / -1' }}>{footer}</Box>}
    </Box>
  )
}
