/** One tile of the cashier: a channel the order's app has enabled. */
export interface CashierChannel {
  code: string
  name: string
}

export interface CashierGroup {
  title: string
  channels: CashierChannel[]
}

const GROUPS: readonly { title: string; channels: readonly CashierChannel[] }[] = [
  {
    title: '支付宝',
    channels: [
      { code: 'alipay_pc', name: '支付宝 PC 网站支付' },
      { code: 'alipay_wap', name: '支付宝 Wap 网站支付' },
      { code: 'alipay_app', name: '支付宝 App 支付' },
      { code: 'alipay_qr', name: '支付宝扫码支付' },
      { code: 'alipay_bar', name: '支付宝条码支付' },
    ],
  },
  {
    title: '微信',
    channels: [
      { code: 'wx_lite', name: '微信小程序支付' },
      { code: 'wx_pub', name: '微信 JSAPI 支付' },
      { code: 'wx_app', name: '微信 App 支付' },
      { code: 'wx_native', name: '微信 Native 支付' },
      { code: 'wx_bar', name: '微信条码支付' },
    ],
  },
  { title: '其它', channels: [{ code: 'mock', name: '模拟支付' }] },
]

/** The groups with only the enabled channels; a group without any is left out. */
export function cashierGroups(enabledCodes: readonly string[]): CashierGroup[] {
  return GROUPS.map((group) => ({
    title: group.title,
    channels: group.channels.filter((channel) => enabledCodes.includes(channel.code)),
  })).filter((group) => group.channels.length > 0)
}

/** Paid inside a WeChat client only. */
export const NOT_ON_PC_CODES: readonly string[] = ['wx_pub', 'wx_lite']
export const NOT_ON_PC_TEXT = '目前不支持在 PC 端使用该支付方式'

/** The payer shows a code the cashier scans in. */
export const BAR_CODES: readonly string[] = ['alipay_bar', 'wx_bar']

/** What to tell the payer under a QR code. */
export function qrHint(code: string): string {
  if (code.startsWith('alipay_')) return '请使用支付宝“扫一扫”扫码支付'
  if (code.startsWith('wx_')) return '请使用微信“扫一扫”扫码支付'
  return '请使用手机“扫一扫”打开模拟支付'
}

/** The order is asked again this often while a code is shown. */
export const POLL_INTERVAL_MS = 2000

/** 'mm:ss' (or 'h:mm:ss') left until `expireTime`; never negative. */
export function countdownText(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000))
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = total % 60
  const pad = (n: number) => String(n).padStart(2, '0')
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`
}
