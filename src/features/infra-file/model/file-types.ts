import { z } from 'zod'
import type { PageParams } from '@/shared/list-kit'
import type {
  FileConfigItem as WireFileConfigItem,
  FileItem as WireFileItem,
} from '@/shared/wire/infra-file'

// 文件配置 and 文件列表 (docs/admin-api.md#files). Types only from the wire: the sandbox's zod
// schemas stay out of the console's chunks; the few constants are repeated here.

export type FileConfigItem = WireFileConfigItem
export type FileItem = WireFileItem

/** infra_file_storage values. */
export const STORAGE_DB = 1
export const STORAGE_LOCAL = 10
export const STORAGE_FTP = 11
export const STORAGE_SFTP = 12
export const STORAGE_S3 = 20
export const MASKED_SECRET = '******'
export const FTP_ACTIVE_REFUSED = '当前仅支持 FTP 被动模式（Passive）'

type Range = { createTime?: [string, string] }
export type FileConfigQuery = PageParams & Range & { name?: string; storage?: string }
export type FileQuery = PageParams & Range & { path?: string; type?: string }

export interface FileConfigSave {
  id?: number
  name: string
  storage: number
  remark?: string
  config: Record<string, string | number>
}

/** Every storage's fields, as typed (the port as text until saved). */
const settingsShape = {
  domain: z.string(),
  basePath: z.string(),
  host: z.string(),
  port: z.string(),
  username: z.string(),
  password: z.string(),
  mode: z.string(),
  endpoint: z.string(),
  bucket: z.string(),
  accessKey: z.string(),
  accessSecret: z.string(),
}
export type StorageSettings = { [K in keyof typeof settingsShape]: string }

/** Which fields each storage has, in the dialog's order, with their Chinese labels. */
export const STORAGE_FIELDS: Readonly<Record<number, ReadonlyArray<keyof StorageSettings>>> = {
  [STORAGE_DB]: ['domain'],
  [STORAGE_LOCAL]: ['basePath', 'domain'],
  [STORAGE_FTP]: ['basePath', 'host', 'port', 'username', 'password', 'mode', 'domain'],
  [STORAGE_SFTP]: ['basePath', 'host', 'port', 'username', 'password', 'domain'],
  [STORAGE_S3]: ['endpoint', 'bucket', 'accessKey', 'accessSecret', 'domain'],
}

export const SETTING_LABELS: Record<keyof StorageSettings, string> = {
  domain: '自定义域名',
  basePath: '基础路径',
  host: '主机地址',
  port: '主机端口',
  username: '用户名',
  password: '密码',
  mode: '连接模式',
  endpoint: '节点地址',
  bucket: '存储 bucket',
  accessKey: 'accessKey',
  accessSecret: 'accessSecret',
}

const HTTP_URL = /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i

export const fileConfigFormSchema = z
  .object({
    id: z.number().optional(),
    name: z.string().trim().min(1, '配置名不能为空'),
    storage: z.number({ error: '存储器不能为空' }).nullable(),
    remark: z.string(),
    config: z.object(settingsShape),
  })
  .superRefine((values, ctx) => {
    if (values.storage === null) {
      ctx.addIssue({ code: 'custom', path: ['storage'], message: '存储器不能为空' })
      return
    }
    const issue = (field: keyof StorageSettings, message: string) =>
      ctx.addIssue({ code: 'custom', path: ['config', field], message })
    const c = values.config
    for (const field of STORAGE_FIELDS[values.storage] ?? []) {
      if (field !== 'domain' && c[field].trim() === '')
        issue(field, `${SETTING_LABELS[field]}不能为空`)
    }
    const fields = STORAGE_FIELDS[values.storage] ?? []
    if (c.domain.trim() && !HTTP_URL.test(c.domain.trim())) {
      issue('domain', '自定义域名必须是 http:// 或 https:// 开头的网址')
    }
    if (fields.includes('basePath') && c.basePath.trim() && values.storage === STORAGE_LOCAL) {
      if (!c.basePath.trim().startsWith('/'))
        issue('basePath', '基础路径必须是绝对路径，例如 /var/sandbox-files')
    }
    if (fields.includes('port') && c.port.trim()) {
      const port = Number(c.port)
      if (!Number.isInteger(port) || port < 1 || port > 65535)
        issue('port', '主机端口必须在 1-65535 之间')
    }
    if (fields.includes('mode') && c.mode === 'Active') issue('mode', FTP_ACTIVE_REFUSED)
  })

export type FileConfigFormValues = z.input<typeof fileConfigFormSchema>
export type FileConfigFormOutput = z.output<typeof fileConfigFormSchema>

export const EMPTY_SETTINGS: StorageSettings = {
  domain: '',
  basePath: '',
  host: '',
  port: '',
  username: '',
  password: '',
  mode: 'Passive',
  endpoint: '',
  bucket: '',
  accessKey: '',
  accessSecret: '',
}

export const EMPTY_FILE_CONFIG: FileConfigFormValues = {
  name: '',
  storage: null,
  remark: '',
  config: EMPTY_SETTINGS,
}

/** The dialog's values of a loaded config (secrets stay the mask until retyped). */
export function fileConfigFormOf(item: FileConfigItem): FileConfigFormValues {
  const config = { ...EMPTY_SETTINGS }
  for (const key of Object.keys(config) as (keyof StorageSettings)[]) {
    const value = item.config[key]
    if (value !== undefined && value !== null) config[key] = String(value)
  }
  return { id: item.id, name: item.name, storage: item.storage, remark: item.remark ?? '', config }
}

/** The body: only the chosen storage's fields, the port as a number. */
export function fileConfigSaveOf(values: FileConfigFormOutput): FileConfigSave {
  const storage = values.storage ?? STORAGE_DB
  const config: Record<string, string | number> = {}
  for (const field of STORAGE_FIELDS[storage] ?? []) {
    const typed = values.config[field]
    // Secrets go as typed (or as the mask, which keeps the stored one): never trimmed.
    config[field] =
      field === 'port'
        ? Number(typed)
        : field === 'password' || field === 'accessSecret'
          ? typed
          : typed.trim()
  }
  return {
    ...(values.id ? { id: values.id } : {}),
    name: values.name.trim(),
    storage,
    ...(values.remark.trim() ? { remark: values.remark.trim() } : {}),
    config,
  }
}

/** 1536 -> '1.5 KB'; bytes below 1 KB stay bytes. */
export function formatFileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  const text = unit === 0 ? String(value) : String(Number(value.toFixed(2)))
  return `${text} ${units[unit]}`
}

/** What 文件内容 shows: an image, a video, or a download link. */
export function previewKind(type: string): 'image' | 'video' | 'download' {
  if (/^image\/(png|jpeg|gif|webp)$/.test(type)) return 'image'
  if (/^video\//.test(type)) return 'video'
  return 'download'
}
