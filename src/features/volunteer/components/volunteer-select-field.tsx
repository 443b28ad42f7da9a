import { useMemo } from 'react'
import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { useListServiceVolunteersQuery } from '../api/volunteer-api'
import { VOLUNTEER_APPROVED, type VolunteerSimpleItem } from '../model/volunteer-types'

/**
 * The volunteer of a service record: approved volunteers only, searchable by name. A record of a
 * volunteer stopped since keeps showing its volunteer (marked 已停用) so it can be corrected.
 */
export function VolunteerSelectField<V extends FieldValues>({
  form,
  name,
}: {
  form: UseFormReturn<V>
  name: Path<V>
}) {
  const { data: volunteers = [], isFetching } = useListServiceVolunteersQuery()
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <VolunteerAutocomplete
          volunteers={volunteers}
          loading={isFetching}
          value={(field.value as number | null) ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}

function VolunteerAutocomplete({
  volunteers,
  loading,
  value,
  onChange,
  onBlur,
  error,
}: {
  volunteers: readonly VolunteerSimpleItem[]
  loading: boolean
  value: number | null
  onChange: (id: number | null) => void
  onBlur: () => void
  error?: string
}) {
  const options = useMemo(
    () => volunteers.filter((v) => v.status === VOLUNTEER_APPROVED || v.id === value),
    [volunteers, value],
  )
  const selected = options.find((v) => v.id === value) ?? null
  return (
    <Autocomplete
      size="small"
      options={options}
      loading={loading}
      loadingText="加载中…"
      noOptionsText="没有已通过审核的志愿者"
      value={selected}
      onChange={(_event, next) => onChange(next?.id ?? null)}
      onBlur={onBlur}
      getOptionLabel={(v) => (v.status === VOLUNTEER_APPROVED ? v.name : `${v.name}（已停用）`)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={({ key, ...props }, v) => (
        <li key={key} {...props}>
          {v.status === VOLUNTEER_APPROVED ? v.name : `${v.name}（已停用）`}
          <span style={{ marginLeft: 'auto', opacity: 0.6, fontSize: 12 }}>编号 {v.id}</span>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder="请选择已通过审核的志愿者"
          error={!!error}
          helperText={error}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': '志愿者' },
          }}
        />
      )}
    />
  )
}
