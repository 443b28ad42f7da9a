import type { KeyboardEvent } from 'react'
import styles from '../styles/login.module.css'

export interface LoginModeOption<T extends string> {
  value: T
  label: string
  panelId: string
}

/** The login card's two tabs: a small accessible tablist (arrow keys move between tabs). */
export function LoginModeTabs<T extends string>({
  options,
  value,
  onChange,
}: {
  options: readonly LoginModeOption<T>[]
  value: T
  onChange: (value: T) => void
}) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    const index = options.findIndex((option) => option.value === value)
    const step = event.key === 'ArrowRight' ? 1 : -1
    const next = options[(index + step + options.length) % options.length]
    onChange(next.value)
    const tab = event.currentTarget.querySelector<HTMLElement>(`[data-value="${next.value}"]`)
    tab?.focus()
  }

  return (
    <div role="tablist" className={styles.tabs} onKeyDown={onKeyDown}>
      {options.map((option) => {
        const selected = option.value === value
        return (
          <button
            key={option.value}
            type="button"
            role="tab"
            data-value={option.value}
            aria-selected={selected}
            aria-controls={option.panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(option.value)}
            className={selected ? `${styles.tab} ${styles.tabSelected}` : styles.tab}
          >
            {option.label}
          </button>
        )
      })}
    </div>
  )
}
