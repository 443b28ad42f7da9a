import { z } from 'zod'
import { epochMs, id, nullableText } from './common'
import { optionalIntIn, optionalText, requiredInt, requiredIntIn, requiredText } from './fields'

// 文件配置 (/infra/file-config/*) and 文件列表 (/infra/file/*): docs/admin-api.md#files.

/** infra_file_storage: 1 数据库, 10 本地磁盘, 11 FTP, 12 SFTP, 20 S3. */
export const FILE_STORAGE = { DB: 1, LOCAL: 10, FTP: 11, SFTP: 12, S3: 20 } as const
export const FILE_STORAGES = [1, 10, 11, 12, 20] as const
export type FileStorageCode = (typeof FILE_STORAGES)[number]

/** What a password or secret is answered as; sent back unchanged, it keeps the stored one. */
export const MASKED_SECRET = '******'
export const FTP_MODES = ['Active', 'Passive'] as const
export const FTP_ACTIVE_REFUSED = '当前仅支持 FTP 被动模式（Passive）'

const DOMAIN_MESSAGE = '自定义域名必须是 http:// 或 https:// 开头的网址'

/** Blank means none; else an http(s) URL without a trailing slash (the file path follows it). */
const domain = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z
    .string({ error: '自定义域名必须是字符串' })
    .max(255, '自定义域名长度不能超过 255 个字符')
    .transform((s) => s.trim().replace(/\/+$/, ''))
    .refine((s) => s === '' || /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i.test(s), DOMAIN_MESSAGE),
)

const basePath = requiredText('基础路径', 255).transform((s) => s.trim())
const host = requiredText('主机地址', 255)
  .transform((s) => s.trim())
  .refine((s) => /^[\w.-]+$|^\[[0-9a-fA-F:]+\]$/.test(s), '主机地址格式不正确')
const port = requiredInt('主机端口').refine(
  (n) => n >= 1 && n <= 65535,
  '主机端口必须在 1-65535 之间',
)
const username = requiredText('用户名', 100)
const password = requiredText('密码', 255)

export const dbFileConfig = z.object({ domain })
export const localFileConfig = z.object({ basePath, domain })
export const sftpFileConfig = z.object({ basePath, host, port, username, password, domain })
export const ftpFileConfig = sftpFileConfig.extend({
  mode: z.enum(FTP_MODES, { error: '连接模式必须是 Active 或 Passive' }),
})
export const s3FileConfig = z.object({
  endpoint: requiredText('节点地址', 255)
    .transform((s) => s.trim().replace(/\/+$/, ''))
    .refine(
      (s) => /^https?:\/\/[^\s/?#]+$/i.test(s),
      '节点地址必须是 http:// 或 https:// 开头的网址',
    ),
  bucket: requiredText('存储 bucket', 63)
    .transform((s) => s.trim())
    .refine((s) => /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(s), '存储 bucket 格式不正确'),
  accessKey: requiredText('accessKey', 255).transform((s) => s.trim()),
  accessSecret: requiredText('accessSecret', 255),
  domain,
})

export type DbFileConfig = z.output<typeof dbFileConfig>
export type LocalFileConfig = z.output<typeof localFileConfig>
export type FtpFileConfig = z.output<typeof ftpFileConfig>
export type SftpFileConfig = z.output<typeof sftpFileConfig>
export type S3FileConfig = z.output<typeof s3FileConfig>

/** The config schema of each storage, checked field by field. */
export const FILE_CONFIG_SCHEMAS = {
  1: dbFileConfig,
  10: localFileConfig,
  11: ftpFileConfig,
  12: sftpFileConfig,
  20: s3FileConfig,
} as const

/** Fields answered as MASKED_SECRET, by storage. */
export const SECRET_FIELDS: Readonly<Record<number, readonly string[]>> = {
  11: ['password'],
  12: ['password'],
  20: ['accessSecret'],
}

/** The storage's config as stored and answered (secrets masked in answers). */
export const fileConfigSettings = z.record(z.string(), z.union([z.string(), z.number()]))

export const fileConfigItem = z.object({
  id,
  name: z.string(),
  storage: z.number().int(),
  remark: nullableText,
  master: z.boolean(),
  config: fileConfigSettings,
  createTime: epochMs,
})
export type FileConfigItem = z.output<typeof fileConfigItem>

const configObject = z.record(z.string(), z.unknown(), { error: '存储配置不能为空' })

/** Body of POST create: `config` is checked by the storage's own schema afterwards. */
export const fileConfigCreate = z.object({
  name: requiredText('配置名', 63),
  storage: requiredIntIn('存储器', FILE_STORAGES),
  remark: optionalText('备注', 255),
  config: configObject,
})

/** Body of PUT update: the storage cannot change. */
export const fileConfigUpdate = z.object({
  id: requiredInt('编号'),
  name: requiredText('配置名', 63),
  remark: optionalText('备注', 255),
  config: configObject,
})

export const fileConfigFilters = {
  name: optionalText('配置名', 63),
  storage: optionalIntIn('存储器', FILE_STORAGES),
}

/** A file of 文件列表. `url` is `{domain}/{path}` when its config has a domain. */
export const fileItem = z.object({
  id,
  configId: id,
  path: z.string(),
  name: z.string(),
  url: z.string(),
  type: z.string(),
  size: z.number().int().min(0),
  createTime: epochMs,
})
export type FileItem = z.output<typeof fileItem>

export const fileFilters = {
  path: optionalText('文件路径', 255),
  type: optionalText('文件类型', 100),
}
