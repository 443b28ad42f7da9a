import { baseApi } from '@/shared/api/base-api'
import type { PageResult } from '@/shared/list-kit'
import { orderWireParams, type OrderListParams } from '../model/order-search'
import type {
  AfterSaleDetail,
  AfterSaleQuery,
  AfterSaleRow,
  ExpressSimple,
  OrderAddressBody,
  OrderDeliveryBody,
  OrderDetail,
  OrderRow,
  OrderSummary,
} from '../model/trade-types'

export const ORDER_TAG = 'TradeOrder' as const
export const AFTER_SALE_TAG = 'TradeAfterSale'

const ORDERS = { type: ORDER_TAG, id: 'LIST' } as const
const AFTER_SALES = { type: AFTER_SALE_TAG, id: 'LIST' } as const

/** An order's change shows in its detail, the list's cards and the summary figures. */
const orderChanged = (id: number) => [ORDERS, { type: ORDER_TAG, id } as const]

/**
 * An after-sale's move changes its order too (the item's 售后状态, refunds, stock), so both
 * the after-sale and the orders are refreshed.
 */
const afterSaleChanged = (id: number) => [
  AFTER_SALES,
  { type: AFTER_SALE_TAG, id } as const,
  ORDER_TAG as typeof ORDER_TAG,
]

/** 交易中心: orders, after-sales and the express companies. */
export const tradeApi = baseApi
  .enhanceEndpoints({ addTagTypes: [ORDER_TAG, AFTER_SALE_TAG, 'TradeExpress'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getOrderPage: build.query<PageResult<OrderRow>, OrderListParams>({
        query: (params) => ({ url: '/trade/order/page', params: orderWireParams(params) }),
        providesTags: [ORDERS],
      }),
      getOrderSummary: build.query<OrderSummary, OrderListParams>({
        query: (params) => ({ url: '/trade/order/get-summary', params: orderWireParams(params) }),
        providesTags: [ORDERS],
      }),
      getOrderDetail: build.query<OrderDetail, number>({
        query: (id) => ({ url: '/trade/order/get-detail', params: { id } }),
        providesTags: (_result, _error, id) => [{ type: ORDER_TAG, id }],
      }),
      deliverOrder: build.mutation<boolean, OrderDeliveryBody>({
        query: (body) => ({ url: '/trade/order/delivery', method: 'PUT', body }),
        invalidatesTags: (_r, _e, { id }) => orderChanged(id),
      }),
      updateOrderRemark: build.mutation<boolean, { id: number; remark: string }>({
        query: (body) => ({ url: '/trade/order/update-remark', method: 'PUT', body }),
        invalidatesTags: (_r, _e, { id }) => orderChanged(id),
      }),
      updateOrderPrice: build.mutation<boolean, { id: number; adjustPrice: number }>({
        query: (body) => ({ url: '/trade/order/update-price', method: 'PUT', body }),
        invalidatesTags: (_r, _e, { id }) => orderChanged(id),
      }),
      updateOrderAddress: build.mutation<boolean, OrderAddressBody>({
        query: (body) => ({ url: '/trade/order/update-address', method: 'PUT', body }),
        invalidatesTags: (_r, _e, { id }) => orderChanged(id),
      }),
      pickUpOrderById: build.mutation<boolean, number>({
        query: (id) => ({ url: '/trade/order/pick-up-by-id', method: 'PUT', params: { id } }),
        invalidatesTags: (_r, _e, id) => orderChanged(id),
      }),
      pickUpOrderByCode: build.mutation<boolean, string>({
        query: (pickUpVerifyCode) => ({
          url: '/trade/order/pick-up-by-verify-code',
          method: 'PUT',
          params: { pickUpVerifyCode },
        }),
        // Which order the code belongs to is the server's answer: every order may have changed.
        invalidatesTags: [ORDER_TAG],
      }),
      listExpressSimple: build.query<ExpressSimple[], void>({
        query: () => ({ url: '/trade/delivery/express/list-all-simple' }),
        providesTags: ['TradeExpress'],
      }),
      getAfterSalePage: build.query<PageResult<AfterSaleRow>, AfterSaleQuery>({
        query: (params) => ({ url: '/trade/after-sale/page', params }),
        providesTags: [AFTER_SALES],
      }),
      getAfterSaleDetail: build.query<AfterSaleDetail, number>({
        query: (id) => ({ url: '/trade/after-sale/get-detail', params: { id } }),
        providesTags: (_result, _error, id) => [{ type: AFTER_SALE_TAG, id }],
      }),
      agreeAfterSale: build.mutation<boolean, number>({
        query: (id) => ({ url: '/trade/after-sale/agree', method: 'PUT', params: { id } }),
        invalidatesTags: (_r, _e, id) => afterSaleChanged(id),
      }),
      disagreeAfterSale: build.mutation<boolean, { id: number; auditReason: string }>({
        query: (body) => ({ url: '/trade/after-sale/disagree', method: 'PUT', body }),
        invalidatesTags: (_r, _e, { id }) => afterSaleChanged(id),
      }),
      receiveAfterSale: build.mutation<boolean, number>({
        query: (id) => ({ url: '/trade/after-sale/receive', method: 'PUT', params: { id } }),
        invalidatesTags: (_r, _e, id) => afterSaleChanged(id),
      }),
      refuseAfterSale: build.mutation<boolean, { id: number; refuseMemo: string }>({
        query: (body) => ({ url: '/trade/after-sale/refuse', method: 'PUT', body }),
        invalidatesTags: (_r, _e, { id }) => afterSaleChanged(id),
      }),
      refundAfterSale: build.mutation<boolean, number>({
        query: (id) => ({ url: '/trade/after-sale/refund', method: 'PUT', params: { id } }),
        invalidatesTags: (_r, _e, id) => afterSaleChanged(id),
      }),
    }),
  })

export const {
  useGetOrderPageQuery,
  useGetOrderSummaryQuery,
  useGetOrderDetailQuery,
  useDeliverOrderMutation,
  useUpdateOrderRemarkMutation,
  useUpdateOrderPriceMutation,
  useUpdateOrderAddressMutation,
  usePickUpOrderByIdMutation,
  usePickUpOrderByCodeMutation,
  useListExpressSimpleQuery,
  useGetAfterSalePageQuery,
  useGetAfterSaleDetailQuery,
  useAgreeAfterSaleMutation,
  useDisagreeAfterSaleMutation,
  useReceiveAfterSaleMutation,
  useRefuseAfterSaleMutation,
  useRefundAfterSaleMutation,
} = tradeApi
