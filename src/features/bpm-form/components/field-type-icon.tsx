import AccessTimeIcon from '@mui/icons-material/AccessTime'
import ArrowDropDownCircleOutlinedIcon from '@mui/icons-material/ArrowDropDownCircleOutlined'
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined'
import CheckBoxOutlinedIcon from '@mui/icons-material/CheckBoxOutlined'
import DateRangeOutlinedIcon from '@mui/icons-material/DateRangeOutlined'
import NotesIcon from '@mui/icons-material/Notes'
import NumbersIcon from '@mui/icons-material/Numbers'
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined'
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked'
import ShortTextIcon from '@mui/icons-material/ShortText'
import ToggleOnOutlinedIcon from '@mui/icons-material/ToggleOnOutlined'
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined'
import type { SvgIconProps } from '@mui/material/SvgIcon'
import type { ComponentType } from 'react'
import type { FormFieldType } from '@/shared/form-render'

const ICONS: Record<FormFieldType, ComponentType<SvgIconProps>> = {
  input: ShortTextIcon,
  textarea: NotesIcon,
  number: NumbersIcon,
  select: ArrowDropDownCircleOutlinedIcon,
  radio: RadioButtonCheckedIcon,
  checkbox: CheckBoxOutlinedIcon,
  switch: ToggleOnOutlinedIcon,
  date: CalendarMonthOutlinedIcon,
  daterange: DateRangeOutlinedIcon,
  time: AccessTimeIcon,
  user: PersonOutlinedIcon,
  upload: UploadFileOutlinedIcon,
}

export function FieldTypeIcon({ type, ...props }: { type: FormFieldType } & SvgIconProps) {
  const Icon = ICONS[type]
  return <Icon fontSize="small" {...props} />
}
