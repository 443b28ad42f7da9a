import { useCallback, useState } from 'react'

export type CrudDialogMode = 'create' | 'update'

export interface CrudDialog<V> {
  open: boolean
  mode: CrudDialogMode
  /** The values the form opens with; null while closed and never opened. */
  values: V | null
  /** '添加X' or '修改X'. */
  title: string
  /** '新增成功' or '修改成功'. */
  successMessage: string
  openCreate: (values: V) => void
  /**
   * Opens for editing. A loader (e.g. the `get?id` call) runs first; if it rejects (the kernel has
   * shown why) the dialog stays closed.
   */
  openUpdate: (values: V | (() => Promise<V>)) => Promise<void>
  close: () => void
}

interface State<V> {
  open: boolean
  mode: CrudDialogMode
  values: V | null
}

/** Open / mode / values of an add-or-edit dialog for the entity called `entityName` (e.g. '字典类型'). */
export function useCrudDialog<V>(entityName: string): CrudDialog<V> {
  const [state, setState] = useState<State<V>>({ open: false, mode: 'create', values: null })

  const openCreate = useCallback(
    (values: V) => setState({ open: true, mode: 'create', values }),
    [],
  )

  const openUpdate = useCallback(async (source: V | (() => Promise<V>)) => {
    let values: V
    if (typeof source === 'function') {
      try {
        values = await (source as () => Promise<V>)()
      } catch {
        return
      }
    } else values = source
    setState({ open: true, mode: 'update', values })
  }, [])

  const close = useCallback(() => setState((current) => ({ ...current, open: false })), [])

  return {
    ...state,
    title: `${state.mode === 'create' ? '添加' : '修改'}${entityName}`,
    successMessage: state.mode === 'create' ? '新增成功' : '修改成功',
    openCreate,
    openUpdate,
    close,
  }
}
