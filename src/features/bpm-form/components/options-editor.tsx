import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import AddIcon from '@mui/icons-material/Add'
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import type { FormOption, FormOptionValue } from '@/shared/form-render'

export interface OptionsEditorProps {
  options: readonly FormOption[]
  onChange: (options: FormOption[]) => void
  error?: string | null
}

/** Text typed as a value: a stored number stays a number while the text still is one. */
function typedValue(previous: FormOptionValue, text: string): FormOptionValue {
  if (typeof previous === 'number' && text.trim() !== '' && Number.isFinite(Number(text))) {
    return Number(text)
  }
  return text
}

function nextValue(options: readonly FormOption[]): string {
  const taken = new Set(options.map((option) => String(option.value)))
  let n = options.length + 1
  while (taken.has(String(n))) n += 1
  return String(n)
}

/** The options of a select, radio or checkbox field: label and value per row. */
export function OptionsEditor({ options, onChange, error }: OptionsEditorProps) {
  const change = (index: number, patch: Partial<FormOption>) =>
    onChange(options.map((option, i) => (i === index ? { ...option, ...patch } : option)))

  return (
    <Box role="group" aria-label="选项" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {options.map((option, index) => (
        <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            size="small"
            placeholder="选项名"
            value={option.label}
            onChange={(event) => change(index, { label: event.target.value })}
            slotProps={{ htmlInput: { 'aria-label': `第 ${index + 1} 个选项的名称` } }}
            sx={{ flex: 3 }}
          />
          <TextField
            size="small"
            placeholder="选项值"
            value={String(option.value)}
            onChange={(event) =>
              change(index, { value: typedValue(option.value, event.target.value) })
            }
            slotProps={{ htmlInput: { 'aria-label': `第 ${index + 1} 个选项的值` } }}
            sx={{ flex: 2 }}
          />
          <IconButton
            size="small"
            color="error"
            aria-label={`删除第 ${index + 1} 个选项`}
            onClick={() => onChange(options.filter((_option, i) => i !== index))}
          >
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() =>
            onChange([
              ...options,
              { label: `选项${options.length + 1}`, value: nextValue(options) },
            ])
          }
        >
          添加选项
        </Button>
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  )
}
