import { popup } from '@/shared/ui/popups'

export interface ConfirmDeleteOptions {
  /** What identifies the row in the question, e.g. '字典编号'. */
  name: string
  /** The row's identifying value, e.g. its id. */
  label: string | number
  /** Runs the delete; rejects when the server refuses (the kernel has shown its message). */
  remove: () => Promise<unknown>
}

/**
 * Asks `是否确认删除${name}为"${label}"的数据项?`, deletes on 确定 and toasts '删除成功'.
 * Resolves true when the row was deleted.
 */
export async function confirmDelete({
  name,
  label,
  remove,
}: ConfirmDeleteOptions): Promise<boolean> {
  const confirmed = await popup.confirm(`是否确认删除${name}为"${label}"的数据项?`, {
    type: 'warning',
  })
  if (!confirmed) return false
  try {
    await remove()
  } catch {
    return false
  }
  popup.message.success('删除成功')
  return true
}
