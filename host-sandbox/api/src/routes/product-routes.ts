import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../lib/context'
import { registerProductBrandRoutes } from './product-brand'
import { registerProductCategoryRoutes } from './product-category'
import { registerProductPropertyRoutes } from './product-property'
import { registerProductSpuRoutes } from './product-spu'

/** 商品中心: categories, brands, properties and values, products and their SKUs. */
export function registerProductRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerProductCategoryRoutes(app, ctx)
  registerProductBrandRoutes(app, ctx)
  registerProductPropertyRoutes(app, ctx)
  registerProductSpuRoutes(app, ctx)
}
