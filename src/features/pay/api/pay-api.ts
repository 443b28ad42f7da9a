import { baseApi } from '@/shared/api/base-api'
import type {
  PayChannelItem,
  PayChannelSave,
  PayNotifyDetail,
  PayOrderDetail,
  PayOrderItem,
  PayOrderSubmit,
  PayOrderSubmitResult,
} from '../model/pay-types'

export const PAY_APP_TAG = 'PayApp'
export const PAY_ORDER_TAG = 'PayOrder'
const PAY_CHANNEL_TAG = 'PayChannel'

/**
 * The sandbox's own merchants (activity sign-ups, shop orders): a payment at the cashier changes
 * their rows, which a kept tab would otherwise show unchanged when the cashier returns to it.
 */
const MERCHANT_TAGS = ['MuseumActivitySign', 'TradeOrder'] as const

const APPS = { type: PAY_APP_TAG, id: 'LIST' } as const
const ORDERS = { type: PAY_ORDER_TAG, id: 'LIST' } as const

/** 支付中心 calls beyond the generated CRUD endpoints: channels, status switch, cashier, details. */
export const payApi = baseApi
  .enhanceEndpoints({
    addTagTypes: [PAY_APP_TAG, PAY_ORDER_TAG, PAY_CHANNEL_TAG, ...MERCHANT_TAGS],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Every app (id, name) for the 支付应用 filters of the order, refund and notify lists. */
      listPayApps: build.query<{ id: number; name: string }[], void>({
        query: () => ({ url: '/pay/app/list' }),
        providesTags: [APPS],
      }),
      updatePayAppStatus: build.mutation<boolean, { id: number; status: number }>({
        query: (body) => ({ url: '/pay/app/update-status', method: 'PUT', body }),
        invalidatesTags: (_result, _error, { id }) => [APPS, { type: PAY_APP_TAG, id }],
      }),
      /** One app's channel of one code; null when it is not configured yet. */
      getPayChannel: build.query<PayChannelItem | null, { appId: number; code: string }>({
        query: (params) => ({ url: '/pay/channel/get', params }),
        providesTags: (_result, _error, { appId, code }) => [
          { type: PAY_CHANNEL_TAG, id: `${appId}:${code}` },
        ],
      }),
      savePayChannel: build.mutation<unknown, PayChannelSave>({
        query: (body) =>
          body.id === undefined
            ? { url: '/pay/channel/create', method: 'POST', body }
            : { url: '/pay/channel/update', method: 'PUT', body },
        // The grid's ✓ / ✗ come with the app rows.
        invalidatesTags: (_result, _error, { appId, code }) => [
          APPS,
          { type: PAY_CHANNEL_TAG, id: `${appId}:${code}` },
          { type: PAY_CHANNEL_TAG, id: `enabled:${appId}` },
        ],
      }),
      getPayOrderDetail: build.query<PayOrderDetail, number>({
        query: (id) => ({ url: '/pay/order/get-detail', params: { id } }),
        providesTags: (_result, _error, id) => [{ type: PAY_ORDER_TAG, id }],
      }),
      getPayNotifyDetail: build.query<PayNotifyDetail, number>({
        query: (id) => ({ url: '/pay/notify/get-detail', params: { id } }),
      }),
      /**
       * The cashier's order: never from the cache (a tab opened again must see it paid or closed),
       * and asked again every 2 s while a code is shown.
       */
      getCashierOrder: build.query<PayOrderItem | null, number>({
        // Silent: the page says what went wrong itself, and a poll must not toast every 2 s.
        query: (id) => ({ url: '/pay/order/get', params: { id }, silent: true }),
        keepUnusedDataFor: 0,
      }),
      getEnabledChannelCodes: build.query<string[], number>({
        query: (appId) => ({ url: '/pay/channel/get-enable-code-list', params: { appId } }),
        keepUnusedDataFor: 0,
        providesTags: (_result, _error, appId) => [
          { type: PAY_CHANNEL_TAG, id: `enabled:${appId}` },
        ],
      }),
      submitPayOrder: build.mutation<PayOrderSubmitResult, PayOrderSubmit>({
        query: (body) => ({ url: '/pay/order/submit', method: 'POST', body }),
        invalidatesTags: [ORDERS],
      }),
    }),
  })

export const {
  useListPayAppsQuery,
  useUpdatePayAppStatusMutation,
  useGetPayChannelQuery,
  useSavePayChannelMutation,
  useGetPayOrderDetailQuery,
  useGetPayNotifyDetailQuery,
  useGetCashierOrderQuery,
  useGetEnabledChannelCodesQuery,
  useSubmitPayOrderMutation,
} = payApi

/** After a payment: the merchants' lists ask the server again when shown. */
export const invalidateAfterPayment = () => payApi.util.invalidateTags([...MERCHANT_TAGS, ORDERS])
