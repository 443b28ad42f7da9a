import { UserSelect } from '@/shared/bpm/user-select'
import { type FieldControlProps, choicePlaceholder } from './control-props'

/** 人员选择: one user picked by nickname (searchable); the value is the user's id. */
export function UserPickerControl(props: FieldControlProps) {
  const { field, value, onChange, onBlur, error, disabled, size, inputId, inputRef } = props
  return (
    <UserSelect
      inputId={inputId}
      value={typeof value === 'number' ? value : null}
      onChange={onChange}
      onBlur={onBlur}
      inputRef={inputRef}
      error={error}
      placeholder={choicePlaceholder(field)}
      disabled={disabled}
      // Unset, the other controls take MUI's default (medium): so does this one.
      size={size ?? 'medium'}
    />
  )
}
