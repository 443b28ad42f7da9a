import type { ReactNode } from 'react'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'

/** Tables of listeners, fields and properties are at most 240 px high. */
export const SECTION_TABLE_MAX_HEIGHT = 240

export interface SectionTableProps {
  label: string
  columns: string[]
  rows: ReactNode[][]
  empty?: string
}

export function SectionTable({ label, columns, rows, empty = '暂无数据' }: SectionTableProps) {
  return (
    <TableContainer
      sx={{
        maxHeight: SECTION_TABLE_MAX_HEIGHT,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length} align="center" sx={{ color: 'text.secondary' }}>
                {empty}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((cells, index) => (
              <TableRow key={index}>
                {cells.map((cell, column) => (
                  <TableCell key={column} sx={{ wordBreak: 'break-all' }}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
