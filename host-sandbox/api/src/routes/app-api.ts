import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../lib/context'
import { fail } from '../lib/envelope'
import { registerMemberAuthHook } from '../mall/member/member-auth'
import { registerAppMemberAuthRoutes } from './app-member-auth'
import { registerAppPayOrderRoutes } from './app-pay-order'
import { registerAppTradeAfterSaleRoutes } from './app-trade-after-sale'
import { registerAppTradeOrderRoutes } from './app-trade-order'

/** Where the member calls live: beside admin-api, e.g. `/prod-api/app-api`. */
export function appApiBase(ctx: AppContext): string {
  return ctx.apiBase.replace(/\/admin-api$/, '/app-api')
}

/**
 * The mini-program's member calls, with their own token check (member tokens only). Registered as
 * a plugin of its own so the staff hook of admin-api never runs here, nor this one there.
 */
export async function registerAppApi(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(
    async (api) => {
      registerMemberAuthHook(api, ctx)
      // Like admin-api: an unknown call is an envelope with HTTP 200, never the console's page.
      api.setNotFoundHandler((request, reply) =>
        reply.send(fail(404, `请求地址不存在:${request.url.split('?')[0]}`)),
      )
      registerAppMemberAuthRoutes(api, ctx)
      registerAppTradeOrderRoutes(api, ctx)
      registerAppTradeAfterSaleRoutes(api, ctx)
      registerAppPayOrderRoutes(api, ctx)
    },
    { prefix: appApiBase(ctx) },
  )
}
