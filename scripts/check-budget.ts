import { kb, LOGIN_JS_BUDGET_GZIP, LOGIN_PAGE_MODULE, routeBytes } from './lib/login-bytes'

/** CI gate: the login page's JS stays within its gzip budget (byte counts are exact). */
const figures = routeBytes('dist', [LOGIN_PAGE_MODULE])
const ok = figures.jsGzip <= LOGIN_JS_BUDGET_GZIP
console.log(
  `login page JS: ${kb(figures.jsRaw)} raw, ${kb(figures.jsGzip)} gzip (budget ${kb(LOGIN_JS_BUDGET_GZIP)}) -> ${ok ? 'within budget' : 'OVER BUDGET'}`,
)
process.exit(ok ? 0 : 1)
