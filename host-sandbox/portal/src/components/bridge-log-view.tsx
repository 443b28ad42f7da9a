import type { BridgeLogEntry } from '../bridge/portal-bridge'

const DIRECTION_TEXT = {
  'to-console': '门户 → 控制台',
  'from-console': '控制台 → 门户',
} as const

function formatTime(at: number): string {
  const date = new Date(at)
  const pad = (value: number, width = 2) => String(value).padStart(width, '0')
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`
}

/** What passed over the bridge, newest first. Tokens arrive here already masked. */
export function BridgeLogView({ entries }: { entries: readonly BridgeLogEntry[] }) {
  return (
    <ol className="portal-log" role="log" aria-label="桥接日志">
      {entries.length === 0 && <li className="portal-log__empty">暂无记录</li>}
      {entries.map((entry) => (
        <li key={entry.id} className={`portal-log__entry portal-log__entry--${entry.direction}`}>
          <div className="portal-log__meta">
            <time dateTime={new Date(entry.at).toISOString()}>{formatTime(entry.at)}</time>
            <span className="portal-log__direction">{DIRECTION_TEXT[entry.direction]}</span>
            <span className="portal-log__type">{entry.type}</span>
          </div>
          {entry.details && <div className="portal-log__details">{entry.details}</div>}
        </li>
      ))}
    </ol>
  )
}
