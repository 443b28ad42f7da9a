import { useRef } from 'react'
import Button from '@mui/material/Button'
import FolderOpenIcon from '@mui/icons-material/FolderOpen'
import { OPEN_FILE_ACCEPT } from '../model/open-file'

export interface OpenFileButtonProps {
  disabled?: boolean
  onFile: (file: File) => void
}

/** 打开文件: picks a local .xml / .bpmn file. */
export function OpenFileButton({ disabled, onFile }: OpenFileButtonProps) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <Button
        size="small"
        startIcon={<FolderOpenIcon />}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        打开文件
      </Button>
      <input
        ref={input}
        type="file"
        accept={OPEN_FILE_ACCEPT}
        hidden
        data-testid="open-diagram-file"
        onChange={(event) => {
          const file = event.target.files?.[0]
          // The same file can be picked again after an error.
          event.target.value = ''
          if (file) onFile(file)
        }}
      />
    </>
  )
}
