import type { FieldControlProps } from './control-props'
import { CheckboxControl, RadioControl, SelectControl, SwitchControl } from './choice-controls'
import { DateRangeControl, DateTimeControl, NumberControl, TextControl } from './text-controls'
import { UploadControl } from './upload-control'
import { UserPickerControl } from './user-picker-control'

/** The control of one field, chosen by its type. */
export function FieldControl(props: FieldControlProps) {
  switch (props.field.type) {
    case 'input':
    case 'textarea':
      return <TextControl {...props} />
    case 'number':
      return <NumberControl {...props} />
    case 'select':
      return <SelectControl {...props} />
    case 'radio':
      return <RadioControl {...props} />
    case 'checkbox':
      return <CheckboxControl {...props} />
    case 'switch':
      return <SwitchControl {...props} />
    case 'date':
    case 'time':
      return <DateTimeControl {...props} />
    case 'daterange':
      return <DateRangeControl {...props} />
    case 'user':
      return <UserPickerControl {...props} />
    case 'upload':
      return <UploadControl {...props} />
  }
}
