import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'
import { run } from './run'

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

function hasCjkFont(): boolean {
  try {
    return execSync('fc-list :lang=zh family', { encoding: 'utf8' }).trim().length > 0
  } catch {
    return false
  }
}

/**
 * e2e needs Debian's Chromium and CJK fonts (Playwright's own browser download does not work on
 * these machines). Installs them with apt-get when missing and we are root.
 */
export async function ensureBrowser(): Promise<void> {
  if (existsSync(CHROMIUM) && hasCjkFont()) return
  if (process.getuid?.() !== 0) {
    throw new Error(
      `缺少 ${CHROMIUM} 或中文字体：请以 root 运行，或执行 apt-get install -y chromium fonts-noto-cjk`,
    )
  }
  console.log('[setup] installing chromium and fonts-noto-cjk with apt-get …')
  const update = await run('apt-get', ['update'])
  if (update.code !== 0) throw new Error('apt-get update failed')
  const install = await run(
    'apt-get',
    ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-noto-cjk'],
    {
      DEBIAN_FRONTEND: 'noninteractive',
    },
  )
  if (install.code !== 0) throw new Error('apt-get install chromium fonts-noto-cjk failed')
}
