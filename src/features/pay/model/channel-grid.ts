/** One cell of the 支付应用 grid: a channel code and its short header. */
export interface ChannelColumn {
  code: string
  label: string
  /** The channel's full name, for the cell's accessible name and the dialog. */
  name: string
}

export interface ChannelGroup {
  key: 'alipay' | 'wechat' | 'mock'
  title: string
  channels: readonly ChannelColumn[]
}

/** The grid's grouped columns, in the order the 支付应用 screen shows them. */
export const CHANNEL_GROUPS: readonly ChannelGroup[] = [
  {
    key: 'alipay',
    title: '支付宝配置',
    channels: [
      { code: 'alipay_app', label: 'APP', name: '支付宝 App 支付' },
      { code: 'alipay_pc', label: 'PC', name: '支付宝 PC 网站支付' },
      { code: 'alipay_wap', label: 'WAP', name: '支付宝 Wap 网站支付' },
      { code: 'alipay_qr', label: '扫码', name: '支付宝扫码支付' },
      { code: 'alipay_bar', label: '条码', name: '支付宝条码支付' },
    ],
  },
  {
    key: 'wechat',
    title: '微信配置',
    channels: [
      { code: 'wx_lite', label: '小程序', name: '微信小程序支付' },
      { code: 'wx_pub', label: 'JSAPI', name: '微信 JSAPI 支付' },
      { code: 'wx_app', label: 'App', name: '微信 App 支付' },
      { code: 'wx_native', label: 'Native', name: '微信 Native 支付' },
      { code: 'wx_bar', label: '条码', name: '微信条码支付' },
    ],
  },
  {
    key: 'mock',
    title: '模拟支付',
    channels: [{ code: 'mock', label: '模拟支付', name: '模拟支付' }],
  },
]

export type ChannelKind = ChannelGroup['key']

export function channelKind(code: string): ChannelKind {
  if (code.startsWith('alipay_')) return 'alipay'
  if (code.startsWith('wx_')) return 'wechat'
  return 'mock'
}

export function channelName(code: string): string {
  for (const group of CHANNEL_GROUPS) {
    const found = group.channels.find((channel) => channel.code === code)
    if (found) return found.name
  }
  return code
}
