import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'
import { run } from './run'

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const REDIS_SERVER = process.env.REDIS_SERVER_BIN || '/usr/bin/redis-server'

function hasCjkFont(): boolean {
  try {
    return execSync('fc-list :lang=zh family', { encoding: 'utf8' }).trim().length > 0
  } catch {
    return false
  }
}

/**
 * The Debian packages the tests need: Chromium and CJK fonts for e2e (Playwright's own browser
 * download does not work on these machines), redis-server for Redis 监控's server tests (they start
 * their own on a free 127.0.0.1 port). Installs the missing ones with apt-get when we are root.
 */
export async function ensureTestPackages(): Promise<void> {
  const missing = [
    ...(existsSync(CHROMIUM) ? [] : ['chromium']),
    ...(hasCjkFont() ? [] : ['fonts-noto-cjk']),
    ...(existsSync(REDIS_SERVER) ? [] : ['redis-server']),
  ]
  if (missing.length === 0) return
  const packages = missing.join(' ')
  if (process.getuid?.() !== 0) {
    throw new Error(`缺少测试所需的软件包：请以 root 运行，或执行 apt-get install -y ${packages}`)
  }
  console.log(`[setup] installing ${packages} with apt-get …`)
  const update = await run('apt-get', ['update'])
  if (update.code !== 0) throw new Error('apt-get update failed')
  const install = await run('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
    DEBIAN_FRONTEND: 'noninteractive',
  })
  if (install.code !== 0) throw new Error(`apt-get install ${packages} failed`)
}
