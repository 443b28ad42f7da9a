import { spawn } from 'node:child_process'

export interface RunResult {
  code: number
}

/** Runs a command with inherited output; resolves with its exit code (never rejects). */
export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0) }))
    child.on('error', () => resolve({ code: 1 }))
  })
}
