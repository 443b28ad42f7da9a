import Link from '@mui/material/Link'
import { previewKind, type FileItem } from '../model/file-types'

/** 文件内容: the image or video itself, else a 下载 link. */
export function FilePreview({ file }: { file: FileItem }) {
  switch (previewKind(file.type)) {
    case 'image':
      return (
        <a href={file.url} target="_blank" rel="noreferrer" aria-label={`查看 ${file.name}`}>
          <img
            src={file.url}
            alt={file.name}
            loading="lazy"
            style={{ width: 80, height: 80, objectFit: 'contain', display: 'block' }}
          />
        </a>
      )
    case 'video':
      return (
        <video src={file.url} controls preload="metadata" width={160} aria-label={file.name}>
          <track kind="captions" />
        </video>
      )
    default:
      return (
        <Link href={file.url} target="_blank" rel="noreferrer" download={file.name}>
          下载
        </Link>
      )
  }
}
