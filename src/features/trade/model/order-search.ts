/** 搜索方式: which filter the one search input fills. */
export const ORDER_SEARCH_MODES = [
  { value: 'no', label: '订单号' },
  { value: 'userId', label: '会员编号' },
  { value: 'userNickname', label: '会员昵称' },
  { value: 'userMobile', label: '会员手机号' },
  { value: 'receiverName', label: '收货人姓名' },
  { value: 'receiverMobile', label: '收货人手机号码' },
] as const

export type OrderSearchMode = (typeof ORDER_SEARCH_MODES)[number]['value']

/** Tabs over the status filter: '' is 全部. */
export const ORDER_STATUS_TABS = [
  { value: '', label: '全部' },
  { value: '0', label: '待支付' },
  { value: '10', label: '待发货' },
  { value: '20', label: '已发货' },
  { value: '30', label: '已完成' },
  { value: '40', label: '已取消' },
] as const

/** The list's own search params: `searchMode` names the filter `searchValue` fills. */
export type OrderListParams = Record<string, unknown> & {
  searchMode?: string
  searchValue?: string
}

const MODES: ReadonlySet<string> = new Set(ORDER_SEARCH_MODES.map((mode) => mode.value))

/**
 * The server's filters from the list's: `{searchMode: 'userMobile', searchValue: '139…'}` becomes
 * `{userMobile: '139…'}`; without a text (or with an unknown mode) neither is sent.
 */
export function orderWireParams({
  searchMode,
  searchValue,
  ...rest
}: OrderListParams): Record<string, unknown> {
  const text = typeof searchValue === 'string' ? searchValue.trim() : ''
  if (!text || !searchMode || !MODES.has(searchMode)) return rest
  return { ...rest, [searchMode]: text }
}
