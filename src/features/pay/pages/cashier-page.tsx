import { useCallback, useEffect, useRef, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useSearchParams } from 'react-router-dom'
import { yuanText } from '@/shared/money'
import { popup } from '@/shared/ui/popups'
import { useAppDispatch } from '@/shared/store-hooks'
import { formatDate } from '@/shared/utils'
import {
  invalidateAfterPayment,
  useGetCashierOrderQuery,
  useGetEnabledChannelCodesQuery,
  useSubmitPayOrderMutation,
} from '../api/pay-api'
import { CashierCodeDialog, type ShownCode } from '../components/cashier-code-dialog'
import { useCashierReturn } from '../hooks/use-cashier-return'
import {
  BAR_CODES,
  cashierGroups,
  countdownText,
  NOT_ON_PC_CODES,
  NOT_ON_PC_TEXT,
  POLL_INTERVAL_MS,
  type CashierChannel,
} from '../model/cashier'
import type { PayResult } from '../model/return-url'
import {
  PAY_ORDER_CLOSED,
  PAY_ORDER_REFUND,
  PAY_ORDER_SUCCESS,
  PAY_ORDER_WAITING,
  type PayOrderItem,
} from '../model/pay-types'

export const NO_ID_TEXT = '未传递支付单号，无法查看对应的支付信息'
export const NOT_FOUND_TEXT = '支付订单不存在'
export const ALREADY_PAID_TEXT = '支付订单已支付'
export const CLOSED_TEXT = '无法支付，原因：订单已关闭'
export const EXPIRED_TEXT = '支付订单已经过期'

/** Time left on the order, ticking every second while the page shows it. */
function useMsLeft(expireTime: number | undefined): number | null {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (expireTime === undefined) return
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [expireTime])
  return expireTime === undefined ? null : expireTime - now
}

/** Posts the channel's returned HTML form from the page (displayMode 'form'). */
function postForm(html: string) {
  const parsed = new DOMParser().parseFromString(html, 'text/html').querySelector('form')
  if (!parsed) return
  const form = document.createElement('form')
  form.method = parsed.method || 'post'
  form.action = parsed.action
  form.style.display = 'none'
  for (const input of Array.from(parsed.querySelectorAll('input'))) {
    const copy = document.createElement('input')
    copy.type = 'hidden'
    copy.name = input.name
    copy.value = input.value
    form.appendChild(copy)
  }
  document.body.appendChild(form)
  form.submit()
}

/**
 * 收银台 (/pay/cashier?id=&returnUrl=; never cached). Shows the order and the channels its app
 * has enabled, submits the chosen one, shows a QR code while asking the server every 2 s whether
 * it is paid, and returns with payResult success / cancel / close.
 */
export default function CashierPage() {
  const [params] = useSearchParams()
  const rawId = params.get('id')
  const id = rawId && /^\d+$/.test(rawId) ? Number(rawId) : null
  const dispatch = useAppDispatch()
  const leave = useCashierReturn(params.get('returnUrl'))
  const finish = useCallback(
    (result: PayResult, say?: () => void) => {
      if (result === 'success') dispatch(invalidateAfterPayment())
      leave(result, say)
    },
    [dispatch, leave],
  )
  const [code, setCode] = useState<ShownCode | null>(null)
  const paying = useRef(false)
  const order = useGetCashierOrderQuery(id ?? 0, {
    skip: id === null,
    refetchOnMountOrArgChange: true,
    pollingInterval: code ? POLL_INTERVAL_MS : 0,
    skipPollingIfUnfocused: false,
  })
  const data: PayOrderItem | null | undefined = order.data
  const waiting = data?.status === PAY_ORDER_WAITING
  const enabled = useGetEnabledChannelCodesQuery(data?.appId ?? 0, {
    skip: !waiting,
    refetchOnMountOrArgChange: true,
  })
  const [submit, { isLoading: submitting }] = useSubmitPayOrderMutation()
  const msLeft = useMsLeft(waiting ? data.expireTime : undefined)

  // What the order's state decides: leave with the result, or stay and show the tiles.
  useEffect(() => {
    if (id === null) {
      finish('cancel', () => popup.message.error(NO_ID_TEXT))
      return
    }
    if (order.isFetching && !code) return
    if (!order.isSuccess) return
    if (data === null || data === undefined) {
      finish('cancel', () => popup.message.error(NOT_FOUND_TEXT))
    } else if (data.status === PAY_ORDER_SUCCESS || data.status === PAY_ORDER_REFUND) {
      const text = paying.current ? '支付成功' : ALREADY_PAID_TEXT
      // Leaving unmounts the page, which ends the polling with it.
      finish('success', () => popup.message.success(text))
    } else if (data.status === PAY_ORDER_CLOSED) {
      finish('close', () => popup.message.error(CLOSED_TEXT))
    }
  }, [id, order.isFetching, order.isSuccess, data, code, finish])

  useEffect(() => {
    if (msLeft !== null && msLeft <= 0) {
      finish('close', () => popup.message.error(EXPIRED_TEXT))
    }
  }, [msLeft, finish])

  const choose = async (channel: CashierChannel) => {
    if (!data) return
    if (NOT_ON_PC_CODES.includes(channel.code)) {
      popup.message.warning(NOT_ON_PC_TEXT)
      return
    }
    let channelExtras: Record<string, string> | undefined
    if (BAR_CODES.includes(channel.code)) {
      const authCode = await popup.prompt('请输入用户付款码（条码）', {
        title: channel.name,
        inputPattern: /^\d{10,32}$/,
        inputErrorMessage: '付款码为 10 到 32 位数字',
      })
      if (!authCode) return
      channelExtras = { authCode, auth_code: authCode }
    }
    const result = await submit({
      id: data.id,
      channelCode: channel.code,
      returnUrl: window.location.href,
      ...(channelExtras ? { channelExtras } : {}),
    })
    if ('error' in result || !result.data) return
    paying.current = true
    const answer = result.data
    if (answer.status === PAY_ORDER_SUCCESS) {
      finish('success', () => popup.message.success('支付成功'))
      return
    }
    if (answer.displayMode === 'url') window.location.assign(answer.displayContent)
    else if (answer.displayMode === 'form') postForm(answer.displayContent)
    else if (answer.displayMode === 'app')
      popup.message.warning('App 支付无法在网页中完成，请在手机 App 中支付')
    else if (answer.displayMode === 'qr_code') {
      setCode({
        channelCode: channel.code,
        channelName: channel.name,
        content: answer.displayContent,
      })
    }
  }

  if (id === null) return <CashierMessage text={NO_ID_TEXT} />
  if (order.isError) {
    const error = order.error as { msg?: string } | undefined
    return <CashierMessage text={error?.msg || '支付订单加载失败'} />
  }
  if (!waiting) {
    return order.isSuccess && !data ? (
      <CashierMessage text={NOT_FOUND_TEXT} />
    ) : (
      <Box sx={{ p: 6, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress aria-label="加载中" />
      </Box>
    )
  }

  const groups = cashierGroups(enabled.data ?? [])
  return (
    <Box component="section" aria-label="收银台" sx={{ p: 2 }}>
      <Paper variant="outlined" sx={{ p: 2.5, mb: 2 }}>
        <Typography component="h2" sx={{ fontSize: 16, fontWeight: 600, mb: 1.5 }}>
          支付订单
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '90px 1fr', md: '90px 1fr 90px 1fr 90px 1fr' },
            gap: 1,
            m: 0,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0 },
          }}
        >
          <dt>支付单号</dt>
          <dd>{data.id}</dd>
          <dt>商品标题</dt>
          <dd>{data.subject}</dd>
          <dt>商品内容</dt>
          <dd>{data.body || '-'}</dd>
          <dt>支付金额</dt>
          <dd>
            <Box component="span" sx={{ color: 'error.dark', fontWeight: 600 }}>
              {yuanText(data.price)}
            </Box>
          </dd>
          <dt>创建时间</dt>
          <dd>{formatDate(data.createTime)}</dd>
          <dt>过期时间</dt>
          <dd>
            {formatDate(data.expireTime)}
            <Box component="span" sx={{ ml: 1, color: 'warning.dark' }} aria-live="off">
              （剩余 {countdownText(msLeft ?? 0)}）
            </Box>
          </dd>
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2.5 }}>
        <Typography component="h2" sx={{ fontSize: 16, fontWeight: 600, mb: 1.5 }}>
          选择支付方式
        </Typography>
        {enabled.isSuccess && groups.length === 0 && (
          <Alert severity="warning">该支付应用没有开启的支付渠道，请先在支付应用中配置</Alert>
        )}
        {groups.map((group) => (
          <Box key={group.title} component="section" aria-label={group.title} sx={{ mb: 2 }}>
            <Typography component="h3" sx={{ fontSize: 14, color: 'text.secondary', mb: 1 }}>
              {group.title}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              {group.channels.map((channel) => (
                <Button
                  key={channel.code}
                  variant="outlined"
                  disabled={submitting}
                  onClick={() => void choose(channel)}
                  sx={{ minWidth: 160, height: 56 }}
                >
                  {channel.name}
                </Button>
              ))}
            </Box>
          </Box>
        ))}
      </Paper>
      <CashierCodeDialog code={code} price={data.price} onClose={() => setCode(null)} />
    </Box>
  )
}

function CashierMessage({ text }: { text: string }) {
  return (
    <Box component="section" aria-label="收银台" sx={{ p: 2 }}>
      <Alert severity="error">{text}</Alert>
    </Box>
  )
}
