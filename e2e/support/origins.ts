/**
 * The e2e servers' origins: the console's server (sandbox api serving the console build) and the
 * qiankun host portal on a second origin, as in production. Ports sit below Linux's ephemeral
 * range (32768-60999), so an outgoing connection cannot hold them.
 */
export const E2E_PORT = Number(process.env.E2E_PORT || 31180)
export const E2E_PORTAL_PORT = Number(process.env.E2E_PORTAL_PORT || E2E_PORT + 1)
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`
export const E2E_PORTAL_URL = `http://127.0.0.1:${E2E_PORTAL_PORT}`
