/**
 * Runs long-lived servers side by side and stops all of them together. Each is `npx tsx ...`:
 * npx starts tsx, tsx starts node, and node holds the port. Signalling npx alone leaves that node
 * running, so every child gets a process group of its own and the whole group is signalled.
 *
 * Stops on Ctrl+C (SIGINT), SIGTERM, or when one of the servers exits on its own; this process
 * exits only once every process of every group is gone, so the ports are free when it returns.
 * A second Ctrl+C, or groups still alive after GRACE_MS, get SIGKILL.
 *
 * `kill <pid of npm start>` signals npm, which passes it to its `sh -c`, which dies without
 * passing it on: tsx and this script would live on, orphaned. So the script also stops when a
 * process that started it (npm, its shell, tsx) is gone.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'

export interface ServerSpec {
  name: string
  command: string
  args: string[]
  env?: NodeJS.ProcessEnv
}

const GRACE_MS = 10_000
const POLL_MS = 100

/** Whether any process of the group `pgid` is still alive (signal 0 only checks). */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0)
    return true
  } catch {
    return false
  }
}

/** The pids of this process's first `levels` ancestors (tsx, `sh -c`, npm), nearest first. */
function ancestors(levels: number): number[] {
  const pids: number[] = []
  let pid = process.ppid
  while (pids.length < levels && pid > 1) {
    pids.push(pid)
    try {
      pid = Number(execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' }))
    } catch {
      break
    }
  }
  return pids
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal)
  } catch {
    // the group is already gone
  }
}

export function runTogether(specs: ServerSpec[]): void {
  const groups: number[] = []
  let stopping = false
  let exitCode = 0

  const stop = (code: number) => {
    if (stopping) {
      groups.forEach((pgid) => signalGroup(pgid, 'SIGKILL'))
      return
    }
    stopping = true
    exitCode = code
    groups.forEach((pgid) => signalGroup(pgid, 'SIGTERM'))
    const deadline = Date.now() + GRACE_MS
    const waitForGroups = setInterval(() => {
      const alive = groups.filter(groupAlive)
      if (alive.length && Date.now() < deadline) return
      alive.forEach((pgid) => signalGroup(pgid, 'SIGKILL'))
      clearInterval(waitForGroups)
      process.exit(exitCode)
    }, POLL_MS)
  }

  const children: ChildProcess[] = specs.map((spec) => {
    const child = spawn(spec.command, spec.args, {
      // Its own process group: a terminal's Ctrl+C reaches only this script, which stops the groups.
      detached: true,
      // No stdin: a background process group reading the terminal would be stopped (SIGTTIN).
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...spec.env },
    })
    if (child.pid) groups.push(child.pid)
    child.on('exit', (code, signal) => {
      if (stopping) return
      console.error(`${spec.name} stopped (${signal ?? `exit code ${code}`}): stopping the others`)
      stop(code || 1)
    })
    return child
  })
  if (children.some((child) => !child.pid)) stop(1)

  const starters = ancestors(3)
  setInterval(() => {
    if (!stopping && !starters.every(alive)) {
      console.error('the command that started the servers is gone: stopping them')
      stop(143)
    }
  }, 500).unref()

  process.on('SIGINT', () => stop(130))
  process.on('SIGTERM', () => stop(143))
  process.on('SIGHUP', () => stop(129))
  // If this script dies of an error, it takes its servers with it.
  process.on('exit', () => groups.forEach((pgid) => signalGroup(pgid, 'SIGKILL')))
}
