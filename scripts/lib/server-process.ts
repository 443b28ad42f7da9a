import { spawn } from 'node:child_process'

/**
 * Starts a server (`npx tsx <entry>`) in a process group of its own and waits until `readyUrl`
 * answers. The returned stop kills the whole group: killing npx alone leaves its node child
 * running and holding the port.
 */
export async function startServer(
  entry: string,
  env: NodeJS.ProcessEnv,
  readyUrl: string,
  name: string,
  cwd?: string,
): Promise<() => void> {
  // Something already answering there (a server left over from an earlier run) would be measured
  // instead of the one started here.
  const stale = await fetch(readyUrl).then(
    () => true,
    () => false,
  )
  if (stale) throw new Error(`${name}: ${new URL(readyUrl).origin} is already in use`)
  const server = spawn('npx', ['tsx', entry], {
    stdio: 'ignore',
    cwd,
    detached: true,
    env: { ...process.env, ...env },
  })
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(readyUrl)
      if (res.ok) return stop
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  stop()
  throw new Error(`${name} did not start`)
}
