import { readFileSync, readdirSync } from 'node:fs'

function childrenOf(pid: number): number[] {
  const result: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // Field 4 (after the parenthesised command) is the parent pid.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (ppid === pid) result.push(Number(entry))
    } catch {
      // The process ended while we looked.
    }
  }
  return result
}

function rssKb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  } catch {
    return 0
  }
}

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
export function treeRssBytes(rootPid: number): number {
  let total = 0
  const queue = [rootPid]
  while (queue.length) {
    const pid = queue.pop() as number
    total += rssKb(pid)
    queue.push(...childrenOf(pid))
  }
  return total * 1024
}
