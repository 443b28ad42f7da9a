import type { FormEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import RestartAltIcon from '@mui/icons-material/RestartAlt'
import SearchIcon from '@mui/icons-material/Search'
import { DictSelect } from '@/shared/dict'
import { DateRangeField, type DateFieldValue } from '@/shared/ui/date-fields'
import type {
  DateRangeSearchField,
  DateRangeValue,
  SearchFieldDef,
  SearchValue,
  SearchValues,
} from './list-types'

export interface SearchFormProps {
  fields: readonly SearchFieldDef[]
  values: SearchValues
  onChange: (name: string, value: SearchValue) => void
  /** 搜索 and Enter in a field. */
  onSearch: () => void
  /** 重置: the caller restores the defaults and re-queries. */
  onReset: () => void
}

const DEFAULT_WIDTH = 220

/** The search form above a list: fields declared as config, 搜索 / 重置, Enter searches. */
export function SearchForm({ fields, values, onChange, onSearch, onReset }: SearchFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSearch()
  }

  return (
    <Box
      component="form"
      role="search"
      aria-label="搜索条件"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}
    >
      {fields.map((field) => (
        <SearchFieldControl
          key={field.name}
          field={field}
          value={values[field.name] ?? (field.kind === 'dateRange' ? [] : '')}
          onChange={(value) => onChange(field.name, value)}
        />
      ))}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" size="small" startIcon={<SearchIcon />}>
          搜索
        </Button>
        <Button
          type="button"
          variant="outlined"
          size="small"
          startIcon={<RestartAltIcon />}
          onClick={onReset}
        >
          重置
        </Button>
      </Box>
    </Box>
  )
}

interface SearchFieldControlProps {
  field: SearchFieldDef
  value: SearchValue
  onChange: (value: SearchValue) => void
}

function SearchFieldControl({ field, value, onChange }: SearchFieldControlProps) {
  // Full width on a phone: fixed widths would run past the card's edge.
  const width = { xs: '100%', sm: field.width ?? DEFAULT_WIDTH }
  const text = typeof value === 'string' ? value : ''

  switch (field.kind) {
    case 'text':
      return (
        <TextField
          size="small"
          label={field.label}
          placeholder={field.placeholder ?? `请输入${field.label}`}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          sx={{ width }}
          // Labels sit on the border like the selects', so the placeholder hint stays visible.
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )
    case 'dict':
      return (
        <DictSelect
          type={field.dictType}
          label={field.label}
          placeholder={field.placeholder ?? `请选择${field.label}`}
          clearable
          value={text}
          onChange={(next) => onChange(next ?? '')}
          // DictSelect shows its placeholder like a value; grey it as the text fields' hints are.
          sx={{
            width,
            '& .MuiSelect-select': { color: text === '' ? 'text.disabled' : undefined },
          }}
        />
      )
    case 'select': {
      // Options may arrive after the value (e.g. loaded from the server): show none until then.
      const known = field.options.some((option) => option.value === text)
      return (
        <TextField
          select
          size="small"
          label={field.label}
          value={known ? text : ''}
          onChange={(event) => onChange(event.target.value)}
          sx={{ width }}
          slotProps={{
            select: {
              displayEmpty: true,
              renderValue: (raw: unknown) =>
                field.options.find((option) => option.value === raw)?.label ??
                field.placeholder ??
                `请选择${field.label}`,
            },
            inputLabel: { shrink: true },
          }}
        >
          {field.required ? null : <MenuItem value="">全部</MenuItem>}
          {field.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )
    }
    case 'dateRange':
      return (
        <DateRangeControl
          field={field}
          value={typeof value === 'string' ? [] : value}
          onChange={onChange}
        />
      )
  }
}

interface DateRangeControlProps {
  field: DateRangeSearchField
  value: DateRangeValue
  onChange: (value: DateRangeValue) => void
}

/**
 * Two Chinese date pickers ('YYYY-MM-DD' each). A half-filled range is kept in the form but not
 * sent: the backend needs both ends (search-params.ts adds 00:00:00 / 23:59:59).
 */
function DateRangeControl({ field, value, onChange }: DateRangeControlProps) {
  return (
    <DateRangeField
      label={field.label}
      startLabel={`${field.label}起`}
      endLabel={`${field.label}止`}
      value={value}
      onChange={(range) =>
        onChange(range.length === 0 ? [] : [dateText(range[0]), dateText(range[1])])
      }
      endWidth={field.width ? Math.floor(field.width / 2) : undefined}
      sx={{ width: { xs: '100%', sm: 'auto' } }}
    />
  )
}

function dateText(value: DateFieldValue): string {
  return value === null ? '' : String(value)
}
