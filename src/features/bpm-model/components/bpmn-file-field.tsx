import { useRef } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import Typography from '@mui/material/Typography'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import { BPMN_FILE_ACCEPT } from '../model/model-forms'

export interface BpmnFileFieldProps {
  file: File | null
  onChange: (file: File | null) => void
  error?: string
}

/** Picks one .bpmn / .xml file: a button, the chosen file's name, and the validation message. */
export function BpmnFileField({ file, onChange, error }: BpmnFileFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null)
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          color={error ? 'error' : 'primary'}
          startIcon={<UploadFileIcon />}
          onClick={() => inputRef.current?.click()}
        >
          选择文件
        </Button>
        <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'}>
          {file ? file.name : '未选择文件'}
        </Typography>
      </Box>
      <input
        ref={inputRef}
        type="file"
        hidden
        accept={BPMN_FILE_ACCEPT}
        aria-label="流程文件"
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null)
          // Picking the same file again after a fix must still fire a change.
          event.target.value = ''
        }}
      />
      <FormHelperText error={!!error}>
        {error ?? '只能导入 .bpmn 或 .xml 文件，例如其他设计器导出的流程图'}
      </FormHelperText>
    </Box>
  )
}
