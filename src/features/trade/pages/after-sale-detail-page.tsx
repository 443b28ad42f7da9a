import { useSearchParams, useNavigate } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { DICT_TYPE, DictTag } from '@/shared/dict'
import { yuanText } from '@/shared/money'
import { usePermission } from '@/shared/permissions'
import { usePageTabTitle } from '@/shared/routing/tab-title'
import { popup } from '@/shared/ui/popups'
import { formatDate } from '@/shared/utils'
import {
  useAgreeAfterSaleMutation,
  useDisagreeAfterSaleMutation,
  useGetAfterSaleDetailQuery,
  useReceiveAfterSaleMutation,
  useRefundAfterSaleMutation,
  useRefuseAfterSaleMutation,
} from '../api/trade-api'
import { Descriptions, DetailSection } from '../components/detail-section'
import { OrderLineView, ProductPicture } from '../components/order-lines'
import { TradeLogTimeline } from '../components/trade-log-timeline'
import {
  afterSaleActionsFor,
  afterSaleNextStep,
  type AfterSaleAction,
} from '../model/after-sale-actions'
import { detailIdOf, orderDetailPath } from '../model/trade-paths'
import type { AfterSaleDetail } from '../model/trade-types'

/** 售后详情 (page key 'mall/trade/afterSale/detail', /trade/after-sale/detail?id=). */
export default function AfterSaleDetailPage() {
  const [search] = useSearchParams()
  const id = detailIdOf(search)
  const { data, isError, isLoading } = useGetAfterSaleDetailQuery(id ?? 0, { skip: id === null })
  usePageTabTitle(data ? `售后详情 - ${data.no}` : null)

  if (id === null) return <PageAlert text="售后编号不正确" />
  if (isError) return <PageAlert text="售后单不存在或无法读取" />
  if (isLoading || !data) return <Typography sx={{ p: 3 }}>加载中…</Typography>
  return <AfterSaleDetailView afterSale={data} />
}

function PageAlert({ text }: { text: string }) {
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="error">{text}</Alert>
    </Box>
  )
}

/** Runs one button: asks (or asks for a reason), sends, says so; the kernel shows a refusal. */
function useAfterSaleAction(id: number) {
  const [agree] = useAgreeAfterSaleMutation()
  const [disagree] = useDisagreeAfterSaleMutation()
  const [receive] = useReceiveAfterSaleMutation()
  const [refuse] = useRefuseAfterSaleMutation()
  const [refund] = useRefundAfterSaleMutation()
  return async (action: AfterSaleAction) => {
    let reason = ''
    if (action.reason) {
      const typed = await popup.prompt(`请输入${action.reason.label}`, {
        title: action.reason.title,
        inputPattern: /\S/,
        inputErrorMessage: `${action.reason.label}不能为空`,
      })
      if (typed === null) return
      reason = typed.trim()
    } else if (!(await popup.confirm(action.question ?? `确认${action.label}吗？`))) {
      return
    }
    const sent =
      action.key === 'agree'
        ? await agree(id)
        : action.key === 'disagree'
          ? await disagree({ id, auditReason: reason })
          : action.key === 'receive'
            ? await receive(id)
            : action.key === 'refuse'
              ? await refuse({ id, refuseMemo: reason })
              : await refund(id)
    if (!('error' in sent)) popup.message.success(action.success)
  }
}

function AfterSaleDetailView({ afterSale }: { afterSale: AfterSaleDetail }) {
  const navigate = useNavigate()
  const { hasPermi } = usePermission()
  const run = useAfterSaleAction(afterSale.id)
  const company = afterSale.logisticsName ?? ''
  const buttons = afterSaleActionsFor(afterSale.status).filter((action) =>
    hasPermi([action.permission]),
  )
  const order = afterSale.order
  const line = afterSale.orderItem

  return (
    <Box component="section" aria-label="售后详情" sx={{ p: 2 }}>
      <DetailSection
        title="售后状态"
        actions={buttons.map((action) => (
          <Button
            key={action.key}
            size="small"
            variant={action.reason ? 'outlined' : 'contained'}
            color={action.reason ? 'error' : 'primary'}
            onClick={() => void run(action)}
          >
            {action.label}
          </Button>
        ))}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <DictTag type={DICT_TYPE.TRADE_AFTER_SALE_STATUS} value={afterSale.status} />
          <Typography>{afterSaleNextStep(afterSale.status)}</Typography>
        </Box>
        {(afterSale.auditReason || afterSale.receiveReason) && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {afterSale.auditReason
              ? `拒绝原因：${afterSale.auditReason}`
              : `拒收原因：${afterSale.receiveReason}`}
          </Typography>
        )}
      </DetailSection>

      <DetailSection title="申请信息">
        <Descriptions
          items={[
            { label: '退款编号', value: afterSale.no },
            { label: '申请时间', value: formatDate(afterSale.createTime) },
            {
              label: '售后类型',
              value: <DictTag type={DICT_TYPE.TRADE_AFTER_SALE_TYPE} value={afterSale.type} />,
            },
            {
              label: '售后方式',
              value: <DictTag type={DICT_TYPE.TRADE_AFTER_SALE_WAY} value={afterSale.way} />,
            },
            { label: '申请原因', value: afterSale.applyReason },
            { label: '补充描述', value: afterSale.applyDescription ?? '' },
            { label: '买家', value: afterSale.user?.nickname ?? `会员 ${afterSale.userId}` },
            {
              label: '退回物流',
              value: afterSale.logisticsNo ? `${company} ${afterSale.logisticsNo}` : '',
            },
            { label: '退款时间', value: formatDate(afterSale.refundTime) },
          ]}
        />
        {(afterSale.applyPicUrls ?? []).length > 0 && (
          <Box sx={{ mt: 1.5 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              凭证图片
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {(afterSale.applyPicUrls ?? []).map((url, index) => (
                <a key={url} href={url} target="_blank" rel="noreferrer">
                  <ProductPicture url={url} name={`凭证图片 ${index + 1}`} size={80} />
                </a>
              ))}
            </Box>
          </Box>
        )}
      </DetailSection>

      <DetailSection title="退款商品">
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 240 }}>
            <OrderLineView
              line={line ?? { ...afterSale, price: 0 }}
              extra={
                line ? (
                  <DictTag
                    type={DICT_TYPE.TRADE_ORDER_ITEM_AFTER_SALE_STATUS}
                    value={line.afterSaleStatus}
                  />
                ) : null
              }
            />
          </Box>
          <Descriptions
            items={[
              { label: '退款金额', value: <strong>{yuanText(afterSale.refundPrice)}</strong> },
              { label: '商品实付', value: line ? yuanText(line.payPrice) : '' },
              {
                label: '订单号',
                value: (
                  <Button
                    size="small"
                    sx={{ p: 0, minWidth: 0 }}
                    onClick={() => navigate(orderDetailPath(afterSale.orderId))}
                  >
                    {afterSale.orderNo}
                  </Button>
                ),
              },
              { label: '订单实付', value: order ? yuanText(order.payPrice) : '' },
              {
                label: '订单状态',
                value: order ? (
                  <DictTag type={DICT_TYPE.TRADE_ORDER_STATUS} value={order.status} />
                ) : (
                  ''
                ),
              },
            ]}
          />
        </Box>
      </DetailSection>

      <DetailSection title="售后日志">
        <TradeLogTimeline logs={afterSale.logs} />
      </DetailSection>
    </Box>
  )
}
