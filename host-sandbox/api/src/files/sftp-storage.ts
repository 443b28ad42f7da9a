// Type-only: erased at build time, so ssh2 still loads on first use.
import type SftpModule from 'ssh2-sftp-client'
import type { SftpFileConfig } from '../../../../src/shared/wire/infra-file'
import { type FileStorage, folderOf, remoteJoin, StorageError, storageTimeoutMs } from './storage'
import { LOGIN_FAILED, networkReason, storageFailure, timeoutReason } from './storage-failure'

type SftpClass = typeof SftpModule
type SftpClient = SftpModule

/** ssh2 reports a refused login with this level on the error. */
const isLoginFailure = (error: unknown) =>
  (error as { level?: unknown }).level === 'client-authentication' ||
  /authentication methods failed/i.test(String((error as Error)?.message))

const isNoSuchFile = (error: unknown) =>
  (error as { code?: unknown }).code === 2 ||
  /no such file/i.test(String((error as Error)?.message))

/** SFTP through ssh2-sftp-client (ssh2 underneath); a connection per operation. */
export function sftpStorage(config: SftpFileConfig): FileStorage {
  const where = { host: config.host, port: config.port }
  const fullPath = (path: string) => remoteJoin(config.basePath, path)

  async function withClient<T>(run: (client: SftpClient) => Promise<T>): Promise<T> {
    // Loaded on first use only (ssh2 is large).
    // A CommonJS module (`export =`): its class is the default export of the dynamic import.
    const { default: Client } = (await import('ssh2-sftp-client')) as unknown as {
      default: SftpClass
    }
    // Without these the client prints every dropped connection to the console; failures reach
    // us through the rejected promises anyway.
    const quiet = () => undefined
    const client = new Client('sftp', { error: quiet, end: quiet, close: quiet })
    let connected = false
    try {
      try {
        await client.connect({
          host: config.host,
          port: config.port,
          username: config.username,
          password: config.password,
          readyTimeout: storageTimeoutMs(),
          // A test or a refused login must not wait through retries.
          retries: 0,
        })
        connected = true
      } catch (error) {
        if (isLoginFailure(error)) throw new StorageError(LOGIN_FAILED)
        if (/timed out/i.test(String((error as Error).message)))
          throw new StorageError(timeoutReason(where))
        throw new StorageError(
          networkReason(error, where) ?? `SFTP 连接失败：${(error as Error).message}`,
        )
      }
      return await run(client)
    } catch (error) {
      throw storageFailure(error, 'SFTP 操作失败')
    } finally {
      if (connected) await client.end().catch(() => undefined)
    }
  }

  return {
    upload: (path, content) =>
      withClient(async (client) => {
        const folder = folderOf(fullPath(path))
        if (folder && !(await client.exists(folder))) await client.mkdir(folder, true)
        await client.put(content, fullPath(path))
      }),
    read: (path) =>
      withClient(async (client) => {
        try {
          const data = await client.get(fullPath(path))
          return Buffer.isBuffer(data) ? data : null
        } catch (error) {
          if (isNoSuchFile(error)) return null
          throw error
        }
      }),
    delete: (path) =>
      withClient(async (client) => {
        await client.delete(fullPath(path), true)
      }),
  }
}
