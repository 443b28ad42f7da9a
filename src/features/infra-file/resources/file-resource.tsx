import Link from '@mui/material/Link'
import { z } from 'zod'
import { dateTimeColumn, defineResource } from '@/shared/crud'
import { fileListApi } from '../api/file-api'
import { FilePreview } from '../components/file-preview'
import { formatFileSize } from '../model/file-types'

/**
 * 文件列表 (/infra/file, infra:file:*): every uploaded file, whatever its storage. Files come in
 * through 上传文件 (the page's own dialog, infra:file:upload); 删除 removes the stored bytes too.
 */
export function fileResource(openUpload: () => void) {
  return defineResource({
    api: fileListApi,
    name: '文件',
    idName: '文件编号',
    export: false,
    search: [
      { kind: 'text', name: 'path', label: '文件路径' },
      { kind: 'text', name: 'type', label: '文件类型' },
      { kind: 'dateRange', name: 'createTime', label: '创建时间' },
    ],
    columns: [
      { key: 'name', title: '文件名', ellipsis: true },
      { key: 'path', title: '文件路径', ellipsis: true },
      {
        key: 'url',
        title: 'URL',
        ellipsis: true,
        render: (row) => (
          <Link href={row.url} target="_blank" rel="noreferrer">
            {row.url}
          </Link>
        ),
      },
      {
        key: 'size',
        title: '文件大小',
        width: 100,
        nowrap: true,
        render: (row) => formatFileSize(row.size),
      },
      { key: 'type', title: '文件类型', nowrap: true },
      {
        key: 'content',
        title: '文件内容',
        width: 180,
        render: (row) => <FilePreview file={row} />,
      },
      dateTimeColumn('createTime', '上传时间'),
    ],
    // No create or update: the page leaves out 新增 and rows offer no 修改.
    form: { schema: z.object({ id: z.number().optional() }), fields: [], empty: {} },
    rowActions: { canEdit: () => false },
    toolbar: () => [
      {
        key: 'upload',
        label: '上传文件',
        variant: 'contained',
        permission: ['infra:file:upload'],
        onClick: openUpload,
      },
    ],
  })
}
