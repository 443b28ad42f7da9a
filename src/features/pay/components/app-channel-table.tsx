import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { ColumnDef } from '@/shared/list-kit'
import { CHANNEL_GROUPS, type ChannelColumn } from '../model/channel-grid'
import type { PayAppItem } from '../model/pay-types'

export interface AppChannelTableProps {
  /** The app columns before the channel groups (编号, 应用名, 状态). */
  leading: readonly ColumnDef<PayAppItem>[]
  /** After the groups (操作). */
  trailing: readonly ColumnDef<PayAppItem>[]
  rows: readonly PayAppItem[]
  loading: boolean
  onChannel: (app: PayAppItem, channel: ChannelColumn) => void
}

const headCell = { fontWeight: 600, bgcolor: 'grey.50', whiteSpace: 'nowrap' } as const

/**
 * The 支付应用 table: the app's own columns, then 支付宝配置 / 微信配置 / 模拟支付 grouped under
 * two header rows, one ✓ / ✗ button per channel (✓ = configured and enabled).
 */
export function AppChannelTable({
  leading,
  trailing,
  rows,
  loading,
  onChannel,
}: AppChannelTableProps) {
  const plainHead = (column: ColumnDef<PayAppItem>) => (
    <TableCell
      key={column.key}
      rowSpan={2}
      sx={{ ...headCell, width: column.width, minWidth: column.minWidth }}
    >
      {column.title}
    </TableCell>
  )
  const channels = CHANNEL_GROUPS.flatMap((group) => group.channels)
  return (
    <TableContainer sx={{ position: 'relative', overflowX: 'auto' }}>
      {loading && (
        <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 2 }} />
      )}
      <Table size="small" aria-label="支付应用列表">
        <TableHead>
          <TableRow>
            {leading.map(plainHead)}
            {CHANNEL_GROUPS.map((group) =>
              group.key === 'mock' ? (
                <TableCell key={group.key} rowSpan={2} align="center" sx={headCell}>
                  {group.title}
                </TableCell>
              ) : (
                <TableCell
                  key={group.key}
                  colSpan={group.channels.length}
                  align="center"
                  sx={headCell}
                >
                  {group.title}
                </TableCell>
              ),
            )}
            {trailing.map(plainHead)}
          </TableRow>
          <TableRow>
            {CHANNEL_GROUPS.filter((group) => group.key !== 'mock').flatMap((group) =>
              group.channels.map((channel) => (
                <TableCell key={channel.code} align="center" sx={headCell}>
                  {channel.label}
                </TableCell>
              )),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && !loading && (
            <TableRow>
              <TableCell
                colSpan={leading.length + channels.length + trailing.length}
                align="center"
                sx={{ color: 'text.secondary', py: 4 }}
              >
                暂无数据
              </TableCell>
            </TableRow>
          )}
          {rows.map((app, index) => (
            <TableRow key={app.id} hover>
              {leading.map((column) => (
                <TableCell key={column.key}>
                  {column.render
                    ? column.render(app, index)
                    : String(app[column.key as keyof PayAppItem] ?? '')}
                </TableCell>
              ))}
              {channels.map((channel) => {
                const on = app.channelCodes.includes(channel.code)
                return (
                  <TableCell key={channel.code} align="center" sx={{ px: 0.5 }}>
                    <IconButton
                      size="small"
                      aria-label={`${app.name} ${channel.name}：${on ? '已开启' : '未开启'}`}
                      onClick={() => onChannel(app, channel)}
                      sx={{
                        width: 28,
                        height: 28,
                        fontSize: 15,
                        fontWeight: 700,
                        color: on ? 'success.dark' : 'error.dark',
                        border: 1,
                        borderColor: on ? 'success.light' : 'error.light',
                      }}
                    >
                      <Box component="span" aria-hidden>
                        {on ? '✓' : '✗'}
                      </Box>
                    </IconButton>
                  </TableCell>
                )
              })}
              {trailing.map((column) => (
                <TableCell key={column.key} sx={{ whiteSpace: 'nowrap' }}>
                  {column.render?.(app, index)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
