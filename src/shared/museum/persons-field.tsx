import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined'
import { DICT_TYPE, useDictOptions } from '@/shared/dict'
import type { PersonInput } from './museum-types'
import { emptyPerson } from './persons-schema'

type FieldError = { message?: string } | undefined

/** What react-hook-form reports for a persons array: a message for the whole, one per row field. */
export interface PersonsErrors {
  message?: string
  root?: { message?: string }
  [index: number]: { name?: FieldError; idType?: FieldError; idNumber?: FieldError } | undefined
}

export interface PersonsFieldProps {
  value: readonly PersonInput[]
  onChange: (persons: PersonInput[]) => void
  /** `fieldState.error` of the persons field (react-hook-form), or nothing. */
  errors?: unknown
  /** No 添加参观人 beyond this many rows. */
  max?: number
  /** What a row is called (default 参观人; a team says 成员). */
  rowName?: string
  disabled?: boolean
}

function errorsOf(errors: unknown): PersonsErrors {
  return (errors && typeof errors === 'object' ? errors : {}) as PersonsErrors
}

/**
 * Rows of 姓名, 证件类型 (word_card_type) and 证件号码 with 添加 / 删除; each field shows its own
 * message under it. Controlled: hand it the form's value and onChange.
 */
export function PersonsField({
  value,
  onChange,
  errors,
  max,
  rowName = '参观人',
  disabled,
}: PersonsFieldProps) {
  const cardTypes = useDictOptions(DICT_TYPE.WORD_CARD_TYPE, 'number')
  const rowErrors = errorsOf(errors)
  const wholeMessage = rowErrors.message ?? rowErrors.root?.message
  const change = (index: number, patch: Partial<PersonInput>) =>
    onChange(value.map((person, i) => (i === index ? { ...person, ...patch } : person)))
  const remove = (index: number) => onChange(value.filter((_, i) => i !== index))
  const canAdd = !disabled && (max === undefined || value.length < max)

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}>
      {value.map((person, index) => {
        const rowError = rowErrors[index]
        const label = `${rowName} ${index + 1}`
        return (
          <Box
            key={index}
            role="group"
            aria-label={label}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '56px 1fr 150px 1.6fr 40px' },
              gap: 1,
              alignItems: 'start',
            }}
          >
            <Typography variant="body2" sx={{ pt: 1, color: 'text.secondary' }}>
              {label}
            </Typography>
            <TextField
              size="small"
              label="姓名"
              value={person.name}
              disabled={disabled}
              onChange={(event) => change(index, { name: event.target.value })}
              error={!!rowError?.name?.message}
              helperText={rowError?.name?.message}
              slotProps={{ htmlInput: { maxLength: 30 } }}
            />
            <TextField
              select
              size="small"
              label="证件类型"
              value={person.idType}
              disabled={disabled}
              onChange={(event) => change(index, { idType: Number(event.target.value) })}
              error={!!rowError?.idType?.message}
              helperText={rowError?.idType?.message}
            >
              {cardTypes.map((option) => (
                <MenuItem key={String(option.value)} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label="证件号码"
              value={person.idNumber}
              disabled={disabled}
              onChange={(event) => change(index, { idNumber: event.target.value })}
              error={!!rowError?.idNumber?.message}
              helperText={rowError?.idNumber?.message}
              slotProps={{ htmlInput: { maxLength: 30, autoComplete: 'off' } }}
            />
            <IconButton
              aria-label={`删除${label}`}
              disabled={disabled || value.length <= 1}
              onClick={() => remove(index)}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Box>
        )
      })}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={!canAdd}
          onClick={() => onChange([...value, emptyPerson()])}
        >
          添加{rowName}
        </Button>
        <Typography variant="body2" color="text.secondary">
          共 {value.length} 人{max !== undefined ? `，最多 ${max} 人` : ''}
        </Typography>
      </Box>
      {wholeMessage && <FormHelperText error>{wholeMessage}</FormHelperText>}
    </Box>
  )
}
