import { existsSync } from 'node:fs'
import { buildPortalServer } from './app'
import { loadPortalServerConfig } from './config'

const config = loadPortalServerConfig()
const app = buildPortalServer({
  consoleOrigin: config.consoleOrigin,
  distDir: config.distDir,
  csp: config.csp,
  logger: process.env.PORTAL_LOG === 'on',
})

await app.listen({ port: config.port, host: config.host })

const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : config.port
const host = config.host.includes(':') ? `[${config.host}]` : config.host
console.log(
  [
    '',
    `门户 (qiankun host): http://${host}:${port}`,
    `  控制台 (console entry): ${config.consoleOrigin}/`,
    `  构建目录 (dist):        ${config.distDir}`,
    `  CSP:                    ${config.csp ? 'on' : 'off (PORTAL_CSP=off)'}`,
    ...(existsSync(`${config.distDir}/index.html`)
      ? []
      : ['  尚未构建：npx vite build --config host-sandbox/portal/vite.config.ts']),
    '',
  ].join('\n'),
)

let stopping = false
async function stop(signal: string) {
  if (stopping) return
  stopping = true
  try {
    await app.close()
    process.exit(0)
  } catch (error) {
    console.error(`门户关闭失败 (${signal})`, error)
    process.exit(1)
  }
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
