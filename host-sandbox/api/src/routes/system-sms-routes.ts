import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../lib/context'
import { registerSmsReceiptRoutes } from '../sms/sms-receipts'
import { settleSmsDeliveries } from '../sms/sms-send'
import { registerSystemSmsChannelRoutes } from './system-sms-channel'
import { registerSystemSmsLogRoutes } from './system-sms-log'
import { registerSystemSmsTemplateRoutes } from './system-sms-template'

/** 短信管理: channels, templates, the log and the providers' delivery receipts. */
export function registerSystemSmsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerSystemSmsChannelRoutes(app, ctx)
  registerSystemSmsTemplateRoutes(app, ctx)
  registerSystemSmsLogRoutes(app, ctx)
  registerSmsReceiptRoutes(app, ctx)
  // Messages still with a provider finish (or fail) before the database closes.
  app.addHook('onClose', async () => settleSmsDeliveries(ctx))
}
