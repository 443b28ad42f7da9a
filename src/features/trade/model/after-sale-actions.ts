import { AFTER_SALE_STATUS } from './order-status'

/** A button of 售后详情: what it sends, who may press it, when it shows. */
export interface AfterSaleAction {
  key: 'agree' | 'disagree' | 'receive' | 'refuse' | 'refund'
  label: string
  permission: string
  /** Asks for a reason first (拒绝…). */
  reason?: { title: string; label: string }
  question?: string
  success: string
}

const AGREE: AfterSaleAction = {
  key: 'agree',
  label: '同意售后',
  permission: 'trade:after-sale:agree',
  question: '确认同意该售后申请吗？',
  success: '已同意售后',
}
const DISAGREE: AfterSaleAction = {
  key: 'disagree',
  label: '拒绝售后',
  permission: 'trade:after-sale:disagree',
  reason: { title: '拒绝售后', label: '拒绝原因' },
  success: '已拒绝售后',
}
const RECEIVE: AfterSaleAction = {
  key: 'receive',
  label: '确认收货',
  permission: 'trade:after-sale:receive',
  question: '确认已收到买家退回的商品吗？',
  success: '已确认收货',
}
const REFUSE: AfterSaleAction = {
  key: 'refuse',
  label: '拒绝收货',
  permission: 'trade:after-sale:refuse',
  reason: { title: '拒绝收货', label: '拒收原因' },
  success: '已拒绝收货',
}
const REFUND: AfterSaleAction = {
  key: 'refund',
  label: '确认退款',
  permission: 'trade:after-sale:refund',
  question: '确认退款吗？退款将原路退回买家的支付账户。',
  success: '退款已提交',
}

/** The buttons an after-sale's status allows (the server refuses the others anyway). */
export function afterSaleActionsFor(status: number): AfterSaleAction[] {
  switch (status) {
    case AFTER_SALE_STATUS.APPLY:
      return [AGREE, DISAGREE]
    case AFTER_SALE_STATUS.BUYER_DELIVERY:
      return [RECEIVE, REFUSE]
    case AFTER_SALE_STATUS.WAIT_REFUND:
      return [REFUND]
    default:
      return []
  }
}

/** 售后退款 tabs over the status filter. */
export const AFTER_SALE_STATUS_TABS = [
  { value: '', label: '全部' },
  { value: '10', label: '申请售后' },
  { value: '20', label: '商品待退货' },
  { value: '30', label: '商家待收货' },
  { value: '40', label: '等待退款' },
  { value: '50', label: '退款成功' },
  { value: '61', label: '买家取消' },
  { value: '62', label: '商家拒绝' },
  { value: '63', label: '商家拒收货' },
] as const

/** What the status box says comes next. */
export function afterSaleNextStep(status: number): string {
  switch (status) {
    case AFTER_SALE_STATUS.APPLY:
      return '买家申请售后，请审核'
    case AFTER_SALE_STATUS.SELLER_AGREE:
      return '已同意售后，等待买家退回商品'
    case AFTER_SALE_STATUS.BUYER_DELIVERY:
      return '买家已退货，请确认收货'
    case AFTER_SALE_STATUS.WAIT_REFUND:
      return '等待退款，请确认退款'
    case AFTER_SALE_STATUS.COMPLETE:
      return '退款成功'
    default:
      return '售后已关闭'
  }
}
