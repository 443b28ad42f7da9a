import { z } from 'zod'
import { bpmDefinitionItem } from '../../src/shared/wire/bpm-definition'
import { bpmFormItem, bpmFormSimpleItem } from '../../src/shared/wire/bpm-form'
import { bpmModelDetail, bpmModelItem } from '../../src/shared/wire/bpm-model'
import { oaLeaveItem } from '../../src/shared/wire/bpm-oa-leave'
import { authTokens, menuNode, menuTree, permissionInfo } from '../../src/shared/wire/auth'
import { envelope, epochMs, id, pageOf } from '../../src/shared/wire/common'
import { configItem, configValue } from '../../src/shared/wire/config'
import { colorType, dictDataItem, dictDataSimpleItem } from '../../src/shared/wire/dict-data'
import { dictTypeItem, dictTypeSimpleItem } from '../../src/shared/wire/dict-type'
import { notifyMessageItem, unreadCount } from '../../src/shared/wire/notify-message'
import { oauth2AuthorizeInfo } from '../../src/shared/wire/oauth2'
import { profileItem } from '../../src/shared/wire/profile'
import { roleSimpleItem, userSimpleItem } from '../../src/shared/wire/user'
import { museumSummary, museumTrend } from '../../src/shared/wire/museum-statistics'
import { museumCardItem } from '../../src/shared/wire/museum-card'
import { roleItem } from '../../src/shared/wire/role'
import { loginLogItem } from '../../src/shared/wire/login-log'
import { operateLogItem } from '../../src/shared/wire/operate-log'
import { oauth2TokenItem } from '../../src/shared/wire/oauth2-token'
import { reservePersonalItem } from '../../src/shared/wire/museum-reserve-personal'
import { reserveRuleItem } from '../../src/shared/wire/museum-reserve-rule'
import { timeSlotItem } from '../../src/shared/wire/museum-slot'
import { ticketItem, ticketTodaySummary } from '../../src/shared/wire/museum-ticket'
import { museumNoticeItem, museumReserveNoticeItem } from '../../src/shared/wire/museum-notice'
import { volunteerItem } from '../../src/shared/wire/museum-volunteer'
import { productCategoryItem } from '../../src/shared/wire/product-category'
import { productBrandItem } from '../../src/shared/wire/product-brand'
import { productPropertyItem } from '../../src/shared/wire/product-property'
import { productSpuCount, productSpuItem } from '../../src/shared/wire/product-spu'
import { tradeOrder, tradeOrderSummary } from '../../src/shared/wire/trade-order'
import { tradeAfterSale } from '../../src/shared/wire/trade-after-sale'
import { expressSimpleItem, pickUpStoreItem } from '../../src/shared/wire/trade-delivery'
import { areaTree } from '../../src/shared/wire/area'
import { payAppItem } from '../../src/shared/wire/pay-app'
import { payOrderItem } from '../../src/shared/wire/pay-order'
import { payRefundItem } from '../../src/shared/wire/pay-refund'
import { payNotifyItem } from '../../src/shared/wire/pay-notify'
import {
  volunteerServiceItem,
  volunteerServiceSummaryItem,
} from '../../src/shared/wire/museum-volunteer-service'

// Wire shapes of docs/admin-api.md. Lenient where the Java server may send null or extra
// fields; strict on what the console relies on (types, enums, epoch-millisecond dates).
// Resources converted to src/shared/wire are the very schemas the sandbox validates its answers
// with and the console infers its types from (docs/architecture.md#wire-schemas): the contract
// checks a backend against them, not against a copy.

export { envelope, epochMs, id, pageOf }

export const tokens = authTokens
export { permissionInfo, menuNode, menuTree }
// The console's own reading of the node is the schema's type.
export type { MenuNode } from '../../src/shared/routing/menu-types'

export const profile = profileItem

export const userSimple = userSimpleItem

export const dictType = dictTypeItem
export const dictTypeSimple = dictTypeSimpleItem
export { colorType }
export const dictData = dictDataItem
export const dictDataSimple = dictDataSimpleItem
export const config = configItem
export const notifyMessage = notifyMessageItem
export { configValue, unreadCount }

export { oauth2AuthorizeInfo }

export const roleSimple = roleSimpleItem

// BPM (docs/admin-api.md#bpm): model and definition ids are strings (Flowable's).
export const bpmForm = bpmFormItem
export const bpmFormSimple = bpmFormSimpleItem
export const bpmModel = bpmModelItem
export { bpmModelDetail }
export const bpmDefinition = bpmDefinitionItem
// OA leave (docs/admin-api.md#oa-leave): the caller's own leaves.
export const oaLeave = oaLeaveItem

/** AJ-Captcha's own response model (the captcha endpoints are not enveloped). */
export const captchaResponse = z.object({
  repCode: z.string(),
  repData: z.record(z.string(), z.unknown()).nullable(),
})

// Item types of the answers above, for the server tests that read them.
export type DictTypeItem = z.infer<typeof dictType>
export type DictDataItem = z.infer<typeof dictData>
export type DictDataSimpleItem = z.infer<typeof dictDataSimple>
export type ConfigItem = z.infer<typeof config>
export type NotifyMessageItem = z.infer<typeof notifyMessage>

export { museumSummary, museumTrend }
export { reservePersonalItem, reserveRuleItem, ticketItem, ticketTodaySummary, timeSlotItem }
export { museumCardItem }
export const museumNotice = museumNoticeItem
export const museumReserveNotice = museumReserveNoticeItem
export { volunteerItem, volunteerServiceItem, volunteerServiceSummaryItem }
export { loginLogItem, operateLogItem, oauth2TokenItem }
export { roleItem }

// 商品中心, 交易中心, 支付中心 (docs/shop-and-pay.md): money in fen, the console's own schemas.
export {
  productCategoryItem,
  productBrandItem,
  productPropertyItem,
  productSpuCount,
  productSpuItem,
}
export {
  tradeOrder,
  tradeOrderSummary,
  tradeAfterSale,
  expressSimpleItem,
  pickUpStoreItem,
  areaTree,
}
export { payAppItem, payOrderItem, payRefundItem, payNotifyItem }
