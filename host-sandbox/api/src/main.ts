import { buildApp } from './app'
import { loadConfig } from './config'

const config = loadConfig()
const app = await buildApp({
  dbPath: config.dbPath,
  accessTokenTtlSeconds: config.accessTokenTtlSeconds,
  refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
  staticDir: config.staticDir,
  corsOrigins: config.corsOrigins,
  apiPrefix: config.apiPrefix,
  sandboxTestRoutes: config.testRoutes,
  logger: true,
  // `POST /prod-api/admin-api/system/auth/login 200 12ms`, and the SMS codes it "sends".
  requestLog: (line) => process.stdout.write(`${line}\n`),
})

await app.listen({ port: config.port, host: config.host })

const origin = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`
const servesConsole = app.hasRoute({ method: 'GET', url: '/*' })
console.log(
  [
    '',
    '沙箱 admin-api 已启动 (sandbox admin-api is running)',
    `  API:      ${origin}${config.apiPrefix}/admin-api`,
    `  Console:  ${servesConsole ? `${origin}/  (from ${config.staticDir})` : `not served (${config.staticDir} does not exist)`}`,
    `  Sandbox:  ${origin}/sandbox/...  (SSO issuer for the host portal: always on)`,
    config.testRoutes
      ? '  Test routes ON (SANDBOX_TEST_ROUTES=true): /sandbox test helpers, fake SMS gateway (codes in this log), fake social provider (sandbox-admin / social-admin ...). Never in production.'
      : '  Test routes OFF: no /sandbox test helpers, SMS codes are not delivered, no fake social provider (SANDBOX_TEST_ROUTES=true turns them on).',
    `  Database: ${config.dbPath}`,
    `  CORS:     ${config.corsOrigins.join(', ') || '(none)'}`,
    '  Users:    admin / admin123, staff / staff123',
    '',
  ].join('\n'),
)

let stopping = false
async function stop(signal: string) {
  if (stopping) return
  stopping = true
  app.log.info(`${signal} received, shutting down`)
  try {
    await app.close()
    process.exit(0)
  } catch (error) {
    app.log.error(error)
    process.exit(1)
  }
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
