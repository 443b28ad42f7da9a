import Box from '@mui/material/Box'
import type { UseFormReturn } from 'react-hook-form'
import { FormField } from '@/shared/list-kit'
import type { EditFormValues } from '../../model/edit-form'

const GRID_SX = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
  gap: 2,
  maxWidth: 960,
} as const

/** 基本信息: the table's names, author and remark. */
export function BasicInfoTab({ form }: { form: UseFormReturn<EditFormValues> }) {
  return (
    <Box sx={GRID_SX}>
      <FormField
        form={form}
        field={{ kind: 'text', name: 'table.tableName', label: '表名称', required: true }}
      />
      <FormField
        form={form}
        field={{ kind: 'text', name: 'table.tableComment', label: '表描述', required: true }}
      />
      <FormField
        form={form}
        field={{ kind: 'text', name: 'table.className', label: '实体类名称', required: true }}
      />
      <FormField
        form={form}
        field={{ kind: 'text', name: 'table.author', label: '作者', required: true }}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormField
          form={form}
          field={{ kind: 'text', name: 'table.remark', label: '备注', rows: 3 }}
        />
      </Box>
    </Box>
  )
}
