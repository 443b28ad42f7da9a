// Date, date-range and time fields in Chinese (MUI X pickers, dayjs zh-cn), loaded on first use.
export { DateField, DateRangeField, TimeField, preloadDatePickers } from './date-fields-lazy'
export { TimeInput, type TimeInputProps } from './time-input'
export type { DateFieldProps, DateRangeFieldProps, TimeFieldProps } from './date-pickers'
export {
  DATE_FORMAT,
  DATETIME_FORMAT,
  formatDateValue,
  parseDateValue,
  type DateFieldValue,
  type DateRangeFieldValue,
  type DateValueFormat,
  type RangeEdge,
} from './date-values'
