import Autocomplete from '@mui/material/Autocomplete'
import Chip from '@mui/material/Chip'
import TextField from '@mui/material/TextField'
import { useGetSimpleRolesQuery, useGetSimpleUsersQuery } from '@/shared/bpm/user-api'

interface Choice {
  id: string
  label: string
}

function labelOf(choices: Choice[], id: string): string {
  return choices.find((choice) => choice.id === id)?.label ?? id
}

interface PickerProps {
  label: string
  choices: Choice[]
  disabled: boolean
}

/** A typed name of a choice stands for its id; anything else is kept as typed (an expression). */
function toId(choices: Choice[], text: string): string {
  const typed = text.trim()
  return choices.find((choice) => choice.label === typed)?.id ?? typed
}

/**
 * One value: a choice's id or any typed text (an expression such as ${initiator}), committed on
 * choosing an option, on Enter or on blur, and only when it changed.
 */
function SinglePicker({
  label,
  choices,
  disabled,
  value,
  onChange,
}: PickerProps & { value: string; onChange: (value: string) => void }) {
  const commit = (next: string) => {
    if (next !== value) onChange(next)
  }
  return (
    <Autocomplete
      // A freeSolo Autocomplete shows its text as of the last value change: when the user list
      // arrives after the value (a reload), remount so the name replaces the bare id.
      key={labelOf(choices, value)}
      freeSolo
      disabled={disabled}
      options={choices.map((choice) => choice.id)}
      getOptionLabel={(id) => labelOf(choices, id)}
      value={value || null}
      onChange={(event, next, reason) => {
        // Emptying the text clears the value in MUI; that is committed on blur like any typing.
        if (reason === 'clear' && event.type === 'change') return
        commit(next ? toId(choices, next) : '')
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          size="small"
          onBlur={(event) => {
            const typed = event.target.value
            // The shown text of the current value is not a new value.
            if (typed !== labelOf(choices, value)) commit(toId(choices, typed))
          }}
        />
      )}
    />
  )
}

function MultiPicker({
  label,
  choices,
  disabled,
  value,
  onChange,
}: PickerProps & { value: string[]; onChange: (value: string[]) => void }) {
  return (
    <Autocomplete
      multiple
      freeSolo
      // Text typed and left in the input is added on blur (the input is empty after a choice).
      autoSelect
      disabled={disabled}
      options={choices.map((choice) => choice.id)}
      getOptionLabel={(id) => labelOf(choices, id)}
      value={value}
      onChange={(_, next) => onChange([...new Set(next.map((item) => toId(choices, item)))])}
      renderValue={(ids, getItemProps) =>
        ids.map((id, index) => {
          const { key, ...itemProps } = getItemProps({ index })
          return <Chip key={key} size="small" label={labelOf(choices, id)} {...itemProps} />
        })
      }
      renderInput={(params) => <TextField {...params} label={label} size="small" />}
    />
  )
}

function useUserChoices(): Choice[] {
  const { data } = useGetSimpleUsersQuery()
  return (data ?? []).map((user) => ({ id: String(user.id), label: user.nickname }))
}

function useRoleChoices(): Choice[] {
  const { data } = useGetSimpleRolesQuery()
  return (data ?? []).map((role) => ({ id: String(role.id), label: role.name }))
}

export interface UserPickerProps {
  label: string
  disabled: boolean
}

export function AssigneePicker(
  props: UserPickerProps & { value: string; onChange: (value: string) => void },
) {
  return <SinglePicker {...props} choices={useUserChoices()} />
}

export function CandidateUsersPicker(
  props: UserPickerProps & { value: string[]; onChange: (value: string[]) => void },
) {
  return <MultiPicker {...props} choices={useUserChoices()} />
}

export function CandidateGroupsPicker(
  props: UserPickerProps & { value: string[]; onChange: (value: string[]) => void },
) {
  return <MultiPicker {...props} choices={useRoleChoices()} />
}
