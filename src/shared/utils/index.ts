export {
  isValidURL,
  isExternal,
  isEmail,
  isLowerCase,
  isUpperCase,
  isAlphabets,
  isValidUsername,
} from './validators'
export { addDateRange, RANGE_BEGIN_TIME, RANGE_END_TIME, type DateRange } from './date-range'
export { formatRelativeTime, DEFAULT_RELATIVE_TIME_PATTERN } from './relative-time'
export { calculateRatio, calculatePercentage } from './ratio'
export {
  formatDate,
  DEFAULT_DATE_TIME_PATTERN,
  DEFAULT_DATE_PATTERN,
  type DateInput,
} from './format-date'
