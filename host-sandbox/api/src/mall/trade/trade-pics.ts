import type { FastifyRequest } from 'fastify'
import { productPicUrl } from '../product/product-pics'

/** Turns a stored picture path into the URL the caller can load (null stays null). */
export type PicUrlOf = (path: string | null) => string | null

/**
 * Order items and after-sales keep the product picture's stored path (copied when the order was
 * placed, so a later picture change does not rewrite history); answers give the caller a URL.
 */
export function picUrlsFor(request: FastifyRequest, apiBase: string): PicUrlOf {
  return (path) => (path ? productPicUrl(request, apiBase, path) : null)
}

export function withItemPics<T extends { picUrl: string | null }>(item: T, url: PicUrlOf): T {
  return { ...item, picUrl: url(item.picUrl) }
}

export function withOrderPics<T extends { items: Array<{ picUrl: string | null }> }>(
  order: T,
  url: PicUrlOf,
): T {
  return { ...order, items: order.items.map((item) => withItemPics(item, url)) }
}
