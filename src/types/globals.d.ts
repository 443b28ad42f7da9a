/** Injected by vite.config.ts `define`: the build version string shown on the login page. */
declare const __APP_BUILD_VERSION__: string

interface ImportMetaEnv {
  /** API prefix; the admin-api lives below it. Default '/prod-api'. */
  readonly VITE_API_BASE?: string
  /** Router base for standalone runs (history mode). */
  readonly VITE_ROUTER_BASE?: string
}
