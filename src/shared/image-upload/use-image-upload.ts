import { useCallback, useState } from 'react'
import { useUploadFormFileMutation } from '@/shared/form-render/upload-api'
import { usePermission } from '@/shared/permissions'
import { imageFileIssue, UPLOAD_PERMISSION } from './image-rules'

export interface ImageUpload {
  /** The user holds infra:file:upload. */
  canUpload: boolean
  uploading: boolean
  /** Why the last choice was refused before sending, or null. */
  issue: string | null
  setIssue(issue: string | null): void
  /**
   * Checks every file first (one bad file sends nothing), then uploads them one after the other
   * and resolves the URLs of those the server stored. A server refusal is shown by the error
   * policy; what was already stored is kept.
   */
  upload(files: readonly File[]): Promise<string[]>
}

export function useImageUpload(label: string): ImageUpload {
  const [send, { isLoading }] = useUploadFormFileMutation()
  const [issue, setIssue] = useState<string | null>(null)
  const canUpload = usePermission().hasPermi([UPLOAD_PERMISSION])

  const upload = useCallback(
    async (files: readonly File[]) => {
      const problem = files.map((file) => imageFileIssue(file, label)).find(Boolean) ?? null
      setIssue(problem)
      if (problem) return []
      const urls: string[] = []
      for (const file of files) {
        const result = await send(file)
        if (!('data' in result) || typeof result.data !== 'string') break
        urls.push(result.data)
      }
      return urls
    },
    [label, send],
  )

  return { canUpload, uploading: isLoading, issue, setIssue, upload }
}
