import { memo } from 'react'
import Autocomplete from '@mui/material/Autocomplete'
import Checkbox from '@mui/material/Checkbox'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import { Controller, type Control } from 'react-hook-form'
import { HTML_TYPES, JAVA_TYPES, LIST_CONDITIONS } from '@/shared/wire/infra-codegen'
import type { CodegenColumnItem, DictTypeSimpleItem } from '../../model/codegen-types'
import { HTML_TYPE_LABELS, type EditFormValues } from '../../model/edit-form'

type TextKey = 'columnComment' | 'javaField' | 'example'
type CheckKey =
  'createOperation' | 'updateOperation' | 'listOperationResult' | 'listOperation' | 'nullable'
type SelectKey = 'javaType' | 'listOperationCondition' | 'htmlType'

const INPUT_SX = { '& .MuiInputBase-input': { py: 0.75, fontSize: 13 } } as const

interface CellProps<K> {
  index: number
  name: K
  label: string
  control: Control<EditFormValues>
}

function TextCell({ index, name, label, control }: CellProps<TextKey>) {
  return (
    <Controller
      control={control}
      name={`columns.${index}.${name}`}
      render={({ field, fieldState }) => (
        <TextField
          size="small"
          fullWidth
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          sx={INPUT_SX}
          slotProps={{ htmlInput: { 'aria-label': label } }}
        />
      )}
    />
  )
}

function CheckCell({ index, name, label, control }: CellProps<CheckKey>) {
  return (
    <Controller
      control={control}
      name={`columns.${index}.${name}`}
      render={({ field }) => (
        <Checkbox
          size="small"
          checked={field.value}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          slotProps={{ input: { 'aria-label': label, ref: field.ref } }}
        />
      )}
    />
  )
}

interface Choice {
  value: string
  label: string
}

function SelectCell({
  index,
  name,
  label,
  control,
  options,
}: CellProps<SelectKey> & { options: readonly Choice[] }) {
  return (
    <Controller
      control={control}
      name={`columns.${index}.${name}`}
      render={({ field, fieldState }) => (
        // Native selects: a table of many rows stays light and quick to work in.
        <TextField
          select
          size="small"
          fullWidth
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          sx={INPUT_SX}
          slotProps={{ select: { native: true }, htmlInput: { 'aria-label': label } }}
        >
          {!options.some((option) => option.value === field.value) && (
            <option value={field.value ?? ''}>请选择</option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
      )}
    />
  )
}

const JAVA_TYPE_OPTIONS: Choice[] = JAVA_TYPES.map((type) => ({ value: type, label: type }))
const CONDITION_OPTIONS: Choice[] = LIST_CONDITIONS.map((condition) => ({
  value: condition,
  label: condition,
}))
const HTML_TYPE_OPTIONS: Choice[] = HTML_TYPES.map((type) => ({
  value: type,
  label: HTML_TYPE_LABELS[type],
}))

function DictTypeCell({
  index,
  label,
  control,
  dictTypes,
}: Omit<CellProps<'dictType'>, 'name'> & { dictTypes: readonly DictTypeSimpleItem[] }) {
  return (
    <Controller
      control={control}
      name={`columns.${index}.dictType`}
      render={({ field }) => {
        const chosen = dictTypes.find((item) => item.type === field.value) ?? null
        return (
          <Autocomplete
            size="small"
            options={dictTypes}
            value={chosen}
            onChange={(_event, picked) => field.onChange(picked?.type ?? '')}
            getOptionLabel={(option) => option.name}
            getOptionKey={(option) => option.type}
            isOptionEqualToValue={(option, value) => option.type === value.type}
            filterOptions={(options, { inputValue }) => {
              const needle = inputValue.trim().toLowerCase()
              return needle
                ? options.filter(
                    (option) =>
                      option.name.toLowerCase().includes(needle) ||
                      option.type.toLowerCase().includes(needle),
                  )
                : options
            }}
            renderOption={(props, option) => {
              const { key, ...rest } = props
              return (
                <li key={key} {...rest}>
                  <span>{option.name}</span>
                  <span style={{ marginLeft: 'auto', paddingLeft: 8, color: '#5c6570' }}>
                    {option.type}
                  </span>
                </li>
              )
            }}
            noOptionsText="无匹配字典"
            renderInput={(params) => (
              <TextField
                {...params}
                placeholder="请选择"
                inputRef={field.ref}
                onBlur={field.onBlur}
                sx={INPUT_SX}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, 'aria-label': label },
                }}
              />
            )}
          />
        )
      }}
    />
  )
}

export interface ColumnRowProps {
  index: number
  /** The column as loaded: 字段列名 and 物理类型 are shown from it, read-only. */
  column: CodegenColumnItem
  control: Control<EditFormValues>
  dictTypes: readonly DictTypeSimpleItem[]
}

/**
 * One column of 字段信息. Memoised on its props, which stay the same while typing: a keystroke
 * re-renders the controller of its own cell only, never the other rows.
 */
export const ColumnRow = memo(function ColumnRow({
  index,
  column,
  control,
  dictTypes,
}: ColumnRowProps) {
  const name = column.columnName
  const cell = { index, control }
  return (
    <TableRow hover>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{name}</TableCell>
      <TableCell sx={{ minWidth: 140 }}>
        <TextCell {...cell} name="columnComment" label={`${name} 字段描述`} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{column.dataType}</TableCell>
      <TableCell sx={{ minWidth: 130 }}>
        <SelectCell
          {...cell}
          name="javaType"
          label={`${name} 属性类型`}
          options={JAVA_TYPE_OPTIONS}
        />
      </TableCell>
      <TableCell sx={{ minWidth: 130 }}>
        <TextCell {...cell} name="javaField" label={`${name} 属性名`} />
      </TableCell>
      <TableCell padding="checkbox" align="center">
        <CheckCell {...cell} name="createOperation" label={`${name} 插入`} />
      </TableCell>
      <TableCell padding="checkbox" align="center">
        <CheckCell {...cell} name="updateOperation" label={`${name} 编辑`} />
      </TableCell>
      <TableCell padding="checkbox" align="center">
        <CheckCell {...cell} name="listOperationResult" label={`${name} 列表`} />
      </TableCell>
      <TableCell padding="checkbox" align="center">
        <CheckCell {...cell} name="listOperation" label={`${name} 查询`} />
      </TableCell>
      <TableCell sx={{ minWidth: 110 }}>
        <SelectCell
          {...cell}
          name="listOperationCondition"
          label={`${name} 查询方式`}
          options={CONDITION_OPTIONS}
        />
      </TableCell>
      <TableCell padding="checkbox" align="center">
        <CheckCell {...cell} name="nullable" label={`${name} 允许空`} />
      </TableCell>
      <TableCell sx={{ minWidth: 130 }}>
        <SelectCell
          {...cell}
          name="htmlType"
          label={`${name} 显示类型`}
          options={HTML_TYPE_OPTIONS}
        />
      </TableCell>
      <TableCell sx={{ minWidth: 180 }}>
        <DictTypeCell {...cell} label={`${name} 字典类型`} dictTypes={dictTypes} />
      </TableCell>
      <TableCell sx={{ minWidth: 130 }}>
        <TextCell {...cell} name="example" label={`${name} 示例`} />
      </TableCell>
    </TableRow>
  )
})
