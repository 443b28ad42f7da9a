import fastifyFormbody from '@fastify/formbody'
import fastifyMultipart from '@fastify/multipart'
import Fastify, { LogController, type FastifyInstance } from 'fastify'
import { registerAuthHook } from './auth/auth-hook'
import { registerAuthHousekeeping } from './auth/auth-housekeeping'
import { registerLoginLog } from './auth/login-log'
import { createPasswordHasher, type PasswordHasherOptions } from './auth/password-hasher'
import {
  DEFAULT_ACCESS_TTL_SECONDS,
  DEFAULT_API_PREFIX,
  DEFAULT_CORS_ORIGINS,
  DEFAULT_REFRESH_TTL_SECONDS,
} from './config'
import { createBpmRuntime } from './bpm/runtime/runtime'
import { openDatabase } from './db/database'
import type { AppContext } from './lib/context'
import { registerCors } from './lib/cors'
import { answerClientError, registerErrorHandler } from './lib/error-handling'
import { registerJsonBodyParser } from './lib/json-body'
import { registerOperateLog } from './lib/operate-log'
import { parseQueryString } from './lib/query-string'
import { registerRequestLog, type LogSink } from './lib/request-log'
import { registerSecurityHeaders } from './lib/security-headers'
import { registerNotFound, registerStaticSite } from './lib/static-site'
import { registerApiDocs } from './openapi/api-docs-routes'
import { registerAppApi, appApiBase } from './routes/app-api'
import { accessLogFromEnv, registerApiLog } from './api-log/api-log-hook'
import { registerAuthRoutes } from './routes/auth'
import { registerBpmActivityRoutes } from './routes/bpm-activity'
import { registerBpmDefinitionRoutes } from './routes/bpm-definition'
import { registerBpmFormRoutes } from './routes/bpm-form'
import { registerBpmModelRoutes } from './routes/bpm-model'
import { registerBpmOaLeaveRoutes } from './routes/bpm-oa-leave'
import { registerBpmProcessInstanceRoutes } from './routes/bpm-process-instance'
import { registerBpmTaskRoutes } from './routes/bpm-task'
import { registerBpmTaskAssignRuleRoutes } from './routes/bpm-task-assign-rule'
import { registerBpmUserGroupRoutes } from './routes/bpm-user-group'
import { registerDeptRoutes } from './routes/dept'
import { registerMenuRoutes } from './routes/menu'
import { registerPostRoutes } from './routes/post'
import { registerProductRoutes } from './routes/product-routes'
import { registerCaptchaRoutes } from './routes/captcha'
import { registerDictDataRoutes } from './routes/dict-data'
import { registerDictTypeRoutes } from './routes/dict-type'
import { registerInfraConfigRoutes } from './routes/infra-config'
import { registerInfraCodegenRoutes } from './routes/infra-codegen'
import { registerInfraDataSourceConfigRoutes } from './routes/infra-data-source-config'
import { registerInfraFileRoutes } from './routes/infra-file'
import { registerInfraFileConfigRoutes } from './routes/infra-file-config'
import { registerInfraApiAccessLogRoutes } from './routes/infra-api-access-log'
import { registerInfraApiErrorLogRoutes } from './routes/infra-api-error-log'
import { registerInfraRedisRoutes } from './routes/infra-redis'
import { registerMuseumVolunteerRoutes } from './routes/museum-volunteer'
import { registerMuseumVolunteerServiceRoutes } from './routes/museum-volunteer-service'
import { registerMuseumCardRoutes } from './routes/museum-card'
import { registerMuseumNoticeRoutes } from './routes/museum-notice'
import { registerMuseumActivityRoutes } from './routes/museum-activity'
import { registerMuseumActivitySignRoutes } from './routes/museum-activity-sign'
import { registerMuseumReserveTeamRoutes } from './routes/museum-reserve-team'
import { registerMuseumStatisticsRoutes } from './routes/museum-statistics'
import { registerMuseumTimeSlotRoutes } from './routes/museum-time-slot'
import { registerMuseumReserveRuleRoutes } from './routes/museum-reserve-rule'
import { registerMuseumReservePersonalRoutes } from './routes/museum-reserve-personal'
import { registerMuseumTicketRoutes } from './routes/museum-ticket'
import { registerNotifyMessageRoutes } from './routes/notify-message'
import { registerLoginLogRoutes } from './routes/login-log'
import { registerOperateLogRoutes } from './routes/operate-log'
import { registerOAuth2TokenRoutes } from './routes/oauth2-token'
import { registerSystemOAuth2ClientRoutes } from './routes/system-oauth2-client'
import { registerNotifyTemplateRoutes } from './routes/notify-template'
import { registerSystemAreaRoutes } from './routes/system-area'
import { registerSystemSmsRoutes } from './routes/system-sms-routes'
import { registerTradeOrderRoutes } from './routes/trade-order'
import { registerTradeAfterSaleRoutes } from './routes/trade-after-sale'
import { registerTradeDeliveryRoutes } from './routes/trade-delivery'
import { registerNoticeRoutes } from './routes/notice'
import { registerOAuth2Routes } from './routes/oauth2'
import { registerPermissionRoutes } from './routes/permission'
import { registerRoleRoutes } from './routes/role'
import { registerAssetRoutes } from './routes/sandbox/assets'
import { registerVisitGuidePage } from './routes/sandbox/visit-guide-page'
import { registerSocialProviderRoutes } from './routes/sandbox/social-provider'
import { registerSsoIssuerRoutes } from './routes/sandbox/sso-issuer'
import { registerAdminApiTestRoutes, registerTestHelperRoutes } from './routes/sandbox/test-helpers'
import { registerMockPayPage } from './routes/sandbox/mock-pay-page'
import { registerPayRuntime } from './pay/pay-runtime'
import { jobsEnabledByEnv, registerJobScheduler } from './jobs/job-runtime'
import { registerInfraJobRoutes } from './routes/infra-job'
import { registerInfraJobLogRoutes } from './routes/infra-job-log'
import { registerPayAppRoutes } from './routes/pay-app'
import { registerPayChannelRoutes } from './routes/pay-channel'
import { registerPayNotifyRoutes } from './routes/pay-notify'
import { registerPayOrderRoutes } from './routes/pay-order'
import { registerPayRefundRoutes } from './routes/pay-refund'
import { registerSocialAuthRoutes } from './routes/social-auth'
import { registerSsoRoutes } from './routes/sso'
import { registerUserRoutes } from './routes/user'
import { registerUserImportRoutes } from './routes/user-import'
import { registerUserProfileRoutes } from './routes/user-profile'

export interface BuildAppOptions {
  dbPath: string
  accessTokenTtlSeconds?: number
  refreshTokenTtlSeconds?: number
  /** Built console to serve at / (SPA fallback); null or a missing folder: API only. */
  staticDir?: string | null
  corsOrigins?: string[]
  /** Fastify's JSON logger, for warnings and errors only (request lines go to `requestLog`). */
  logger?: boolean
  /** Where the readable request lines and SMS codes go (lib/request-log.ts); default nowhere. */
  requestLog?: LogSink
  /** Default '/prod-api'; the API lives under `${apiPrefix}/admin-api`. */
  apiPrefix?: string
  /**
   * /sandbox test helpers (sms-code, tokens/expire, users/unlock, notify/send), the fake SMS
   * gateway (codes in the log) and the fake social provider. Default OFF: a copied server must
   * not hand out SMS codes or social identities; `npm start`, dev and e2e switch them on.
   */
  sandboxTestRoutes?: boolean
  /** Password hashing worker pool (threads, queue bound); defaults suit the machine. */
  passwordHashing?: PasswordHasherOptions
  /** API 访问日志 rows (errors are always logged); default on unless SANDBOX_API_ACCESS_LOG=off. */
  apiAccessLog?: boolean
  /** Redis 监控's server; default REDIS_URL, null: none (api-log/ docs/api-logs.md). */
  redisUrl?: string | null
  /** Jobs fire on their cron (定时任务); default on unless SANDBOX_JOBS=off. 执行一次 runs either way. */
  jobs?: boolean
  /** Clock in epoch ms; tests pass their own to travel in time. */
  now?: () => number
  /** How often the BPM runtime looks for due timers (ms); default 1 s. */
  bpmTimerSweepMs?: number
}

/** Builds the sandbox admin-api server (not listening yet); closing it closes the database. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const now = opts.now ?? Date.now
  const db = await openDatabase(opts.dbPath, now())
  const app = Fastify({
    logger: opts.logger ? { level: 'warn' } : false,
    // One readable line per request instead (lib/request-log.ts), secrets masked.
    logController: new LogController({ disableRequestLogging: true }),
    // Node refuses oversize headers before Fastify sees a request: answer those in Chinese too.
    clientErrorHandler: answerClientError,
    routerOptions: { querystringParser: parseQueryString },
  })
  const bpm = createBpmRuntime({
    db,
    now,
    warn: (error, what) => app.log.warn({ err: error }, what),
    timerSweepMs: opts.bpmTimerSweepMs,
  })
  app.addHook('onReady', async () => bpm.startTimers())
  app.addHook('onClose', async () => {
    await bpm.close()
    db.close()
  })
  const ctx: AppContext = {
    db,
    now,
    accessTtlMs: (opts.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TTL_SECONDS) * 1000,
    refreshTtlMs: (opts.refreshTokenTtlSeconds ?? DEFAULT_REFRESH_TTL_SECONDS) * 1000,
    apiBase: `${opts.apiPrefix ?? DEFAULT_API_PREFIX}/admin-api`,
    log: { sink: opts.requestLog ?? (() => {}) },
    passwords: createPasswordHasher(opts.passwordHashing),
    testRoutes: opts.sandboxTestRoutes ?? false,
    bpm,
  }
  registerAuthHousekeeping(app, ctx)
  registerPayRuntime(app, ctx)
  registerJobScheduler(app, ctx, { cronEnabled: opts.jobs ?? jobsEnabledByEnv() })

  if (opts.requestLog) registerRequestLog(app, opts.requestLog)
  registerCors(app, opts.corsOrigins ?? DEFAULT_CORS_ORIGINS)
  await registerSecurityHeaders(app, ctx.apiBase)
  registerJsonBodyParser(app)
  await app.register(fastifyFormbody)
  await app.register(fastifyMultipart)
  const apiLog = registerApiLog(app, ctx, appApiBase(ctx), {
    accessLog: opts.apiAccessLog ?? accessLogFromEnv(),
  })
  registerErrorHandler(app, apiLog.recordError)
  registerApiDocs(app, ctx.apiBase, opts.corsOrigins ?? DEFAULT_CORS_ORIGINS)

  await app.register(
    async (api) => {
      registerAuthHook(api, ctx)
      registerLoginLog(api, ctx)
      registerOperateLog(api, ctx)
      registerAuthRoutes(api, ctx)
      registerSocialAuthRoutes(api, ctx)
      registerSsoRoutes(api, ctx)
      registerOAuth2Routes(api, ctx)
      registerCaptchaRoutes(api)
      registerUserProfileRoutes(api, ctx)
      registerUserRoutes(api, ctx)
      registerUserImportRoutes(api, ctx)
      registerRoleRoutes(api, ctx)
      registerPermissionRoutes(api, ctx)
      registerInfraFileRoutes(api, ctx)
      registerInfraFileConfigRoutes(api, ctx)
      registerDictTypeRoutes(api, ctx)
      registerDictDataRoutes(api, ctx)
      registerInfraConfigRoutes(api, ctx)
      registerInfraJobRoutes(api, ctx)
      registerInfraJobLogRoutes(api, ctx)
      registerInfraDataSourceConfigRoutes(api, ctx)
      registerInfraCodegenRoutes(api, ctx)
      registerNotifyMessageRoutes(api, ctx)
      registerBpmFormRoutes(api, ctx)
      registerBpmModelRoutes(api, ctx)
      registerBpmDefinitionRoutes(api, ctx)
      registerBpmProcessInstanceRoutes(api, ctx)
      registerBpmTaskRoutes(api, ctx)
      registerBpmActivityRoutes(api, ctx)
      registerBpmTaskAssignRuleRoutes(api, ctx)
      registerBpmUserGroupRoutes(api, ctx)
      registerBpmOaLeaveRoutes(api, ctx)
      registerMuseumVolunteerRoutes(api, ctx)
      registerMuseumVolunteerServiceRoutes(api, ctx)
      registerMuseumCardRoutes(api, ctx)
      registerMuseumNoticeRoutes(api, ctx)
      registerMuseumActivityRoutes(api, ctx)
      registerMuseumActivitySignRoutes(api, ctx)
      registerMuseumReserveTeamRoutes(api, ctx)
      registerMuseumStatisticsRoutes(api, ctx)
      registerMuseumTimeSlotRoutes(api, ctx)
      registerMuseumReserveRuleRoutes(api, ctx)
      registerMuseumReservePersonalRoutes(api, ctx)
      registerMuseumTicketRoutes(api, ctx)
      registerDeptRoutes(api, ctx)
      registerMenuRoutes(api, ctx)
      registerPostRoutes(api, ctx)
      registerLoginLogRoutes(api, ctx)
      registerOperateLogRoutes(api, ctx)
      registerOAuth2TokenRoutes(api, ctx)
      registerSystemOAuth2ClientRoutes(api, ctx)
      registerNoticeRoutes(api, ctx)
      registerNotifyTemplateRoutes(api, ctx)
      registerPayAppRoutes(api, ctx)
      registerPayChannelRoutes(api, ctx)
      registerPayOrderRoutes(api, ctx)
      registerPayRefundRoutes(api, ctx)
      registerPayNotifyRoutes(api, ctx)
      registerProductRoutes(api, ctx)
      registerSystemAreaRoutes(api)
      registerSystemSmsRoutes(api, ctx)
      registerTradeOrderRoutes(api, ctx)
      registerTradeAfterSaleRoutes(api, ctx)
      registerTradeDeliveryRoutes(api, ctx)
      registerInfraApiAccessLogRoutes(api, ctx)
      registerInfraApiErrorLogRoutes(api, ctx)
      if (ctx.testRoutes) registerAdminApiTestRoutes(api)
      registerInfraRedisRoutes(api, opts.redisUrl)
    },
    { prefix: ctx.apiBase },
  )
  await registerAppApi(app, ctx)

  await app.register(async (sandbox) => {
    registerAssetRoutes(sandbox)
    registerVisitGuidePage(sandbox)
    registerSsoIssuerRoutes(sandbox, ctx)
    registerMockPayPage(sandbox, ctx)
    if (ctx.testRoutes) {
      registerSocialProviderRoutes(sandbox, ctx)
      registerTestHelperRoutes(sandbox, ctx)
    }
  })

  const consolePageCsp = await registerStaticSite(
    app,
    opts.staticDir ?? null,
    opts.corsOrigins ?? DEFAULT_CORS_ORIGINS,
  )
  registerNotFound(app, ctx.apiBase, consolePageCsp)
  return app
}
