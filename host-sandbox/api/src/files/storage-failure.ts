import { StorageError } from './storage'

interface Where {
  host: string
  port: number | string
}

/** error.code of a Node socket error, also when a client wrapped it (cause / message). */
function networkCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code
    const message = (e as { message?: unknown }).message
    const inMessage = typeof message === 'string' ? /\b(E[A-Z]{4,})\b/.exec(message) : null
    if (inMessage) return inMessage[1]
    e = (e as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * The Chinese reason for a failure reaching a remote storage: refused, timed out, unknown host.
 * Null when the error is not about the network (the caller then names its own cause).
 */
export function networkReason(error: unknown, where: Where): string | null {
  const at = `${where.host}:${where.port}`
  switch (networkCode(error)) {
    case 'ECONNREFUSED':
      return `无法连接 ${at}：连接被拒绝，请检查主机地址、端口，以及服务是否已启动`
    case 'ETIMEDOUT':
    case 'ESOCKETTIMEDOUT':
      return `连接 ${at} 超时，请检查主机地址、端口和网络`
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `找不到主机 ${where.host}，请检查主机地址`
    case 'ECONNRESET':
    case 'EPIPE':
      return `与 ${at} 的连接被对方断开`
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `无法到达 ${at}，请检查网络`
    default:
      return null
  }
}

export const timeoutReason = (where: Where) =>
  `连接 ${where.host}:${where.port} 超时，请检查主机地址、端口和网络`
export const LOGIN_FAILED = '登录失败，请检查用户名和密码'

/** Wraps anything a client threw into a StorageError, keeping ours as they are. */
export function storageFailure(error: unknown, fallback: string): StorageError {
  if (error instanceof StorageError) return error
  const message = error instanceof Error ? error.message : String(error)
  return new StorageError(`${fallback}：${message}`)
}
