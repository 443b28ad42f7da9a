/**
 * One interface over the five storages of 文件配置. A path is relative to the storage's root
 * (`product/20261127/ab12.png`), already checked by `safeFilePath`.
 */
export interface FileStorage {
  upload(path: string, content: Buffer, type: string): Promise<void>
  /** The stored bytes, or null when nothing is stored at `path`. */
  read(path: string): Promise<Buffer | null>
  /** Removes the bytes; a path already gone is not an error. */
  delete(path: string): Promise<void>
}

/**
 * A storage that could not do what was asked, with a Chinese reason naming the cause (shown as is
 * by 测试 and by a failed upload).
 */
export class StorageError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'StorageError'
  }
}

/** How long a remote storage may take to connect or answer (short: 测试 waits on it). */
export function storageTimeoutMs(): number {
  const value = Number(process.env.SANDBOX_FILE_TIMEOUT_MS)
  return Number.isInteger(value) && value > 0 ? value : 5000
}

/** `a/b/c.png` -> `a/b` ('' at the root). */
export const folderOf = (path: string) => path.split('/').slice(0, -1).join('/')

/** Joins a remote base folder and a relative path with single slashes. */
export function remoteJoin(base: string, path: string): string {
  const root = base.replace(/\/+$/, '')
  return `${root}/${path}`.replace(/\/{2,}/g, '/')
}
