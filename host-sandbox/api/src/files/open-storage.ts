import type { Database } from 'better-sqlite3'
import type {
  FtpFileConfig,
  LocalFileConfig,
  S3FileConfig,
  SftpFileConfig,
} from '../../../../src/shared/wire/infra-file'
import { FILE_STORAGE } from '../../../../src/shared/wire/infra-file'
import { dbStorage } from './db-storage'
import type { StoredSettings } from './file-config-rules'
import { type FileStorage, StorageError } from './storage'

export interface FileConfigRow {
  id: number
  name: string
  storage: number
  remark: string | null
  master: number
  config: string
  create_time: number
}

export const settingsOf = (row: FileConfigRow): StoredSettings =>
  JSON.parse(row.config) as StoredSettings

/**
 * The storage a config describes. The remote clients (FTP, SFTP, S3) are imported only here, on
 * first use, so a sandbox that never configures them never loads them. Settings were checked by
 * their schema when saved; the casts only name their shape.
 */
export async function openStorage(
  db: Database,
  row: FileConfigRow,
  now: () => number,
): Promise<FileStorage> {
  const settings = settingsOf(row)
  switch (row.storage) {
    case FILE_STORAGE.DB:
      return dbStorage(db, row.id, now)
    case FILE_STORAGE.LOCAL:
      return (await import('./local-storage')).localStorage(settings as unknown as LocalFileConfig)
    case FILE_STORAGE.FTP:
      return (await import('./ftp-storage')).ftpStorage(settings as unknown as FtpFileConfig)
    case FILE_STORAGE.SFTP:
      return (await import('./sftp-storage')).sftpStorage(settings as unknown as SftpFileConfig)
    case FILE_STORAGE.S3:
      return (await import('./s3-storage')).s3Storage(settings as unknown as S3FileConfig)
    default:
      throw new StorageError(`未知的存储器：${row.storage}`)
  }
}
