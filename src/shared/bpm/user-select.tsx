import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import type { Ref } from 'react'
import { useGetSimpleUsersQuery, type SimpleUser } from './user-api'

const NO_USERS: SimpleUser[] = []

export interface UserSelectProps {
  inputId: string
  value: number | null
  onChange: (userId: number | null) => void
  onBlur?: () => void
  inputRef?: Ref<HTMLInputElement>
  error?: string
  placeholder?: string
  disabled?: boolean
  size?: 'small' | 'medium'
}

/**
 * One user picked by nickname, searchable (every enabled user of /system/user/list-all-simple):
 * the approval dialogs' 新审批人 and the form renderer's 人员选择.
 */
export function UserSelect({
  inputId,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  placeholder = '请选择新审批人',
  disabled = false,
  size = 'small',
}: UserSelectProps) {
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
            value !== null && !selected && !isLoading ? `用户 ${String(value)}` : placeholder
          }
          error={!!error}
          helperText={error}
        />
      )}
    />
  )
}
