import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { useGetSimpleUsersQuery, type SimpleUser } from '@/shared/bpm/user-api'
import { type FieldControlProps, choicePlaceholder } from './control-props'

const NO_USERS: SimpleUser[] = []

/** 人员选择: one user picked by nickname (searchable); the value is the user's id. */
export function UserPickerControl(props: FieldControlProps) {
  const { field, value, onChange, onBlur, error, disabled, size, inputId, inputRef } = props
  const { data: users = NO_USERS, isLoading } = useGetSimpleUsersQuery()
  const selected = users.find((user) => user.id === value) ?? null
  return (
    <Autocomplete<SimpleUser>
      id={inputId}
      size={size}
      fullWidth
      disabled={disabled}
      loading={isLoading}
      loadingText="加载中..."
      noOptionsText="无匹配人员"
      options={users}
      value={selected}
      onChange={(_event, user) => onChange(user ? user.id : null)}
      onBlur={onBlur}
      getOptionLabel={(user) => user.nickname}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      // Two users may share a nickname: key the rows by id.
      renderOption={(optionProps, user) => {
        const { key: _key, ...rest } = optionProps
        return (
          <li key={user.id} {...rest}>
            {user.nickname}
          </li>
        )
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          // A stored id the list does not know (a removed user) still shows as "set".
          placeholder={
            value !== null && value !== undefined && !selected && !isLoading
              ? `用户 ${String(value)}`
              : choicePlaceholder(field)
          }
          error={!!error}
          helperText={error}
        />
      )}
    />
  )
}
