/**
 * API prefix; the dev server and the sandbox proxy it to the admin-api server (docs/admin-api.md).
 */
export const API_PREFIX: string = import.meta.env.VITE_API_BASE ?? '/prod-api'
export const API_BASE_URL = `${API_PREFIX}/admin-api`

/**
 * The origin the console's files are served from, when the build has an absolute base
 * (VITE_PUBLIC_BASE, needed to embed it in a host on another origin); null for a relative base.
 */
export function consoleAssetOrigin(base: string = import.meta.env.BASE_URL): string | null {
  try {
    return new URL(base).origin
  } catch {
    return null
  }
}
/** Milliseconds. */
export const REQUEST_TIMEOUT = 30000
export const APP_TITLE = '票务预约管理系统'
export const BUILD_VERSION: string = __APP_BUILD_VERSION__
// Feature switches of this build: tenancy, captcha and API docs are off.
export const TENANT_ENABLE = false
export const CAPTCHA_ENABLE = false
export const DOCS_ENABLE = false
export const APP_CODE = 1
/** Sent as `tenant-id` when no tenant was chosen: the header goes out even with tenancy off. */
export const DEFAULT_TENANT_ID = '1'
