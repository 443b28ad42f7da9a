import { PassThrough, Readable } from 'node:stream'
import type * as BasicFtp from 'basic-ftp'
import type { FtpFileConfig } from '../../../../src/shared/wire/infra-file'
import { type FileStorage, folderOf, remoteJoin, StorageError, storageTimeoutMs } from './storage'
import { LOGIN_FAILED, networkReason, storageFailure, timeoutReason } from './storage-failure'

// Type-only: erased at build time, so the module itself still loads on first use.
type FtpClient = BasicFtp.Client

/** FTP reply codes (RFC 959) that tell a cause. */
const NOT_LOGGED_IN = 530
const FILE_UNAVAILABLE = 550

const ftpCode = (error: unknown) => (error as { code?: unknown }).code

/**
 * FTP through basic-ftp, passive mode (the client has no active mode; configs asking for it are
 * refused when saved). A connection per operation: uploads are rare and the server may drop idle
 * connections.
 */
export function ftpStorage(config: FtpFileConfig): FileStorage {
  const where = { host: config.host, port: config.port }
  const fullPath = (path: string) => remoteJoin(config.basePath, path)

  async function withClient<T>(run: (client: FtpClient) => Promise<T>): Promise<T> {
    // Loaded on first use only: a sandbox without an FTP config never pays for the module.
    const { Client } = await import('basic-ftp')
    const client = new Client(storageTimeoutMs())
    try {
      try {
        await client.access({
          host: config.host,
          port: config.port,
          user: config.username,
          password: config.password,
          secure: false,
        })
      } catch (error) {
        if (ftpCode(error) === NOT_LOGGED_IN) throw new StorageError(LOGIN_FAILED)
        if (/timeout/i.test(String((error as Error).message)))
          throw new StorageError(timeoutReason(where))
        throw new StorageError(
          networkReason(error, where) ?? `FTP 连接失败：${(error as Error).message}`,
        )
      }
      return await run(client)
    } catch (error) {
      if (/timeout/i.test(String((error as Error)?.message)))
        throw new StorageError(timeoutReason(where))
      throw storageFailure(error, 'FTP 操作失败')
    } finally {
      client.close()
    }
  }

  return {
    upload: (path, content) =>
      withClient(async (client) => {
        const folder = folderOf(fullPath(path))
        if (folder) await client.ensureDir(folder)
        await client.uploadFrom(Readable.from(content), fullPath(path))
      }),
    read: (path) =>
      withClient(async (client) => {
        const chunks: Buffer[] = []
        const sink = new PassThrough()
        sink.on('data', (chunk: Buffer) => chunks.push(chunk))
        try {
          await client.downloadTo(sink, fullPath(path))
        } catch (error) {
          if (ftpCode(error) === FILE_UNAVAILABLE) return null
          throw error
        }
        return Buffer.concat(chunks)
      }),
    delete: (path) =>
      withClient(async (client) => {
        await client.remove(fullPath(path), true)
      }),
  }
}
