import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, resolve, sep } from 'node:path'
import type { LocalFileConfig } from '../../../../src/shared/wire/infra-file'
import { type FileStorage, StorageError } from './storage'

/** 本地磁盘: files under `basePath` on the sandbox's own disk. */
export function localStorage(config: LocalFileConfig): FileStorage {
  const root = resolve(config.basePath)
  const fileAt = (path: string) => {
    const full = resolve(root, path)
    // safeFilePath already refused `..`; this stays the last word on leaving the folder.
    if (!full.startsWith(root + sep)) throw new StorageError('文件路径不正确')
    return full
  }
  return {
    async upload(path, content) {
      const full = fileAt(path)
      try {
        await mkdir(dirname(full), { recursive: true })
        await writeFile(full, content)
      } catch (error) {
        const code = (error as { code?: string }).code ?? ''
        throw new StorageError(
          `无法写入基础路径 ${root}（${code || '未知原因'}），请检查目录是否存在且可写`,
        )
      }
    },
    async read(path) {
      try {
        return await readFile(fileAt(path))
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(path) {
      await rm(fileAt(path), { force: true })
    },
  }
}
