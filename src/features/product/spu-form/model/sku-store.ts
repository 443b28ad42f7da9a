import { EMPTY_SKU_ROW, type SkuField, type SkuRowErrors, type SkuRowValues } from './sku-values'

type Listener = () => void
const NO_ERRORS: SkuRowErrors = Object.freeze({})

/**
 * The SKU rows' values and messages, outside React state: each row subscribes to its own key
 * (useSyncExternalStore), so a keystroke re-renders one row, 批量设置 each row once, and the
 * table itself only when rows come or go. Rows are kept by their value combination; a row whose
 * combination goes away keeps its values here (typed work comes back if the value does).
 */
export class SkuTableStore {
  private rows = new Map<string, SkuRowValues>()
  private errors = new Map<string, SkuRowErrors>()
  private listeners = new Map<string, Set<Listener>>()
  private dirtyListeners = new Set<Listener>()
  private dirty = false

  row = (key: string): SkuRowValues => this.rows.get(key) ?? EMPTY_SKU_ROW

  rowErrors = (key: string): SkuRowErrors => this.errors.get(key) ?? NO_ERRORS

  isDirty = (): boolean => this.dirty

  subscribe(key: string, listener: Listener): () => void {
    let set = this.listeners.get(key)
    if (!set) {
      set = new Set()
      this.listeners.set(key, set)
    }
    set.add(listener)
    return () => set.delete(listener)
  }

  subscribeDirty = (listener: Listener): (() => void) => {
    this.dirtyListeners.add(listener)
    return () => this.dirtyListeners.delete(listener)
  }

  /** Replaces everything (a loaded product); not a change of the user's. */
  load(rows: ReadonlyMap<string, SkuRowValues>): void {
    const keys = new Set([...this.rows.keys(), ...rows.keys()])
    this.rows = new Map(rows)
    this.errors.clear()
    this.setDirty(false)
    for (const key of keys) this.notify(key)
  }

  set(key: string, field: SkuField, value: string): void {
    const row = this.row(key)
    if (row[field] === value) return
    this.rows.set(key, { ...row, [field]: value })
    this.clearError(key, field)
    this.setDirty(true)
    this.notify(key)
  }

  /** 批量设置: the given fields into every row of `keys`. */
  fill(keys: readonly string[], patch: Partial<Record<SkuField, string>>): void {
    const fields = Object.keys(patch) as SkuField[]
    if (fields.length === 0) return
    for (const key of keys) {
      this.rows.set(key, { ...this.row(key), ...patch })
      for (const field of fields) this.clearError(key, field, false)
    }
    this.setDirty(true)
    for (const key of keys) this.notify(key)
  }

  /** Shows the messages of a check (rows not named lose theirs). */
  showErrors(errors: ReadonlyMap<string, SkuRowErrors>): void {
    const keys = new Set([...this.errors.keys(), ...errors.keys()])
    this.errors = new Map(errors)
    for (const key of keys) this.notify(key)
  }

  /** A saved product: nothing is unsaved any more. */
  markSaved(): void {
    this.setDirty(false)
  }

  private clearError(key: string, field: SkuField, notify = true): void {
    const current = this.errors.get(key)
    if (!current?.[field]) return
    const next = { ...current }
    delete next[field]
    this.errors.set(key, next)
    if (notify) this.notify(key)
  }

  private setDirty(dirty: boolean): void {
    if (this.dirty === dirty) return
    this.dirty = dirty
    for (const listener of this.dirtyListeners) listener()
  }

  private notify(key: string): void {
    for (const listener of this.listeners.get(key) ?? []) listener()
  }
}
