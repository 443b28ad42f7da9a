/** Injected by vite.config.ts `define`: the build version string shown on the login page. */
declare const __APP_BUILD_VERSION__: string

interface ImportMetaEnv {
  /** API prefix; the admin-api lives below it. Default '/prod-api'. */
  readonly VITE_API_BASE?: string
  /** PEM public key used to obfuscate the remembered password. */
  readonly VITE_RSA_PUBLIC_KEY?: string
  /** PEM private key used to read the remembered password back. */
  readonly VITE_RSA_PRIVATE_KEY?: string
  /** Router base for standalone runs (history mode). */
  readonly VITE_ROUTER_BASE?: string
}
