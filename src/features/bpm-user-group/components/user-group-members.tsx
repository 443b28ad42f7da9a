import { useMemo } from 'react'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import type { MultiSelectOption } from '@/shared/bpm/multi-select-field'
import { useGetSimpleUsersQuery } from '@/shared/bpm/user-api'

/** The enabled users as member choices. */
export function useMemberChoices(): MultiSelectOption[] {
  const { data: users } = useGetSimpleUsersQuery()
  return useMemo(() => (users ?? []).map((u) => ({ value: u.id, label: u.nickname })), [users])
}

/** A group's members by nickname; a user no longer listed (disabled or deleted) is 未知({id}). */
export function UserGroupMembers({ ids }: { ids: readonly number[] }) {
  const choices = useMemberChoices()
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {ids.map((id) => (
        <Chip
          key={id}
          size="small"
          variant="outlined"
          label={choices.find((c) => c.value === id)?.label ?? `未知(${id})`}
        />
      ))}
    </Box>
  )
}
