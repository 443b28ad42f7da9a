import styles from './route-loading.module.css'

/**
 * A thin top bar while a route or the session loads (no spinner). Plain CSS:
 * it shows before MUI has loaded.
 */
export function RouteLoading() {
  return <div className={styles.bar} role="progressbar" aria-label="加载中" />
}
