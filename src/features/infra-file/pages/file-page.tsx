import { useMemo, useState } from 'react'
import { ResourceView, useResourceScreen } from '@/shared/crud'
import { FileUploadDialog } from '../components/file-upload-dialog'
import { fileResource } from '../resources/file-resource'

/** 文件列表 (page key 'infra/file/index'). */
export default function FilePage() {
  const [uploading, setUploading] = useState(false)
  const resource = useMemo(() => fileResource(() => setUploading(true)), [])
  const screen = useResourceScreen(resource)
  // Files come only through 上传文件: the kit's 新增 (an empty dialog here) is left out.
  const view = {
    ...screen,
    toolbarActions: screen.toolbarActions.filter((a) => a.key !== 'create'),
  }
  return (
    <ResourceView resource={resource} screen={view}>
      <FileUploadDialog open={uploading} onClose={() => setUploading(false)} />
    </ResourceView>
  )
}
