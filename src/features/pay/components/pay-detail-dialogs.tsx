import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { DictTag, DICT_TYPE } from '@/shared/dict'
import { DetailDialog, type DetailItem } from '@/shared/list-kit'
import { yuanText } from '@/shared/money'
import { formatDate } from '@/shared/utils'
import { useGetPayNotifyDetailQuery, useGetPayOrderDetailQuery } from '../api/pay-api'
import type { PayRefundItem } from '../model/pay-types'

const code = (text: string | null | undefined) => (
  <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
    {text || '-'}
  </Box>
)

/** 应用编号 as the id followed by the app's name when it has one. */
const appText = (row: { appId: number; appName?: string | null }) =>
  `${row.appId}${row.appName ? ` ${row.appName}` : ''}`

/** The channel's tag, or '-' before one was chosen. */
const channelTag = (channelCode: string | null) =>
  channelCode ? <DictTag type={DICT_TYPE.PAY_CHANNEL_CODE} value={channelCode} /> : '-'

/** 支付订单详情: the order and its paid extension (with the channel's notification). */
export function PayOrderDetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data } = useGetPayOrderDetailQuery(id ?? 0, {
    skip: id === null,
    refetchOnMountOrArgChange: true,
  })
  const order = id !== null && data?.id === id ? data : null
  const items: DetailItem[] = order
    ? [
        { label: '商户单号', content: code(order.merchantOrderId) },
        { label: '支付单号', content: code(order.no ?? order.extension?.no) },
        { label: '应用编号', content: appText(order) },
        { label: '商品标题', content: order.subject },
        { label: '商品描述', content: order.body || '-' },
        { label: '支付金额', content: yuanText(order.price) },
        { label: '手续费', content: yuanText(order.channelFeePrice ?? 0) },
        { label: '手续费比例', content: `${order.channelFeeRate ?? 0}%` },
        { label: '退款金额', content: yuanText(order.refundPrice ?? 0) },
        {
          label: '支付状态',
          content: <DictTag type={DICT_TYPE.PAY_ORDER_STATUS} value={order.status} />,
        },
        { label: '支付渠道', content: channelTag(order.channelCode) },
        { label: '支付 IP', content: order.userIp || '-' },
        { label: '渠道单号', content: code(order.channelOrderNo) },
        { label: '创建时间', content: formatDate(order.createTime) },
        { label: '支付时间', content: formatDate(order.successTime) || '-' },
        { label: '失效时间', content: formatDate(order.expireTime) },
        { label: '支付通知地址', content: code(order.notifyUrl) },
        { label: '支付通道异步回调内容', content: code(order.extension?.channelNotifyData) },
      ]
    : []
  return <DetailDialog open={order !== null} title="支付订单详情" items={items} onClose={onClose} />
}

/** 退款订单详情: the row as listed (the list already carries every field). */
export function PayRefundDetailDialog({
  refund,
  onClose,
}: {
  refund: PayRefundItem | null
  onClose: () => void
}) {
  const items: DetailItem[] = refund
    ? [
        { label: '商户退款单号', content: code(refund.merchantRefundId) },
        { label: '商户支付单号', content: code(refund.merchantOrderId) },
        { label: '退款单号', content: code(refund.no) },
        { label: '应用编号', content: appText(refund) },
        { label: '支付金额', content: yuanText(refund.payPrice) },
        { label: '退款金额', content: yuanText(refund.refundPrice) },
        {
          label: '退款状态',
          content: <DictTag type={DICT_TYPE.PAY_REFUND_STATUS} value={refund.status} />,
        },
        { label: '退款渠道', content: channelTag(refund.channelCode) },
        { label: '退款原因', content: refund.reason || '-' },
        { label: '退款 IP', content: refund.userIp || '-' },
        { label: '渠道支付单号', content: code(refund.channelOrderNo) },
        { label: '渠道退款单号', content: code(refund.channelRefundNo) },
        { label: '渠道错误码', content: refund.channelErrorCode || '-' },
        { label: '渠道错误提示', content: refund.channelErrorMsg || '-' },
        { label: '创建时间', content: formatDate(refund.createTime) },
        { label: '退款成功时间', content: formatDate(refund.successTime) || '-' },
      ]
    : []
  return (
    <DetailDialog open={refund !== null} title="退款订单详情" items={items} onClose={onClose} />
  )
}

/** 回调通知详情: the task and every try with the merchant's answer. */
export function PayNotifyDetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data } = useGetPayNotifyDetailQuery(id ?? 0, {
    skip: id === null,
    refetchOnMountOrArgChange: true,
  })
  const task = id !== null && data?.id === id ? data : null
  const items: DetailItem[] = task
    ? [
        { label: '任务编号', content: task.id },
        { label: '应用编号', content: appText(task) },
        { label: '商户订单编号', content: code(task.merchantOrderId) },
        {
          label: '通知类型',
          content: <DictTag type={DICT_TYPE.PAY_NOTIFY_TYPE} value={task.type} />,
        },
        { label: '关联编号', content: task.dataId },
        {
          label: '通知状态',
          content: <DictTag type={DICT_TYPE.PAY_NOTIFY_STATUS} value={task.status} />,
        },
        { label: '通知次数', content: `${task.notifyTimes} / ${task.maxNotifyTimes}` },
        { label: '最后通知时间', content: formatDate(task.lastExecuteTime) || '-' },
        { label: '下次通知时间', content: formatDate(task.nextNotifyTime) || '-' },
        { label: '创建时间', content: formatDate(task.createTime) },
      ]
    : []
  return (
    <DetailDialog open={task !== null} title="回调通知详情" items={items} onClose={onClose}>
      <Typography component="h3" sx={{ fontSize: 15, fontWeight: 600, mb: 1 }}>
        回调日志
      </Typography>
      <Table size="small" aria-label="回调日志">
        <TableHead>
          <TableRow>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>通知状态</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>通知次数</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>通知时间</TableCell>
            <TableCell>响应结果</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {task?.logs.length === 0 && (
            <TableRow>
              <TableCell colSpan={4} align="center">
                暂无数据
              </TableCell>
            </TableRow>
          )}
          {task?.logs.map((log, index) => (
            <TableRow key={log.id ?? index}>
              <TableCell>
                <DictTag type={DICT_TYPE.PAY_NOTIFY_STATUS} value={log.status} />
              </TableCell>
              <TableCell>{log.notifyTimes}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(log.createTime)}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all', fontFamily: 'monospace', fontSize: 13 }}>
                {log.response}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </DetailDialog>
  )
}
