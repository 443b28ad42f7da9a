import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { Control } from 'react-hook-form'
import type { CodegenColumnItem, DictTypeSimpleItem } from '../../model/codegen-types'
import type { EditFormValues } from '../../model/edit-form'
import { ColumnRow } from './column-row'

const HEADERS = [
  '字段列名',
  '字段描述',
  '物理类型',
  '属性类型',
  '属性名',
  '插入',
  '编辑',
  '列表',
  '查询',
  '查询方式',
  '允许空',
  '显示类型',
  '字典类型',
  '示例',
]

export interface ColumnTableProps {
  columns: readonly CodegenColumnItem[]
  control: Control<EditFormValues>
  dictTypes: readonly DictTypeSimpleItem[]
}

/** 字段信息: one editable row per column of the table. */
export function ColumnTable({ columns, control, dictTypes }: ColumnTableProps) {
  return (
    <Box sx={{ overflow: 'auto', maxHeight: 'calc(100vh - 300px)', minHeight: 240 }}>
      <Table size="small" stickyHeader aria-label="字段信息">
        <TableHead>
          <TableRow>
            {HEADERS.map((header) => (
              <TableCell key={header} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {columns.map((column, index) => (
            <ColumnRow
              key={column.id}
              index={index}
              column={column}
              control={control}
              dictTypes={dictTypes}
            />
          ))}
        </TableBody>
      </Table>
    </Box>
  )
}
