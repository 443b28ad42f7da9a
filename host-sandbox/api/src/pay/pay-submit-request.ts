import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../lib/context'
import { requestOrigin } from '../lib/request-origin'
import { submitPayOrder, type SubmitPayOrderInput } from './pay-orders'

type SubmitBody = Pick<SubmitPayOrderInput, 'id' | 'channelCode'> & {
  returnUrl?: string | null
  channelExtras?: Record<string, unknown> | null
  displayMode?: string | null
}

/**
 * A cashier submit as the admin and the member API both receive it: the checked body, plus who
 * asked (their IP) and the address they reached the sandbox at (for the mock pay page).
 */
export function submitFromRequest(ctx: AppContext, request: FastifyRequest, body: SubmitBody) {
  return submitPayOrder(ctx, {
    id: body.id,
    channelCode: body.channelCode,
    returnUrl: body.returnUrl ?? null,
    channelExtras: body.channelExtras ?? null,
    displayMode: body.displayMode ?? null,
    userIp: request.ip,
    origin: requestOrigin(request),
  })
}
