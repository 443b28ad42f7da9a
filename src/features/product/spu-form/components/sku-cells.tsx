import { memo } from 'react'

interface SkuInputProps {
  /** Names the input for assistive tools, e.g. '红 / XL 销售价(元)'. */
  name: string
  value: string
  error?: string
  /** Finds the cell again to focus it (row key | field). */
  cellId?: string
  decimal?: boolean
  onChange(value: string): void
}

/** One typed cell: a plain input (cheap to render 1,800 times) with its message under it. */
export const SkuInput = memo(function SkuInput({
  name,
  value,
  error,
  cellId,
  decimal,
  onChange,
}: SkuInputProps) {
  const errorId = error && cellId ? `sku-error-${cellId}` : undefined
  return (
    <>
      <input
        className="sku-input"
        aria-label={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        data-sku-cell={cellId}
        inputMode={decimal ? 'decimal' : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <div className="sku-error" id={errorId}>
          {error}
        </div>
      )}
    </>
  )
})

interface SkuPicProps {
  name: string
  url: string
  disabled: boolean
  onPick(): void
  onClear(): void
}

/** A row's picture: a small button that opens the table's one file input. */
export const SkuPic = memo(function SkuPic({ name, url, disabled, onPick, onClear }: SkuPicProps) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <button
        type="button"
        className="sku-pic"
        aria-label={url ? `更换${name}` : `上传${name}`}
        disabled={disabled}
        onClick={onPick}
      >
        {url ? <img src={url} alt={name} /> : '+'}
      </button>
      {url && (
        <button
          type="button"
          className="sku-pic-clear"
          aria-label={`移除${name}`}
          onClick={onClear}
          style={{ border: 0, background: 'none', cursor: 'pointer', padding: 2, color: 'inherit' }}
        >
          ×
        </button>
      )}
    </span>
  )
})
