/** The hidden detail routes (constant routes of the console). */
export const orderDetailPath = (id: number) => `/trade/order/detail?id=${id}`
export const afterSaleDetailPath = (id: number) => `/trade/after-sale/detail?id=${id}`

/** The id a detail page was opened with, or null when the address carries no whole number. */
export function detailIdOf(search: URLSearchParams): number | null {
  const raw = search.get('id') ?? ''
  return /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null
}
