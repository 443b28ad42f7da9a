import { accessSync, constants, mkdirSync } from 'node:fs'
import { isAbsolute, resolve, sep } from 'node:path'
import type { z } from 'zod'
import {
  FILE_CONFIG_SCHEMAS,
  FILE_STORAGE,
  FTP_ACTIVE_REFUSED,
  MASKED_SECRET,
  SECRET_FIELDS,
} from '../../../../src/shared/wire/infra-file'
import { DEFAULT_STATIC_DIR, REPO_ROOT } from '../config'
import { BizError } from '../lib/biz-error'
import { maskSecrets, restoreMaskedSecrets } from '../lib/masked-secrets'
import { parseInput } from '../lib/validation'

export type StoredSettings = Record<string, string | number>

const inside = (folder: string, parent: string) =>
  folder === parent || folder.startsWith(parent.endsWith(sep) ? parent : parent + sep)

/** File configs answer one fixed mask whatever the secret. */
const fileMask = () => MASKED_SECRET

const invalid = (message: string) => new BizError(400, `请求参数不正确:${message}`)

/**
 * A local storage's folder: absolute, writable by the sandbox, and neither inside the sandbox's
 * own code (the repository) nor the console's served files, which an upload must never replace.
 */
function checkBasePath(basePath: string): string {
  if (!isAbsolute(basePath)) throw invalid('基础路径必须是绝对路径，例如 /var/sandbox-files')
  const folder = resolve(basePath)
  const served = [DEFAULT_STATIC_DIR, process.env.SANDBOX_STATIC_DIR]
    .filter((dir): dir is string => Boolean(dir))
    .map((dir) => resolve(dir))
  if (inside(folder, REPO_ROOT) || served.some((dir) => inside(folder, dir))) {
    throw invalid('基础路径不能位于沙箱的程序目录或控制台的静态文件目录之内')
  }
  try {
    mkdirSync(folder, { recursive: true })
    accessSync(folder, constants.W_OK)
  } catch {
    throw invalid(`基础路径 ${folder} 不存在或不可写`)
  }
  return folder
}

/**
 * The storage's settings checked field by field (Chinese message of the first problem). A secret
 * sent back as the mask keeps `previous`'s value.
 */
export function checkSettings(
  storage: number,
  input: Record<string, unknown>,
  previous?: StoredSettings,
): StoredSettings {
  const merged = restoreMaskedSecrets(input, previous, SECRET_FIELDS[storage] ?? [], fileMask)
  if (storage === FILE_STORAGE.FTP && merged.mode === 'Active') throw invalid(FTP_ACTIVE_REFUSED)
  const schema = FILE_CONFIG_SCHEMAS[storage as keyof typeof FILE_CONFIG_SCHEMAS] as
    z.ZodType | undefined
  if (!schema) throw invalid('存储器必须在指定范围 [1, 10, 11, 12, 20]')
  const settings = parseInput(schema, merged) as StoredSettings
  if (storage === FILE_STORAGE.LOCAL) settings.basePath = checkBasePath(String(settings.basePath))
  return settings
}

/** The settings as answered: secrets replaced by the mask. */
export function maskedSettings(storage: number, settings: StoredSettings): StoredSettings {
  return maskSecrets(settings, SECRET_FIELDS[storage] ?? [], fileMask)
}
