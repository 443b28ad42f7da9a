import { useCallback, useState } from 'react'
import { downloadFile } from '@/shared/http/download'
import { useAppDispatch } from '@/shared/store-hooks'
import { popup } from '@/shared/ui/popups'

export interface ExportOptions {
  /** What is exported, e.g. '字典类型' (asks '是否确认导出所有字典类型数据项?'). */
  subject: string
  /** The export endpoint, e.g. '/system/dict-type/export'. */
  url: string
  /** The current filters (without paging). */
  params: Record<string, unknown>
  /** Used when the server sends no file name. */
  fileName: string
}

export interface ExportAction {
  exporting: boolean
  /** Confirms, then downloads the file with the current filters. */
  run: () => Promise<void>
}

/** The 导出 button's behaviour: confirm, download with the filters, exporting state meanwhile. */
export function useExportAction({ subject, url, params, fileName }: ExportOptions): ExportAction {
  const [exporting, setExporting] = useState(false)
  const dispatch = useAppDispatch()

  const run = useCallback(async () => {
    const confirmed = await popup.confirm(`是否确认导出所有${subject}数据项?`, { type: 'warning' })
    if (!confirmed) return
    setExporting(true)
    try {
      await downloadFile({ url, params }, fileName, dispatch)
    } catch {
      // The download helper has already shown the failure.
    } finally {
      setExporting(false)
    }
  }, [dispatch, fileName, params, subject, url])

  return { exporting, run }
}
